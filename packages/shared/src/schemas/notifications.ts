import { z } from 'zod'
import { LANGUAGES } from '../domain/languages'
import { NOTIFICATION_TYPES } from '../domain/notification-types'
import { PageQuerySchema } from './articles'

/** One notification as `GET /api/notifications` lists it; title and body in the request's language. */
export const NotificationSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(NOTIFICATION_TYPES),
  articleId: z.number().int().positive().nullable(),
  title: z.string(),
  body: z.string(),
  /** A path on this site (`/articles/42`, `/user-dashboard/my-articles`…): what the notification is about. */
  link: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** `GET /api/notifications`: the unread count and one keyset page, newest first (next page in `X-Next-Cursor`). */
export const NotificationListSchema = z.object({
  unread: z.number().int().nonnegative(),
  items: z.array(NotificationSchema),
})
export type NotificationList = z.infer<typeof NotificationListSchema>

/** Same `limit` (1–100, default 20) and opaque `cursor` as `GET /api/articles` (ADR 0002). */
export const NotificationPageQuerySchema = PageQuerySchema
export type NotificationPageQuery = z.infer<typeof NotificationPageQuerySchema>

/** The most ids one `POST /api/notifications/read` takes: a page is at most 100, a panel 20. */
export const MARK_READ_IDS_MAX = 100

/** `POST /api/notifications/read`: `{ids: [...]}` or `{all: true}`; ids of other users' notifications change nothing. */
export const MarkReadInputSchema = z.union([
  z.strictObject({
    ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(MARK_READ_IDS_MAX, `At most ${MARK_READ_IDS_MAX} ids at once.`),
  }),
  z.strictObject({ all: z.literal(true) }),
])
export type MarkReadInput = z.infer<typeof MarkReadInputSchema>

/** The answer: how many of the caller's notifications became read, and the unread count after it. */
export const MarkReadResultSchema = z.object({
  marked: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
})
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>

/**
 * `GET`/`PUT /api/account/language`: the account's language, which its dashboards and its Pi notices
 * follow. Set at each Pi sign-in to the site's language then, and by the language menu while signed in.
 */
export const AccountLanguageSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'must be a language of the site' }),
})
export type AccountLanguage = z.infer<typeof AccountLanguageSchema>
