// The notifications module's face to the rest of the server (docs/decisions/0011-notifications.md).
// Other modules raise notifications here, inside their own transaction, so a notification exists
// exactly when its event does: `raiseNotification(tx, …)` and `raiseForAdmins(tx, …)`.
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { NotificationType } from '@spotlight/shared/domain/notification-types'
import type { MarkReadInput, MarkReadResult, NotificationList } from '@spotlight/shared/schemas/notifications'
import type { Db } from '#src/db/client'
import { createUsersService } from '#src/modules/auth/users.service'
import { encodeNotificationCursor } from './notification-cursor'
import { addFollowedNews, type FollowedNewsItem } from './followed-news'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@spotlight/shared/domain/languages'
import { renderNotification, type NotificationParams } from './notification-texts'
import { createNotificationsRepository, type Reader } from './notifications.repository'

export type { NotificationParams } from './notification-texts'
export type { Reader } from './notifications.repository'
export { chosenLanguageOf, languageOf, translatedNames } from './notification-texts'
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
    case 'REVIEW_RECEIVED':
    case 'REVIEW_REPLIED':
    case 'REVIEW_HIDDEN':
      return articleId ? `/articles/${articleId}#reviews` : '/'
    case 'FOLLOWED_NEWS':
      return articleId ? `/articles/${articleId}` : '/user-dashboard/following'
    case 'REPORT_RECEIVED':
      return '/admin-dashboard/reports'
    case 'REPORT_RESOLVED':
      return articleId ? `/articles/${articleId}` : '/user-dashboard/notifications'
    case 'ARTICLE_HIDDEN':
    case 'ARTICLE_UNPUBLISHED':
      return '/user-dashboard/my-articles'
    case 'ACCOUNT_SUSPENDED':
    case 'ACCOUNT_RESTORED':
      return '/user-dashboard/notifications'
    case 'VERIFICATION_LAPSED':
      return '/user-dashboard/following#verification'
  }
}

/**
 * Writes the notification and its Pi outbox row in the caller's transaction `tx` (so a rolled-back
 * event leaves neither). Answers the new id, or null when `key` was used before for this user.
 * The Pi delivery happens later, from the outbox: a platform failure never reaches the caller.
 */
export async function raiseNotification(tx: Db, input: RaiseInput): Promise<number | null> {
  return createNotificationsRepository(tx).insertWithOutbox({ userId: input.userId, ...stored(input) })
}

/** What a raise stores, whoever it is addressed to: the defaults filled in. */
function stored(input: Omit<RaiseInput, 'userId'>) {
  return {
    type: input.type,
    articleId: input.articleId ?? null,
    params: input.params as Record<string, string | number | null>,
    link: input.link ?? linkFor(input.type, input.articleId),
    dedupeKey: input.key ?? null,
    at: input.at ?? new Date(),
  }
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

/**
 * One notification to the admins (REVIEW_NEEDED, CONTACT_MESSAGE), in the caller's transaction:
 * addressed to the role, so whoever is an admin when they read sees it, one who has never signed in
 * yet included (admins are known by configuration, not only by their rows). The Pi app of each admin
 * known now is told. Answers the new id, or null when `key` was used before.
 */
export async function raiseForAdmins(tx: Db, input: Omit<RaiseInput, 'userId'>): Promise<number | null> {
  const recipients = await createUsersService({ db: tx }).adminIds()
  return createNotificationsRepository(tx).insertWithOutbox({ audience: 'ADMIN', recipients, ...stored(input) })
}

/** The article sent to review was decided (or left review): its REVIEW_NEEDED is read for every admin. */
export async function resolveReviewNeeded(tx: Db, articleId: number, at: Date): Promise<void> {
  await createNotificationsRepository(tx).resolve('REVIEW_NEEDED', articleId, at)
}

/**
 * Called at each Pi sign-in (auth module): whether the user granted the `in_app_notifications`
 * scope (no grant, no Pi notification) and the site language they used, which Pi notices are written in.
 */
export async function rememberPiSignIn(
  db: Db,
  userId: number,
  signIn: { scopes: readonly string[]; language: SignInLanguage },
  at = new Date(),
): Promise<void> {
  await createNotificationsRepository(db).saveSettings(
    userId,
    { piInApp: signIn.scopes.includes('in_app_notifications'), language: signIn.language.language },
    at,
    { keepLanguage: !signIn.language.isChosen },
  )
}

/**
 * The language of a sign-in: one the reader chose (the page's address, the switcher's cookie) becomes
 * the account's; the browser's guess only serves an account that has none yet.
 */
export type SignInLanguage = { language: Language; isChosen: boolean }

/** The language the account's dashboards and Pi notices follow: its own once set, else the default. */
export async function accountLanguageOf(db: Db, userId: number): Promise<Language> {
  const stored = await createNotificationsRepository(db).languageOf(userId)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

/** The reader chose another language while signed in: the account's screens and notices follow it. */
export async function setAccountLanguage(db: Db, userId: number, language: Language, at = new Date()): Promise<void> {
  await createNotificationsRepository(db).saveLanguage(userId, language, at)
}

export type { FollowedNewsItem } from './followed-news'

/**
 * News for a follower (a followed maker published, or a followed category got an article), in the
 * caller's transaction. A day's news is one digest: the first item of the day raises a notification,
 * later ones fold into it (it comes back unread, at the top). Its Pi delivery waits for the day's end
 * (UTC), so the Pi app gets one digest a day from follows, far within its 48 a day.
 */
export function raiseFollowedNews(tx: Db, userId: number, item: FollowedNewsItem, at: Date): Promise<void> {
  return addFollowedNews(tx, userId, item, at)
}

/** The API's reads and writes of one user's own notifications. */
export function createNotificationsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createNotificationsRepository(db)
  return {
    async list(
      reader: Reader,
      query: { limit: number; cursor?: number | undefined },
      language: Language,
    ): Promise<NotificationList & { nextCursor: string | null }> {
      const [rows, unread] = await Promise.all([
        repo.listPage(reader, { limit: query.limit, beforeId: query.cursor }),
        repo.unreadCount(reader),
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

    async markRead(reader: Reader, input: MarkReadInput): Promise<MarkReadResult> {
      const marked = await repo.markRead(reader, 'all' in input ? 'all' : [...new Set(input.ids)], now())
      return { marked, unread: await repo.unreadCount(reader) }
    },
  }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>
