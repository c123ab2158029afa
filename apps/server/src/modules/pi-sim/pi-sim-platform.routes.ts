// The real Platform API under the simulator's base: /v2/me with the user's Bearer token, and the
// payment routes a developer server calls with `Authorization: Key <server API key>`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toPaymentDto, toUserDto } from './pi-sim.dto'
import {
  bearerUser,
  checkServerKey,
  horizonBase,
  NOT_RATE_LIMITED,
  piError,
  sendFailure,
  type SimContext,
} from './pi-sim.http'
import { CompleteBody, PaymentIdParams } from './pi-sim.schemas'
import type { SimOutcome } from './pi-sim.types'

export const piSimPlatformRoutes: FastifyPluginAsyncZod<SimContext> = async (app, { store, mountPath }) => {
  app.get('/v2/me', { config: NOT_RATE_LIMITED }, async (request, reply) => {
    const user = bearerUser(store, request, reply)
    if (!user) return reply
    return toUserDto(user, store.now())
  })

  // Server-only routes share one key check, run before the body is even read.
  const serverRoutes: FastifyPluginAsyncZod = async (server) => {
    server.addHook('onRequest', async (request, reply) => {
      if (!checkServerKey(store, request, reply)) return reply
    })

    // Only A2U payments are listed here, and the simulator does not make any.
    server.get('/v2/payments/incomplete_server_payments', { config: NOT_RATE_LIMITED }, async () => ({
      incomplete_server_payments: [],
    }))

    server.get(
      '/v2/payments/:id',
      { config: NOT_RATE_LIMITED, schema: { params: PaymentIdParams } },
      async (request, reply) => {
        const payment = store.get(request.params.id)
        if (!payment)
          return piError(reply, 404, 'payment_not_found', `No payment with identifier ${request.params.id}.`)
        return toPaymentDto(payment, horizonBase(request, mountPath))
      },
    )

    const answer = (outcome: SimOutcome, base: string, reply: Parameters<typeof sendFailure>[0]) =>
      outcome.ok ? toPaymentDto(outcome.payment, base) : sendFailure(reply, outcome, base)

    server.post(
      '/v2/payments/:id/approve',
      { config: NOT_RATE_LIMITED, schema: { params: PaymentIdParams } },
      async (request, reply) => answer(store.approve(request.params.id), horizonBase(request, mountPath), reply),
    )

    server.post(
      '/v2/payments/:id/complete',
      { config: NOT_RATE_LIMITED, schema: { params: PaymentIdParams, body: CompleteBody } },
      async (request, reply) =>
        answer(store.complete(request.params.id, request.body?.txid), horizonBase(request, mountPath), reply),
    )

    server.post(
      '/v2/payments/:id/cancel',
      { config: NOT_RATE_LIMITED, schema: { params: PaymentIdParams } },
      async (request, reply) => answer(store.cancel(request.params.id), horizonBase(request, mountPath), reply),
    )
  }
  await app.register(serverRoutes)
}
