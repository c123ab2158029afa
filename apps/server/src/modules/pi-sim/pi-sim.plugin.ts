// The Pi Platform simulator (docs/architecture.md, "Server modules"), mounted at
// /__pi-sim when PI_SIMULATOR is on; production refuses it. The real client and server code talk
// to it unchanged: only PI_API_BASE and the SDK script differ.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PI_SDK_SCRIPT } from './pi-sdk.script'
import { piSimControlRoutes } from './pi-sim-control.routes'
import { createDeviceLog, piSimDeviceRoutes } from './pi-sim-device.routes'
import { piSimHorizonRoutes } from './pi-sim-horizon.routes'
import { createNotificationCentre, piSimNotificationRoutes } from './pi-sim-notifications.routes'
import { piSimPlatformRoutes } from './pi-sim-platform.routes'
import { piSimWalletRoutes } from './pi-sim-wallet.routes'
import { createFaultHook, createFaultQueue } from './pi-sim.faults'
import { NOT_RATE_LIMITED, piError, usePiErrors, type SimContext } from './pi-sim.http'
import { createSimStore, type SimStore } from './pi-sim.store'

export type PiSimulatorOptions = {
  /** The store (and so the fake clock) the app already follows; a fresh one when absent. */
  store?: SimStore
}

export { createSimStore } from './pi-sim.store'

export const piSimulatorModule: FastifyPluginAsyncZod<PiSimulatorOptions> = async (app, options) => {
  // State belongs to this plugin instance: two apps in one test process never share payments.
  const context: SimContext = {
    store: options.store ?? createSimStore(),
    faults: createFaultQueue(app.prefix),
    device: createDeviceLog(),
    notifications: createNotificationCentre(),
    mountPath: app.prefix,
  }

  usePiErrors(app)
  app.addHook('onRequest', createFaultHook(context.faults, context.mountPath, 'onRequest'))
  app.addHook('preHandler', createFaultHook(context.faults, context.mountPath, 'preHandler'))

  app.get('/pi-sdk.js', { config: NOT_RATE_LIMITED }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(PI_SDK_SCRIPT),
  )

  await app.register(piSimPlatformRoutes, context)
  await app.register(piSimWalletRoutes, context)
  await app.register(piSimHorizonRoutes, context)
  await app.register(piSimControlRoutes, context)
  await app.register(piSimDeviceRoutes, context)
  await app.register(piSimNotificationRoutes, context)

  // Claim the whole prefix, so an unknown simulator path answers Pi's error body, not the web app.
  app.all('/*', { config: NOT_RATE_LIMITED }, async (request, reply) =>
    piError(reply, 404, 'not_found', `The Pi simulator has no route ${request.method} ${request.url.split('?')[0]}.`),
  )
}
