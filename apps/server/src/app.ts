import type { Server } from 'node:http'
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config/env'
import { acceptEmptyJsonBody } from './lib/empty-json-body'
import type { Database, Db } from './db/client'
import { AppError } from './errors/app-error'
import { createArticleLookupService } from './modules/articles/article-lookup.service'
import { articlesModule } from './modules/articles/articles.plugin'
import { articleCategoryMoves } from './modules/articles/articles.service'
import { authModule } from './modules/auth/auth.plugin'
import { categoriesModule } from './modules/categories/categories.plugin'
import { createCategoriesService } from './modules/categories/categories.service'
import { contactInboxModule, contactModule } from './modules/contact/contact.plugin'
import { creditsModule } from './modules/credits/credits.plugin'
import { feedsModule } from './modules/feeds/feeds.plugin'
import { followFormModule } from './modules/follows/follow-form.routes'
import { followsModule } from './modules/follows/follows.plugin'
import { createFollowsService, followAnnouncementsJob, queuePublication } from './modules/follows/follows.service'
import { makersAdminModule } from './modules/makers/makers-admin.plugin'
import { makersModule } from './modules/makers/makers.plugin'
import { createUsersService } from './modules/auth/users.service'
import { healthModule } from './modules/health/health.plugin'
import { mediaStaticModule } from './modules/media/media-static.plugin'
import { s3MediaStaticModule } from './modules/media/s3-media-static.plugin'
import { mediaModule } from './modules/media/media.plugin'
import { createMediaService } from './modules/media/media.service'
import { categorySales } from './modules/payments/category-sales.service'
import { paymentsModule } from './modules/payments/payments.plugin'
import { priceModule } from './modules/payments/price.plugin'
import type { PiClient } from './modules/pi/pi-client'
import { createSimStore, piSimulatorModule } from './modules/pi-sim/pi-sim.plugin'
import { accountLanguageModule } from './modules/notifications/account-language.plugin'
import { notificationsModule } from './modules/notifications/notifications.plugin'
import {
  raiseNotification,
  raisePromotionStarted,
  translatedNames,
} from './modules/notifications/notifications.service'
import { createPromotionEnds, createPromotionsService, waitlistHoldsJob } from './modules/promotions/promotions.service'
import { promotionsModule } from './modules/promotions/promotions.plugin'
import { reviewsModule } from './modules/reviews/reviews.plugin'
import { reviewFormModule } from './modules/reviews/review-form.routes'
import { reviewReportTarget } from './modules/reviews/review-report-target'
import { createReviewsService } from './modules/reviews/reviews.service'
import { searchModule } from './modules/search/search.plugin'
import { createSearchRefresher, searchRefreshJob } from './modules/search/search-refresh'
import { sessionLinksModule } from './modules/session-links/session-links.plugin'
import { pwaModule } from './modules/share/pwa/pwa.plugin'
import { shareModule } from './modules/share/share.plugin'
import { statsModule } from './modules/stats/stats.plugin'
import { auditModule } from './modules/audit/audit.plugin'
import { articleReportTarget } from './modules/reports/article-target'
import type { ReportTargets } from './modules/reports/report-targets'
import { reportsAdminModule, reportsModule } from './modules/reports/reports.plugin'
import { createReportsService } from './modules/reports/reports.service'
import { reportFormModule } from './modules/reports/report-form.routes'
import {
  ownSuspensionModule,
  suspensionsAdminModule,
  suspensionsListModule,
} from './modules/suspensions/suspensions.plugin'
import { createStatsService } from './modules/stats/stats.service'
import { fetchPolicyFor, type Resolver, type SafeFetchPolicy } from './modules/verifications/safe-fetch'
import { verificationsAdminModule, verificationsModule } from './modules/verifications/verifications.plugin'
import { createVerificationsService, verificationRechecksJob } from './modules/verifications/verifications.service'
import authPlugin from './plugins/auth'
import configPlugin from './plugins/config'
import dbPlugin from './plugins/db'
import { publicReadCache } from './http/public-cache'
import { sessionAnswersPrivateByDefault } from './http/http-cache'
import { notifyHubPlugin } from './db/notify-hub'
import { errorBodyJson } from './errors/error-body'
import { createFrontDoor, requestIdOf } from './http/front-door'
import { OneLineRequestLog } from './http/request-log'
import errorHandler from './plugins/error-handler'
import metricsPlugin from './plugins/metrics'
import piPlugin from './plugins/pi'
import securityPlugin, { markStaticFileRoutes } from './plugins/security'
import { webBuildExists, webPlugin } from './plugins/web'

