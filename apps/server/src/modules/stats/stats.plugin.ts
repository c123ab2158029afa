import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminOverviewQuerySchema,
  AdminOverviewSchema,
  ArticleStatsSchema,
  ArticlesStatsQuerySchema,
  ArticlesStatsSchema,
  ReachSchema,
  StatsArticleParamsSchema,
  StatsRangeQuerySchema,
} from '@spotlight/shared/schemas/stats'
import { AppError } from '#src/errors/app-error'
import { LANGUAGE_VARY, markPrivate } from '#src/http/http-cache'
import { languageOf } from '#src/modules/notifications/notifications.service'
import { cachedPublicRead } from '#src/http/public-cache'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import type { PromotionsService } from '#src/modules/promotions/promotions.service'
import type { FrontDoor } from '#src/http/front-door'
import { countedRun } from '#src/lib/metrics'
import { createBeaconRoute } from './beacon-route'
import { createReaderHasher } from './reader-hash'
import { createStatsCounter, type StatsCounter } from './stats-counter'
import { createStatsRepository } from './stats.repository'
import { createStatsService, type StatsPromotionReads } from './stats.service'

/** How often buffered counts are written (the API promises an event shows within 60 s). */
export const STATS_FLUSH_MS = 5000

declare module 'fastify' {
  interface FastifyInstance {
    /** The campaign stats counter: `flush()` writes what is buffered now (tests, the bench). */
    statsCounter: Pick<StatsCounter, 'flush'>
  }
}

export type StatsModuleOptions = {
  /** POST /api/events is answered there, before Fastify. */
  frontDoor: FrontDoor
  /** Beacons per address and minute (the API's budget, counted apart). */
  rateLimitMax: number
  now?: () => Date
  flushEveryMs?: number
  /** The app's one promotions service: the counter asks which sliders an article is in, the reads its windows. */
  promotions: StatsPromotionReads & Pick<PromotionsService, 'listActivePlansFor'>
}

/**
 * Campaign stats (docs/decisions/0009-campaign-stats.md): POST /api/events, GET
 * /api/stats/articles/{id}, GET /api/stats/reach and GET /api/admin/overview. Wiring only. Counting
 * never touches the public read cache: an event changes no public read.
 */
const statsPlugin: FastifyPluginAsyncZod<StatsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date())
  const repo = createStatsRepository(app.db)
  const articles = createArticleLookupService({ db: app.db })
  const { promotions } = options
  const counter = createStatsCounter({
    repo,
    hasher: createReaderHasher(repo),
    listPublicIds: (ids, today) => articles.listPublicIds(ids, today),
    listSliderPlans: (ids, at) => promotions.listActivePlansFor(ids, at),
    log: app.log,
    now,
  })
  const stats = createStatsService({ db: app.db, promotions, now })
  app.decorate('statsCounter', { flush: () => counter.flush() })

  const flushCounted = () => countedRun(app.metrics, 'stats-flush', () => counter.flush()).catch(() => {})
  const timer = setInterval(flushCounted, options.flushEveryMs ?? STATS_FLUSH_MS)
  timer.unref()
  // Runs before the database closes (the db plugin was registered first): no buffered event is lost.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await counter.flush().catch((error: unknown) => app.log.error({ err: error }, 'stats: last flush failed'))
  })

  options.frontDoor.post(
    '/api/events',
    createBeaconRoute({
      record: (events, reader) => counter.record(events, reader),
      rateLimitMax: options.rateLimitMax,
      trustProxy: app.config.trustProxy,
      log: app.log,
      counts: { accepted: app.metrics.beaconAccepted, refused: app.metrics.beaconRefused },
      limitsStore: app.limitsStore,
    }),
  )

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
      onRequest: app.requireAdmin,
      schema: { querystring: AdminOverviewQuerySchema, response: { 200: AdminOverviewSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      // The sliders' categories are named in the admin's language.
      reply.header('vary', LANGUAGE_VARY)
      return stats.overview(request.query, languageOf(request.headers))
    },
  )
}

export const statsModule = fp(statsPlugin, {
  name: 'stats',
  dependencies: ['db', 'auth', 'public-read-cache', 'metrics'],
})
