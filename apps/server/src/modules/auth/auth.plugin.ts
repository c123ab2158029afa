import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MeSchema, OkSchema, PiLoginInputSchema, SessionUserSchema } from '@spotlight/shared/schemas/auth'
import { chosenLanguageOf, languageOf } from '#src/modules/notifications/notifications.service'
import { createAuthService } from './auth.service'
import { sessionTokenOf } from '#src/plugins/auth'
import { clearedSessionCookie, sessionCookie } from './session-cookie'

/** Mounted at /auth: sign-in with a Pi access token, and sign-out. */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({ db: app.db, pi: app.pi, config: app.config })
  const isHttps = app.config.publicUrl.startsWith('https:')

  // A configuration change applies to live sessions too: an admin taken off the list is one no more.
  app.addHook('onReady', async () => {
    const changed = await auth
      .reconcileStoredRoles()
      .catch((error: unknown) => void app.log.warn({ err: error }, 'auth: could not apply the admin configuration'))
    if (changed) app.log.info({ changed }, 'auth: stored roles follow the admin configuration')
  })

  app.post(
    '/pi-login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: PiLoginInputSchema, response: { 200: SessionUserSchema } },
    },
    async (request, reply) => {
      const chosen = request.body.language ?? chosenLanguageOf(request.headers)
      const language = chosen
        ? { language: chosen, isChosen: true }
        : { language: languageOf(request.headers), isChosen: false }
      const session = await auth.piLogin(request.body.accessToken, language)
      // The same token for the forms that work without the page's script (session-cookie.ts).
      reply.header('set-cookie', sessionCookie(session.accessToken, session.expiresIn, isHttps))
      return session
    },
  )

  // A session that did not come from this browser's own sign-in (a desktop signed in by the phone's
  // QR code receives it over the live channel) asks for its form cookie here. Only the token's holder
  // can: it travels in Authorization, which no other site's page can send.
  app.post(
    '/session-cookie',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: OkSchema } },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request.headers.authorization)!
      const secondsLeft = (request.user!.expiresAt.getTime() - Date.now()) / 1000
      reply.header('cache-control', 'no-store').header('set-cookie', sessionCookie(token, secondsLeft, isHttps))
      return { ok: true as const }
    },
  )

  app.post(
    '/logout',
    { preHandler: app.authenticate, schema: { response: { 200: OkSchema } } },
    async (request, reply) => {
      await auth.logout(request.user!.sessionId)
      reply.header('set-cookie', clearedSessionCookie(isHttps))
      return { ok: true as const }
    },
  )

  app.get('/me', { preHandler: app.authenticate, schema: { response: { 200: MeSchema } } }, async (request) => {
    const user = request.user!
    return { username: user.username, piId: user.piUid, role: user.role }
  })
}
