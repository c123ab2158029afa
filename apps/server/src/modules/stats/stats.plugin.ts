import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminOverviewQuerySchema,
  AdminOverviewSchema,
  ArticleStatsSchema,
  ArticlesStatsQuerySchema,
  ArticlesStatsSchema,
  ReachSchema,
  type StatEventsBody,
  StatsArticleParamsSchema,
  StatsRangeQuerySchema,
} from '@spotlight/shared/schemas/stats'
import { AppError } from '#src/errors/app-error'
import { markPrivate } from '#src/http/http-cache'
import { cachedPublicRead } from '#src/http/public-cache'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { NOT_A_DOCUMENT } from '#src/plugins/security'
import { BEACON_BODY_JSON_SCHEMA, beaconBodyValidator } from './beacon-body'
import { createReaderHasher } from './reader-hash'
import { createStatsCounter, type StatsCounter } from './stats-counter'
import { createStatsRepository } from './stats.repository'
import { createStatsService } from './stats.service'

/** A beacon of 50 events is about 4 KB; anything much larger is not ours. */
export const EVENTS_BODY_LIMIT = 16 * 1024
/** How often buffered counts are written (the API promises an event shows within 60 s). */
export const STATS_FLUSH_MS = 5000
/** Beacons per address and minute: the API's own budget (max unset: the global one), counted apart, no headers. */
const NO_RATE_LIMIT_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const
const BEACON_RATE_LIMIT = {
  timeWindow: '1 minute',
  addHeaders: { ...NO_RATE_LIMIT_HEADERS, 'retry-after': true },
  addHeadersOnExceeding: NO_RATE_LIMIT_HEADERS,
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The campaign stats counter: `flush()` writes what is buffered now (tests, the bench). */
    statsCounter: Pick<StatsCounter, 'flush'>
  }
}

export type StatsModuleOptions = { now?: () => Date; flushEveryMs?: number }

/**
 * Campaign stats (issue 19, docs/decisions/0009-campaign-stats.md): POST /api/events, GET
 * /api/stats/articles/{id}, GET /api/stats/reach and GET /api/admin/overview. Wiring only. Counting
 * never touches the public read cache: an event changes no public read.
 */
const statsPlugin: FastifyPluginAsyncZod<StatsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date())
  const repo = createStatsRepository(app.db)
  const articles = createArticleLookupService({ db: app.db })
  const counter = createStatsCounter({
    repo,
    hasher: createReaderHasher(repo),
    listPublicIds: (ids, today) => articles.listPublicIds(ids, today),
    log: app.log,
    now,
  })
  const stats = createStatsService({ db: app.db, now })
  app.decorate('statsCounter', { flush: () => counter.flush() })

  const timer = setInterval(() => counter.flush().catch(() => {}), options.flushEveryMs ?? STATS_FLUSH_MS)
  timer.unref()
  // Runs before the database closes (the db plugin was registered first): no buffered event is lost.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await counter.flush().catch((error: unknown) => app.log.error({ err: error }, 'stats: last flush failed'))
  })

  const eventRoutes: FastifyPluginAsyncZod = async (events) => {
    // navigator.sendBeacon sends a string as text/plain: read it as JSON here, with Fastify's own
    // (poisoning-safe) parser. The scope is this route only.
    const parseJson = events.getDefaultJsonParser('error', 'error')
    events.removeContentTypeParser('text/plain')
    events.addContentTypeParser('text/plain', { parseAs: 'string' }, parseJson)
    events.post(
      '/api/events',
      {
        bodyLimit: EVENTS_BODY_LIMIT,
        schema: { body: BEACON_BODY_JSON_SCHEMA },
        validatorCompiler: beaconBodyValidator,
        // The busiest route answers an empty 204: none of the document headers, no compression, and
        // its own per-address budget without the rate-limit headers (a page sends a few beacons; they
        // should not eat the reader's API budget, nor the API theirs).
        config: { ...NOT_A_DOCUMENT.config, rateLimit: BEACON_RATE_LIMIT },
      },
      async (request, reply) => {
        await counter.record((request.body as StatEventsBody).events, {
          address: request.ip,
          userAgent: request.headers['user-agent'],
        })
        return reply.code(204).header('cache-control', 'no-store').send()
      },
    )
  }
  await app.register(eventRoutes)

  app.get('/api/stats/reach', { ...cachedPublicRead(), schema: { response: { 200: ReachSchema } } }, async () =>
    stats.reach(),
  )

  app.get(
    '/api/stats/articles',
    {
      preHandler: app.authenticate,
      schema: { querystring: ArticlesStatsQuerySchema, response: { 200: ArticlesStatsSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      return stats.articlesTotals(request.user!, request.query)
    },
  )

  // Anyone but the owner or an admin, visitors included, is told the article does not exist (404).
  app.get(
    '/api/stats/articles/:id',
    {
      preHandler: app.identify,
      schema: {
        params: StatsArticleParamsSchema,
        querystring: StatsRangeQuerySchema,
        response: { 200: ArticleStatsSchema },
      },
    },
    async (request, reply) => {
      markPrivate(reply)
      if (!request.user) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
      return stats.articleStats(request.user, request.params.id, request.query)
    },
  )

  app.get(
    '/api/admin/overview',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: AdminOverviewQuerySchema, response: { 200: AdminOverviewSchema } },
    },
    async (_request, reply) => {
      markPrivate(reply)
      return stats.overview(_request.query)
    },
  )
}

export const statsModule = fp(statsPlugin, { name: 'stats', dependencies: ['db', 'auth', 'public-read-cache'] })