export type BuildAppOptions = {
  config: Config
  database: Database
  /** Close the database when the app closes (false when a test shares one database between apps). */
  closeDatabase?: boolean
  logger?: FastifyServerOptions['logger']
  /** Serve the React app; needs `apps/web/build`. Defaults to whether that build exists. */
  web?: boolean
  /** Replace the Pi Platform client (tests point it at a fake platform). */
  pi?: PiClient
  rateLimitMax?: number
  /** Slow clients (slowloris): how long a whole request, and its head, may take to arrive. */
  timeouts?: { requestMs?: number; headersMs?: number; checkEveryMs?: number }
  /**
   * How long public reads and pages stay in the in-process cache. Off (0) under NODE_ENV=test by
   * default: tests write through factories, straight into the database, behind its back.
   */
  publicReadCacheTtlMs?: number
  /** Bytes of the public cache's query space (tests overflow a small one). */
  publicReadCacheQueryBytes?: number
  /** Bytes of the public cache's pages space (tests fill a small one instead of 32 MB). */
  publicReadCachePageBytes?: number
  /** How often campaign stats are written to the database (5 s). */
  statsFlushMs?: number
  /** The clock of the payments flow (slot reservations, the reconciler); tests move it with the simulator's. */
  now?: () => Date
  /** The verifier's resolver and policy (tests point a host name at a local server, or use production's rules). */
  verifications?: { resolve?: Resolver; policy?: SafeFetchPolicy }
}

/**
 * Fastify turns Node's request timeout off (0) by default, which lets a client trickle a body forever.
 * Two minutes still fits the largest upload (a 30 MB video) over a 2 Mbit/s line; a request's head
 * arrives in one packet from any honest client.
 */
export const REQUEST_TIMEOUT_MS = 120_000
export const HEADERS_TIMEOUT_MS = 10_000

/**
 * The largest body a route reads unless it says otherwise. Every body is parsed before its route looks
 * at it, so this is also the most work one request can ask for: an article's text (its routes allow
 * 1 MB) is the only input near this size, and the rest stay far below it.
 */
export const BODY_BYTES = 128 * 1024

