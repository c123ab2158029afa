import type { FastifyPluginAsync } from 'fastify'

/** Liveness answers while the process runs; readiness only while the database answers too. */
export const healthModule: FastifyPluginAsync = async (app) => {
  // Probes arrive every few seconds; logging each one would drown the request log.
  const quiet = { logLevel: 'warn' as const }

  app.get('/healthz', quiet, async () => ({ status: 'ok' }))

  app.get('/readyz', quiet, async (request, reply) => {
    const isDatabaseUp = await app.database.ping(2000)
    if (!isDatabaseUp) {
      return reply.code(503).send({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.', requestId: request.id },
      })
    }
    return { status: 'ready', database: app.database.engine }
  })
}
