import websocket from '@fastify/websocket'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createAuthService } from '#src/modules/auth/auth.service'
import { createSessionLinkBus } from './session-links.bus'
import { sessionLinkRoutes } from './session-links.routes'
import { createSessionLinksService } from './session-links.service'
import { createLiveChannel, type LiveSocket } from './session-links.socket'

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000
/** Larger WebSocket messages are refused by `ws` itself (close 1009); frames are bounded at 64 KiB. */
const MAX_MESSAGE_BYTES = 128 * 1024

/**
 * Desktop sign-in by QR code: the HTTP API under /api/session-links and the STOMP live channel at
 * /ws. Registered without a prefix because it owns both paths; not wrapped in fastify-plugin, so the
 * WebSocket support and the JSON parser tweak stay inside it.
 */
export const sessionLinksModule: FastifyPluginAsyncZod = async (app) => {
  const bus = createSessionLinkBus(app.notifyHub)
  const auth = createAuthService({ db: app.db, pi: app.pi, config: app.config })
  const links = createSessionLinksService({ db: app.db, auth, bus, sessionTtlS: app.config.sessionTtlS })
  const channel = createLiveChannel({ links, bus, log: app.log })

  const removeExpired = () =>
    links.removeExpiredLinks().catch((error: unknown) => app.log.warn({ err: error }, 'session links: cleanup failed'))
  const cleanup = setInterval(() => void removeExpired(), CLEANUP_INTERVAL_MS)
  cleanup.unref()
  app.addHook('onReady', async () => {
    void removeExpired()
  })
  app.addHook('onClose', async () => {
    clearInterval(cleanup)
    channel.close()
    await bus.close()
  })

  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } })
  app.get('/ws', { websocket: true, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, (socket, request) =>
    channel.accept(socket as unknown as LiveSocket, request.log),
  )

  await app.register(sessionLinkRoutes, { prefix: '/api/session-links', links })
}
