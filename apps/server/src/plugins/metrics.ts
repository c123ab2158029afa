import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '#src/errors/app-error'
import { createMetrics, type Metrics } from '#src/lib/metrics'
import { workerPoolLoads } from '#src/lib/worker-pool'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics: modules count their events here; GET /metrics reads them. */
    metrics: Metrics
  }
}

/** A route pattern for requests no route matched: one label value, whatever the URL. */
const UNMATCHED = 'unmatched'
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compares digests (equal lengths), so the time taken says nothing about how much of the token matched. */
function isRightToken(header: string | undefined, expected: Buffer): boolean {
  if (!header?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice(7)), expected)
}

/** Straight from this machine: a loopback peer and no proxy in between (a proxy forwards someone else). */
const isLoopback = (request: FastifyRequest) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined

/**
 * GET /metrics in the Prometheus text format. In production it exists only with METRICS_TOKEN set
 * (404 without), and answers only `Authorization: Bearer <token>` (401 otherwise); elsewhere it also
 * answers a scraper on this machine without the token, and nobody else.
 */
async function metricsPlugin(app: FastifyInstance) {
  const metrics = createMetrics()
  app.decorate('metrics', metrics)
  const { config, database } = app

  // Every answered request, by the route's pattern (never the raw URL: bounded label values).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.routeOptions.url ?? UNMATCHED,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
    done()
  })

  const pool = database.pool
  metrics.gauge(
    {
      name: 'spotlight_db_pool_connections',
      help: 'Database connections by state: total open, idle, and requests waiting for one (PGlite: one connection).',
      labelNames: ['engine', 'state'] as const,
    },
    (gauge) => {
      const engine = database.engine
      if (!pool) {
        // PGlite is one embedded connection that queues its queries itself.
        gauge.labels(engine, 'total').set(1)
        gauge.labels(engine, 'max').set(1)
        return
      }
      gauge.labels(engine, 'total').set(pool.totalCount)
      gauge.labels(engine, 'idle').set(pool.idleCount)
      gauge.labels(engine, 'waiting').set(pool.waitingCount)
      gauge.labels(engine, 'max').set(pool.options.max ?? 10)
    },
  )
  metrics.gauge(
    {
      name: 'spotlight_worker_pool_tasks',
      help: 'Worker-thread pools (sanitize, share-card): tasks running on a thread and waiting for one, and the thread count.',
      labelNames: ['pool', 'state'] as const,
    },
    (gauge) => {
      for (const load of workerPoolLoads()) {
        gauge.labels(load.name, 'running').inc(load.running)
        gauge.labels(load.name, 'waiting').inc(load.waiting)
        gauge.labels(load.name, 'threads').inc(load.threads)
      }
    },
  )
  metrics.gauge(
    {
      name: 'spotlight_worker_pool_refused',
      help: 'Tasks a worker pool refused as busy since start (queue full or waited too long).',
      labelNames: ['pool'] as const,
    },
    (gauge) => {
      for (const load of workerPoolLoads()) gauge.labels(load.name).inc(load.refused)
    },
  )

  const token = config.metricsToken ? digest(config.metricsToken) : null
  app.get('/metrics', { logLevel: 'warn', config: { document: false } }, async (request, reply) => {
    const authorization = request.headers.authorization
    if (config.isProduction && !token) throw new AppError('NOT_FOUND', `No route for GET /metrics`)
    const isAllowed = token && isRightToken(authorization, token) ? true : !config.isProduction && isLoopback(request)
    if (!isAllowed) {
      if (config.isProduction) throw new AppError('AUTH_REQUIRED', 'A metrics token is required.')
      throw new AppError('NOT_FOUND', `No route for GET /metrics`)
    }
    const text = await metrics.scrape()
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text)
  })
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['config', 'db'] })
