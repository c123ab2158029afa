import type { FastifyPluginAsync } from 'fastify'

const USERNAME = /^[a-z0-9_]{3,30}$/

/** Placeholder: the full simulator (pi-platform.md section 6) replaces this. */
export const piSimulatorModule: FastifyPluginAsync = async (app) => {
  app.get('/v2/me', async (request, reply) => {
    const match = /^Bearer sim-([a-z0-9_]{3,30})$/.exec(request.headers.authorization ?? '')
    const username = match?.[1]
    if (!username || !USERNAME.test(username)) {
      return reply.code(401).send({ error: 'invalid_token', error_message: 'The access token is not valid.' })
    }
    return { uid: `sim-uid-${username}`, username, credentials: { scopes: ['username', 'payments'] } }
  })
}
