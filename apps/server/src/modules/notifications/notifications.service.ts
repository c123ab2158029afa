// The notifications module's face to the rest of the server (issue 20, docs/decisions/0011-notifications.md).
// Other modules raise notifications here, inside their own transaction, so a notification exists
// exactly when its event does: `raiseNotification(tx, …)` and `raiseForAdmins(tx, …)`.
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { NotificationType } from '@spotlight/shared/domain/notification-types'
import type { MarkReadInput, MarkReadResult, NotificationList } from '@spotlight/shared/schemas/notifications'
import type { Db } from '#src/db/client'
import { encodeNotificationCursor } from './notification-cursor'
import { renderNotification, type NotificationLanguage, type NotificationParams } from './notification-texts'
import { createNotificationsRepository } from './notifications.repository'

export type { NotificationLanguage, NotificationParams } from './notification-texts'
export { languageOf } from './notification-texts'
export type { ScheduledJob, Scheduler } from './scheduler'

/** What a caller raises: the type decides the params its text needs. */
export type RaiseInput = {
  [T in NotificationType]: {
    type: T
    userId: number
    articleId?: number | null
    params: NotificationParams[T]
    /** The site path it opens; defaults to the type's usual page (`linkFor`). */
    link?: string
    /**
     * Names the event, for events that may be seen more than once (a scheduler's scan, a retried
     * job): a key this user already has adds nothing. Without one, every call adds a notification.
     */
    key?: string
    /** The event's time (defaults to now): the moved clock of tests and the simulator. */
    at?: Date
  }
}[NotificationType]

/** The page each type opens (on this site, and as the Pi notification's `subroute`). */
export function linkFor(type: NotificationType, articleId: number | null | undefined): string {
  switch (type) {
    case 'ARTICLE_APPROVED':
      return articleId ? `/articles/${articleId}` : '/user-dashboard/my-articles'
    case 'ARTICLE_REJECTED':
      return '/user-dashboard/rejected'
    case 'PAYMENT_COMPLETED':
    case 'PROMOTION_STARTED':
    case 'PROMOTION_ENDING':
      return '/user-dashboard/my-articles'
    case 'PROMOTION_ENDED':
      return articleId ? `/user-dashboard/stats/${articleId}` : '/user-dashboard/stats'
    case 'SLOT_HELD':
      return '/advertise'
    case 'REVIEW_NEEDED':
      return '/admin-dashboard/pending'
    case 'CONTACT_MESSAGE':
      return '/admin-dashboard/inbox'
  }
}

/**
 * Writes the notification and its Pi outbox row in the caller's transaction `tx` (so a rolled-back
 * event leaves neither). Answers the new id, or null when `key` was used before for this user.
 * The Pi delivery happens later, from the outbox: a platform failure never reaches the caller.
 */
export async function raiseNotification(tx: Db, input: RaiseInput): Promise<number | null> {
  return createNotificationsRepository(tx).insertWithOutbox({
    userId: input.userId,
    type: input.type,
    articleId: input.articleId ?? null,
    params: input.params as Record<string, string | number | null>,
    link: input.link ?? linkFor(input.type, input.articleId),
    dedupeKey: input.key ?? null,
    at: input.at ?? new Date(),
  })
}

/** A slider promotion of the owner's article began, paid or activated by an admin, or a renewal gave it a new end. */
export type PromotionStarted = {
  /** The one told: the buyer, or the article's owner when an admin activated it. */
  userId: number
  articleId: number
  articleTitle: string
  planType: SliderPlanType
  promotionId: number
  expiresAt: Date
  renewed: boolean
  at: Date
}

/**
 * PROMOTION_STARTED, in the caller's transaction. Keyed by the promotion and its end: a grant seen twice
 * (a retried completion, another instance) adds nothing, while a renewal's new end is news again.
 */
export function raisePromotionStarted(tx: Db, started: PromotionStarted): Promise<number | null> {
  return raiseNotification(tx, {
    type: 'PROMOTION_STARTED',
    userId: started.userId,
    articleId: started.articleId,
    params: {
      planType: started.planType,
      articleTitle: started.articleTitle,
      expiresAt: started.expiresAt.toISOString(),
      renewed: started.renewed,
    },
    key: `promotion-started:${started.promotionId}:${started.expiresAt.getTime()}`,
    at: started.at,
  })
}

/** The same notification to every admin (REVIEW_NEEDED, CONTACT_MESSAGE), in the caller's transaction. */
export async function raiseForAdmins(tx: Db, input: Omit<RaiseInput, 'userId'>): Promise<number> {
  const admins = await createNotificationsRepository(tx).adminIds()
  let raised = 0
  for (const userId of admins) {
    if ((await raiseNotification(tx, { ...input, userId } as RaiseInput)) !== null) raised += 1
  }
  return raised
}

/**
 * Called at each Pi sign-in (auth module): whether the user granted the `in_app_notifications`
 * scope (no grant, no Pi notification) and the site language they used, which Pi notices are written in.
 */
export async function rememberPiSignIn(
  db: Db,
  userId: number,
  signIn: { scopes: readonly string[]; language: NotificationLanguage },
  at = new Date(),
): Promise<void> {
  await createNotificationsRepository(db).saveSettings(
    userId,
    { piInApp: signIn.scopes.includes('in_app_notifications'), language: signIn.language },
    at,
  )
}

/** The API's reads and writes of one user's own notifications. */
export function createNotificationsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createNotificationsRepository(db)
  return {
    async list(
      userId: number,
      query: { limit: number; cursor?: number | undefined },
      language: NotificationLanguage,
    ): Promise<NotificationList & { nextCursor: string | null }> {
      const [rows, unread] = await Promise.all([
        repo.listPage(userId, { limit: query.limit, beforeId: query.cursor }),
        repo.unreadCount(userId),
      ])
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      return {
        unread,
        items: page.map((row) => ({
          id: row.id,
          type: row.type,
          articleId: row.articleId,
          ...renderNotification(row.type, row.params, language),
          link: row.link,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
        nextCursor: rows.length > query.limit && last ? encodeNotificationCursor(last.id) : null,
      }
    },

    async markRead(userId: number, input: MarkReadInput): Promise<MarkReadResult> {
      const marked = await repo.markRead(userId, 'all' in input ? 'all' : [...new Set(input.ids)], now())
      return { marked, unread: await repo.unreadCount(userId) }
    },
  }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>
