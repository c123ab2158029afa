import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import {
  MarkReadInputSchema,
  MarkReadResultSchema,
  NotificationListSchema,
} from '@spotlight/shared/schemas/notifications'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import { countedRun } from '#src/lib/metrics'
import { NotificationQuerySchema } from './notification-cursor'
import { languageOf } from './notification-texts'
import { createOutboxWorker, type OutboxSummary } from './notifications.outbox'
import { createNotificationsRepository } from './notifications.repository'
import { createNotificationsService } from './notifications.service'
import { promotionNoticesJob, type PromotionNoticeDeps } from './promotion-notices'
import { createScheduler, type Scheduler } from './scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    /** Time-based jobs, once across instances: other modules `register` theirs while the app is built. */
    scheduler: Scheduler
    /** The Pi outbox worker: `drain()` sends what is due now (tests; the app runs it on a timer). */
    notificationsOutbox: { drain(): Promise<OutboxSummary> }
  }
}

/** How often the scheduler looks for due jobs, and the outbox for due deliveries. */
export const SCHEDULER_TICK_MS = 30_000
export const OUTBOX_TICK_MS = 5_000

export type NotificationsModuleOptions = {
  now?: () => Date
  /** The end-of-promotion notices' reads of promotions and stats (wired by app.ts). */
  promotionNotices: PromotionNoticeDeps
  /** Run the scheduler and the outbox on timers (off in tests: they call `runDue`/`drain`). */
  background?: boolean
}

/** Repeats `work` every `ms`, never two at once, until the app closes. Unref'd: it never holds the process. */
function every(app: Parameters<FastifyPluginAsyncZod>[0], ms: number, label: string, work: () => Promise<unknown>) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    work()
      .catch((error: unknown) => app.log.warn({ err: error }, `${label} failed`))
      .finally(() => {
        running = false
      })
  }, ms)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

/**
 * The list's page, and the language of its texts: `lang` (the page's language, which the web sends)
 * wins over the `lang` cookie and Accept-Language, since a page at another language's address
 * (`/vi/...`) is read in that language whatever the cookie says.
 */
const ListQuerySchema = NotificationQuerySchema.extend({
  lang: z.enum(LANGUAGES, { error: 'must be a language of the site' }).optional(),
})

/** The role counts as it is now: an admin reads the admins' notifications, raised before they were one or not. */
const readerOf = (user: { userId: number; role: string }) => ({ userId: user.userId, isAdmin: user.role === 'ADMIN' })

/**
 * Notifications (docs/decisions/0011-notifications.md): GET /api/notifications, POST
 * /api/notifications/read, the Pi outbox worker and the scheduler. Registered before the modules
 * that register scheduled jobs (`app.scheduler`).
 */
const notificationsPlugin: FastifyPluginAsyncZod<NotificationsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date())
  const service = createNotificationsService({ db: app.db, now })
  const { metrics } = app
  const scheduler = createScheduler({ db: app.db, now, log: app.log, onRun: metrics.jobRan })
  const outbox = createOutboxWorker({ db: app.db, pi: app.pi, now, log: app.log })
  const outboxRows = createNotificationsRepository(app.db)
  // One query at scrape time for both figures; nothing is counted on the send path.
  let backlog: Promise<{ waiting: number; oldestSeconds: number }> | null = null
  const readBacklog = () => (backlog ??= outboxRows.outboxBacklog().finally(() => (backlog = null)))
  metrics.gauge(
    {
      name: 'spotlight_notification_outbox_backlog',
      help: 'Pi notifications waiting to be sent (pending or sending).',
    },
    async (gauge) => gauge.set((await readBacklog()).waiting),
  )
  metrics.gauge(
    {
      name: 'spotlight_notification_outbox_oldest_seconds',
      help: 'Age of the oldest Pi notification still waiting to be sent (0 when none waits).',
    },
    async (gauge) => gauge.set((await readBacklog()).oldestSeconds),
  )
  scheduler.register(promotionNoticesJob(options.promotionNotices))
  app.decorate('scheduler', scheduler)
  app.decorate('notificationsOutbox', { drain: () => outbox.drain() })

  if (options.background ?? app.config.env !== 'test') {
    // Started once every module had its chance to register a job.
    app.addHook('onReady', async () => {
      every(app, SCHEDULER_TICK_MS, 'scheduler', () => scheduler.runDue())
      every(app, OUTBOX_TICK_MS, 'notifications outbox', () =>
        countedRun(metrics, 'notification-outbox', () => outbox.drain()),
      )
    })
  }

  app.get(
    '/api/notifications',
    {
      preHandler: app.authenticate,
      schema: { querystring: ListQuerySchema, response: { 200: NotificationListSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      reply.header('vary', 'accept-language, cookie')
      const language = request.query.lang ?? languageOf(request.headers)
      const page = await service.list(readerOf(request.user!), request.query, language)
      const items = sendPage(request, reply, page, request.query.limit)
      return { unread: page.unread, items }
    },
  )

  app.post(
    '/api/notifications/read',
    {
      preHandler: app.authenticate,
      // 100 ids are under 1.2 KB of JSON; a body far larger is not a list of ours.
      bodyLimit: 16 * 1024,
      schema: { body: MarkReadInputSchema, response: { 200: MarkReadResultSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      return service.markRead(readerOf(request.user!), request.body)
    },
  )
}

export const notificationsModule = fp(notificationsPlugin, {
  name: 'notifications',
  dependencies: ['db', 'auth', 'pi', 'config', 'metrics'],
})
