import type { FastifyPluginAsync } from 'fastify'

/**
 * Liveness answers while the process runs; readiness only while the database answers too, naming what
 * the start-up check of PI_API_KEY found where it ran.
 */
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
    // Where the start checked PI_API_KEY (production): what the platform said of it. A refused key stops
    // payments, not reading: the instance stays in rotation, and the operator sees why payments fail.
    const piKey = app.piKeyStatus()
    return { status: 'ready', database: app.database.engine, ...(piKey === 'off' ? {} : { piApiKey: piKey }) }
  })
}
