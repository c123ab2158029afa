// The test switches under /_control (dev/test only, like the whole simulator): reset, seed, the fake
// clock, one-shot faults, an enforced API key, settings, and a read of everything for assertions.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toPaymentDto, toUserDto } from './pi-sim.dto'
import { horizonBase, NOT_RATE_LIMITED, piError, type SimContext } from './pi-sim.http'
import { ApiKeyBody, ClockBody, ConfigBody, FaultsBody, SeedBody, StateQuery } from './pi-sim.schemas'

export const piSimControlRoutes: FastifyPluginAsyncZod<SimContext> = async (
  app,
  { store, faults, device, notifications, mountPath },
) => {
  const clock = () => ({ now: new Date(store.now()).toISOString(), nowMs: store.now(), offsetMs: store.offsetMs() })
  const base = (request: FastifyRequest) => horizonBase(request, mountPath)

  app.post('/_control/reset', { config: NOT_RATE_LIMITED }, async () => {
    store.reset()
    faults.clear()
    device.clear()
    notifications.clear()
    return { ok: true }
  })

  app.post('/_control/seed', { config: NOT_RATE_LIMITED, schema: { body: SeedBody } }, async (request, reply) => {
    const { users, payments } = request.body
    const duplicate = payments.find((payment) => payment.identifier && store.get(payment.identifier))
    if (duplicate) return piError(reply, 400, 'invalid_arguments', `Payment ${duplicate.identifier} already exists.`)
    const seededUsers = users.map((user) => store.seedUser(user))
    const seededPayments = payments.map(({ createdAgoMs, ...payment }) =>
      store.seedPayment({ ...payment, createdAtMs: store.now() - createdAgoMs }),
    )
    return {
      users: seededUsers.map((user) => toUserDto(user, store.now())),
      // Read back: a seeded CREATED payment older than the window has lapsed already.
      payments: seededPayments.map((payment) => toPaymentDto(store.get(payment.identifier)!, base(request))),
    }
  })

  app.get('/_control/clock', { config: NOT_RATE_LIMITED }, async () => clock())
  app.post('/_control/clock', { config: NOT_RATE_LIMITED, schema: { body: ClockBody } }, async (request) => {
    store.advance(request.body.advanceMs)
    return clock()
  })

  app.get('/_control/faults', { config: NOT_RATE_LIMITED }, async () => ({ faults: faults.list() }))
  app.post('/_control/faults', { config: NOT_RATE_LIMITED, schema: { body: FaultsBody } }, async (request) => {
    const queued = Array.isArray(request.body) ? request.body : [request.body]
    for (const fault of queued) faults.add(fault)
    return { faults: faults.list() }
  })
  app.delete('/_control/faults', { config: NOT_RATE_LIMITED }, async () => {
    faults.clear()
    return { faults: [] }
  })

  app.post('/_control/api-key', { config: NOT_RATE_LIMITED, schema: { body: ApiKeyBody } }, async (request) => {
    store.setApiKey(request.body.key)
    return { enforced: request.body.key !== null }
  })

  app.get('/_control/config', { config: NOT_RATE_LIMITED }, async () => store.settings())
  app.post('/_control/config', { config: NOT_RATE_LIMITED, schema: { body: ConfigBody } }, async (request) => {
    store.configure(Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined)))
    return store.settings()
  })

  app.get('/_control/state', { config: NOT_RATE_LIMITED, schema: { querystring: StateQuery } }, async (request) => ({
    ...clock(),
    settings: store.settings(),
    apiKeyEnforced: store.apiKey() !== null,
    users: store.users().map((user) => toUserDto(user, store.now())),
    payments: store.list(request.query).map((payment) => ({
      identifier: payment.identifier,
      username: payment.username,
      state: payment.state,
      payment: toPaymentDto(payment, base(request)),
    })),
    faults: faults.list(),
    // Share sheets and system-browser links window.Pi opened (pi-sim-device.routes.ts).
    deviceActions: device.list(),
    // What reached the Pi app's notification centre (pi-sim-notifications.routes.ts).
    notifications: notifications.list(request.query.username),
  }))
}