/**
 * The whole application, without listening: infrastructure first, then one register() per module,
 * then the web app that claims every remaining path.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const rateLimitMax = options.rateLimitMax ?? 600
  // The busiest route (POST /api/events) is answered on node:http before Fastify (front-door.ts).
  const frontDoor = createFrontDoor()
  const serverOptions: FastifyHttpOptions<Server> = {
    serverFactory: frontDoor.serverFactory,
    logger: options.logger ?? { level: config.logLevel },
    logController: new OneLineRequestLog(),
    genReqId: requestIdOf,
    bodyLimit: BODY_BYTES,
    requestTimeout: options.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: options.timeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
      // How often Node looks for requests past those limits (its default, 30 s, would double them).
      connectionsCheckingInterval: options.timeouts?.checkEveryMs ?? 2000,
    },
    trustProxy: config.trustProxy,
    // Refused by our own onRequest hook below, with the API's error body.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // A URL the router cannot even decode ('%zz') or a too-long path parameter: refused before any
    // hook runs, so our error handler never sees it. Answer with the API's error body all the same.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400
      const message = status === 414 ? 'The address is too long.' : 'The address is not a valid URL.'
      const body = errorBodyJson('BAD_REQUEST', message, String(request.id))
      reply.raw.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-request-id': String(request.id),
      })
      reply.raw.end(body)
    },
  }
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  acceptEmptyJsonBody(app)
  // Graceful shutdown: once close() has begun, every answer ends its connection. A keep-alive socket
  // that goes idle only after close() began would otherwise hold the process until the grace timeout.
  let isClosing = false
  app.addHook('preClose', async () => {
    isClosing = true
    frontDoor.markClosing()
  })
  // A request that arrives while closing is refused with our error body (Fastify's own 503 has another shape).
  app.addHook('onRequest', async () => {
    if (isClosing) throw new AppError('SERVICE_UNAVAILABLE', 'The server is restarting; please retry.')
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    if (isClosing) reply.header('connection', 'close')
  })

  await app.register(configPlugin, { config })
  await app.register(errorHandler)
  await app.register(dbPlugin, { database: options.database, closeOnShutdown: options.closeDatabase ?? true })
  // Before every module, so each counts its events from the start; GET /metrics reads them.
  await app.register(metricsPlugin)
  // One LISTEN connection for the process: the public cache's notices and the live channel's.
  await app.register(notifyHubPlugin)
  await app.register(publicReadCache, {
    frontDoor,
    ttlMs: options.publicReadCacheTtlMs ?? (config.env === 'test' ? 0 : 30_000),
    spaceBytes: {
      ...(options.publicReadCacheQueryBytes ? { queries: options.publicReadCacheQueryBytes } : {}),
      ...(options.publicReadCachePageBytes ? { pages: options.publicReadCachePageBytes } : {}),
    },
  })
  await app.register(securityPlugin, { rateLimitMax })
  sessionAnswersPrivateByDefault(app)
  await app.register(piPlugin, options.pi ? { pi: options.pi } : {})
  await app.register(authPlugin)
  const clock = options.now ? { now: options.now } : {}
  // With the simulator on (development, tests), the payments, promotions and notification scheduler's
  // clock follows the simulator's: moving the simulated time forward (POST /__pi-sim/_control/clock)
  // brings promotions near their end (with their notices), renewals and waiting-list holds with it.
  // Tests may pass their own `now`; production uses the system clock. Stats keep theirs.
  const simStore = config.piSimulator ? createSimStore() : null
  const salesClock = options.now ? clock : simStore ? { now: () => new Date(simStore.now()) } : {}
  // One promotions service for the purchase flow, the promotions routes, and the reads of the articles,
  // the feeds and the campaign stats: built nowhere else, so nothing writes promotions without its hooks
  // (the stats and the articles' reads pass their own time). Its hooks: a promotion that starts, is
  // extended or ends drops the public reads showing promotions; a slot held for someone on a waiting list
  // tells them (SLOT_HELD), in the transaction that grants the hold; a promotion an admin starts without
  // payment tells the article's owner (PROMOTION_STARTED), as a paid one does.
  const promotions = createPromotionsService({
    db: app.db,
    ...salesClock,
    onPromotionsChanged: () => app.publicReads.changed('promotions'),
    onSlotHeld: async (tx, hold) => {
      // The category's names in every language: the notice is read in its reader's.
      const category = hold.categorySlug
        ? await createCategoriesService({ db: tx }).findBySlug(hold.categorySlug)
        : null
      await raiseNotification(tx, {
        type: 'SLOT_HELD',
        userId: hold.userId,
        params: {
          planType: hold.planType,
          categorySlug: hold.categorySlug,
          heldUntil: hold.heldUntil.toISOString(),
          ...(category ? translatedNames('categoryName', category) : {}),
        },
        // The main slider is bought from Advertise; a category's slider from the article's plans.
        link: hold.categorySlug ? '/user-dashboard/my-articles' : '/advertise',
        key: `slot-held:${hold.planType}:${hold.categorySlug ?? ''}:${hold.heldUntil.toISOString()}`,
      })
    },
    onStartedWithoutPayment: (tx, started) =>
      raisePromotionStarted(tx, { ...started, renewed: false }).then(() => undefined),
  })
  // Notifications first among the modules: it owns the scheduler the others register jobs with.
  const stats = createStatsService({ db: app.db, promotions, ...(options.now ? { now: options.now } : {}) })
  // The end notices name the article's owner and title: the articles module's lookup service reads them.
  const promotionEnds = createPromotionEnds(createArticleLookupService({ db: app.db }))
  await app.register(notificationsModule, {
    ...salesClock,
    promotionNotices: { listEnds: promotionEnds.listBetween, figures: stats.promotionFigures },
  })

  await app.register(healthModule)
  await app.register(authModule, { prefix: '/auth' })
  // A deleted category's articles move to the catch-all through the articles module, the table's owner.
  // A rename queues its articles' search fields; they are refreshed in small batches after it answers
  // (at once on this instance, and by the scheduler's job should it stop first).
  const searchRefresh = createSearchRefresher({ db: app.db, log: app.log })
  app.scheduler.register(searchRefreshJob(searchRefresh))
  app.addHook('onClose', () => searchRefresh.stop())
  await app.register(categoriesModule, {
    prefix: '/api/categories',
    articles: articleCategoryMoves,
    sales: categorySales(salesClock),
    onRenamed: () => searchRefresh.kick(),
  })
  // The waiting lists' minute tick (expired holds pass on, freed slots are held), once across instances.
  app.scheduler.register(waitlistHoldsJob(promotions, app.log))
  await app.register(paymentsModule, { prefix: '/api/payments', ...salesClock, promotions })
  // Slots, activation, the active plan, waiting lists and renewals: the promotions module's, under the payments paths.
  await app.register(promotionsModule, { prefix: '/api/payments', promotions })
  // Deleting an article removes its files; a failure leaves them to the hourly orphan sweep.
  const media = createMediaService({
    db: app.db,
    config,
    onVariantError: (error, row) => app.log.warn({ err: error, mediaId: row.id }, 'media: could not make the copies'),
    // The cached pages and reads that show the image (read when the copies are made, not at upload)
    // then offer the copies at once, on every instance (the change is announced).
    onVariantsMade: ({ articleIds, categorySlugs }) =>
      app.publicReads.changed(
        ...articleIds.map((article) => ({ article })),
        ...categorySlugs.map((category) => ({ category })),
      ),
  })
  // Follows: an article that becomes published is queued for its maker's and category's followers in
  // the publication's transaction, and told at once after it commits (the scheduler's job catches up
  // on scheduled dates and on a kick that did not run).
  const follows = createFollowsService({ db: app.db, ...clock })
  app.scheduler.register(followAnnouncementsJob())
  const announceFollows = () => {
    // Under test the announcements run when a test asks, so what it sees does not depend on timing.
    if (config.env === 'test') return
    follows.announceDue().catch((error: unknown) => app.log.warn({ err: error }, 'follows: announcing failed'))
  }
  await app.register(articlesModule, {
    prefix: '/api/articles',
    onPublished: (tx, article) => queuePublication(tx, article, options.now?.() ?? new Date()),
    afterPublished: announceFollows,
    // The articles module shows promotions (plans, slider rotation) without importing the promotions
    // module: the app's one promotions service (its reads take the time from the caller).
    promotions,
    onArticleDeleted: (row) =>
      media.removeArticleFiles(row).catch((error: unknown) => app.log.warn({ err: error }, 'media: cleanup failed')),
  })
  // Reviews and ratings: a write changes what the article's page, its reviews and the lists' cards show.
  const reviews = createReviewsService({
    db: app.db,
    ...clock,
    onArticleChanged: (article) => app.publicReads.changed({ article }),
  })
  await app.register(reviewsModule, { prefix: '/api', reviews })
  // Rating and "Helpful" as HTML forms (POST /review, /review-helpful), for a page whose script has not run.
  await app.register(reviewFormModule, { reviews })
  await app.register(searchModule, { prefix: '/api/search' })
  const articlesChanged = (ids: number[]) => {
    if (ids.length > 0) app.publicReads.changed(...ids.map((article) => ({ article })))
  }
  // Maker profiles (the follower count is the follows module's, the rating and replies the reviews
  // module's; a suspended maker's page is gone) and follows.
  const accounts = createUsersService({ db: app.db })
  // Verified makers: a badge that appears or goes changes the cards and pages of the maker's articles.
  const articleLookup = createArticleLookupService({ db: app.db })
  const verifications = createVerificationsService({
    db: app.db,
    ...clock,
    policy: options.verifications?.policy ?? fetchPolicyFor(config.env),
    ...(options.verifications?.resolve ? { resolve: options.verifications.resolve } : {}),
    onBadgeChanged: (userId) => {
      articleLookup
        .listIdsByOwner(userId)
        .then((ids) => articlesChanged(ids))
        .catch((error: unknown) => app.log.warn({ err: error }, 'verifications: could not drop cached reads'))
    },
  })
  app.scheduler.register(verificationRechecksJob(verifications))
  await app.register(verificationsModule, { prefix: '/api/verifications', verifications })
  await app.register(verificationsAdminModule, { prefix: '/api/admin/verifications', verifications })
  await app.register(makersModule, {
    prefix: '/api/makers',
    ...clock,
    countFollowers: follows.countMakerFollowers,
    verifiedHosts: verifications.verifiedHostsOf,
    isSuspended: accounts.isSuspended,
    figures: async (userId) => {
      const [rating, replies] = await Promise.all([reviews.makerRating(userId), reviews.makerReplies(userId)])
      return { rating, replies }
    },
  })
  await app.register(makersAdminModule, { prefix: '/api/admin/maker-bios', ...clock })
  await app.register(followsModule, { prefix: '/api/follows', follows })
  // The follow button's HTML form (POST /follow), for a page whose script has not run.
  await app.register(followFormModule, { follows })
  await app.register(creditsModule, { prefix: '/api/credits' })
  await app.register(priceModule, { prefix: '/api/price' })
  await app.register(contactModule, { prefix: '/api/contact' })
  await app.register(contactInboxModule, { prefix: '/api/contact-messages' })
  // Campaign stats: /api/events, /api/stats/*, /api/admin/overview.
  await app.register(statsModule, {
    frontDoor,
    rateLimitMax,
    ...clock,
    ...(options.statsFlushMs ? { flushEveryMs: options.statsFlushMs } : {}),
    promotions,
  })
  // Trust and safety: reports (each reportable type through its module's resolver), suspensions, the audit trail.
  const reportTargets: ReportTargets = {
    ARTICLE: articleReportTarget({
      changed: (id) => {
        articlesChanged([id])
        // An unpublished article's promotions ended with it: the sliders' reads change too.
        promotions.announceChange()
      },
      stopPromotions: (tx, id) => promotions.stopAllOf([id], tx),
      resumePromotions: (tx, id, hiddenAt) => promotions.resumeAfterHidden(id, hiddenAt, tx),
      // The promotions' clock: how long it was hidden is measured on the time promotions run on.
      ...salesClock,
    }),
    REVIEW: reviewReportTarget((articleId) => articlesChanged([articleId])),
  }
  // A suspended maker's articles leave the public pages, and their promotions end with them.
  const suspensionEffects = {
    stopPromotions: (tx: Db, ids: number[], makerId: number) => promotions.stopAllOf(ids, tx, makerId),
    onPromotionsChanged: () => promotions.announceChange(),
  }
  const reports = createReportsService({
    db: app.db,
    targets: reportTargets,
    onArticlesChanged: articlesChanged,
    ...suspensionEffects,
  })
  await app.register(reportsModule, { prefix: '/api/reports', reports })
  // The report panel as an HTML form (POST /report), for a page whose script has not run.
  await app.register(reportFormModule, { reports })
  await app.register(reportsAdminModule, { prefix: '/api/admin/reports', reports })
  await app.register(suspensionsAdminModule, { prefix: '/api/admin/users', ...suspensionEffects })
  await app.register(suspensionsListModule, { prefix: '/api/admin/suspensions' })
  await app.register(ownSuspensionModule, { prefix: '/api/suspension' })
  await app.register(accountLanguageModule, { prefix: '/api/account' })
  await app.register(auditModule, { prefix: '/api/admin/audit' })
  await app.register(feedsModule, { promotions })
  // Share cards at /og/* and PiNet's link-preview metadata at /pinet/meta.
  await app.register(shareModule, { readStoredMedia: media.readStored })
  // The web app manifest, its icons, the service worker and its offline page.
  await app.register(pwaModule)
  // The media files, never rate-limited (by their route: see markStaticFileRoutes).
  await app.register(async (files) => {
    markStaticFileRoutes(files)
    if (media.bucket) {
      await files.register(mediaStaticModule, { demoOnly: true })
      await files.register(s3MediaStaticModule(media.bucket))
    } else await files.register(mediaStaticModule)
  })
  await app.register(mediaModule, { media })
  // QR sign-in: /api/session-links/* and the STOMP live channel at /ws (it owns both prefixes).
  await app.register(sessionLinksModule)
  if (simStore) await app.register(piSimulatorModule, { prefix: '/__pi-sim', store: simStore })

  if (config.piValidationKey) {
    const key = config.piValidationKey
    app.get('/validation-key.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(key))
  }

  // Unknown API paths answer JSON, not the web app's home page.
  for (const prefix of ['/api', '/auth']) {
    app.all(`${prefix}/*`, async (request, reply) =>
      reply.code(404).send({
        error: {
          code: 'NOT_FOUND',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
          requestId: request.id,
        },
      }),
    )
  }

  if (options.web ?? webBuildExists()) await app.register(webPlugin, {})
  return app
}
