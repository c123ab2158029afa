import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { NotificationType } from '@spotlight/shared/domain/notification-types'
import type { Db } from '#src/db/client'
import { parsedRowsOf } from '#src/db/raw-rows'
import { notificationOutbox, notificationReads, notifications, notificationSettings } from '#src/db/schema/index'

export type NewNotification = {
  userId: number
  type: NotificationType
  articleId: number | null
  params: Record<string, string | number | null>
  link: string
  dedupeKey: string | null
  at: Date
}

/** The ids a raw `returning id` of the outbox answers (an integer identity column). */
const OutboxIdRow = z.object({ id: z.number().int() })

/** Who reads: their own notifications, and their role's while they hold it (ADMIN, at the time of the read). */
export type Reader = { userId: number; isAdmin: boolean }

const addressedTo = (reader: Reader) =>
  reader.isAdmin
    ? or(eq(notifications.userId, reader.userId), eq(notifications.audience, 'ADMIN'))
    : eq(notifications.userId, reader.userId)

/** The reader's own read time: on the row for their own, theirs in notification_reads (or the resolution) for a role's. */
const readAtOf = sql<Date | null>`coalesce(${notifications.readAt}, ${notificationReads.readAt}, ${notifications.resolvedAt})`

/** The notifications module's queries; `db` may be a transaction (raise runs in its caller's). */
export function createNotificationsRepository(db: Db) {
  /** The reader's read state of a role's notification: their own row of notification_reads. */
  const readsOf = (reader: Reader) =>
    and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.userId))

  return {
    /**
     * The notification and its Pi outbox rows, together: addressed to `userId`, or to `audience` with
     * one Pi delivery for each of `recipients`. With a dedupe key already used by this addressee,
     * nothing is written and null comes back: the event was notified before.
     */
    async insertWithOutbox(
      values: Omit<NewNotification, 'userId'> &
        ({ userId: number; audience?: undefined } | { userId?: undefined; audience: 'ADMIN'; recipients: number[] }),
    ): Promise<number | null> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: values.userId ?? null,
          audience: values.audience ?? null,
          type: values.type,
          articleId: values.articleId,
          params: values.params,
          link: values.link,
          dedupeKey: values.dedupeKey,
          createdAt: values.at,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id })
      if (!row) return null
      const recipients = values.userId === undefined ? values.recipients : [values.userId]
      if (recipients.length > 0)
        await db.insert(notificationOutbox).values(
          recipients.map((userId) => ({
            notificationId: row.id,
            userId,
            nextAttemptAt: values.at,
            createdAt: values.at,
          })),
        )
      return row.id
    },

    /**
     * A role's notifications of this type and article need no one any more: read for every admin.
     * Copies addressed to admins one by one (raised before notifications went to the role) too.
     */
    async resolve(type: NotificationType, articleId: number, at: Date): Promise<void> {
      const about = and(eq(notifications.type, type), eq(notifications.articleId, articleId))
      await db
        .update(notifications)
        .set({ resolvedAt: at })
        .where(and(about, isNotNull(notifications.audience), isNull(notifications.resolvedAt)))
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(about, isNotNull(notifications.userId), isNull(notifications.readAt)))
    },

    /** Newest first by id, with the reader's read time; one row more than asked, to detect a next page. */
    listPage(reader: Reader, query: { limit: number; beforeId?: number | undefined }) {
      return db
        .select({
          id: notifications.id,
          type: notifications.type,
          articleId: notifications.articleId,
          params: notifications.params,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: readAtOf.mapWith(notifications.readAt),
        })
        .from(notifications)
        .leftJoin(notificationReads, readsOf(reader))
        .where(
          and(addressedTo(reader), query.beforeId === undefined ? undefined : lt(notifications.id, query.beforeId)),
        )
        .orderBy(desc(notifications.id))
        .limit(query.limit + 1)
    },

    async unreadCount(reader: Reader): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .leftJoin(notificationReads, readsOf(reader))
        .where(and(addressedTo(reader), sql`${readAtOf} is null`))
      return row?.n ?? 0
    },

    /**
     * Marks the reader's unread ones: their own, and (an admin) their role's, for them alone. Ids of
     * other users' notifications match nothing.
     */
    async markRead(reader: Reader, ids: number[] | 'all', at: Date): Promise<number> {
      const chosen = ids === 'all' ? undefined : inArray(notifications.id, ids)
      const own = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, reader.userId), isNull(notifications.readAt), chosen))
        .returning({ id: notifications.id })
      if (!reader.isAdmin || (ids !== 'all' && ids.length === 0)) return own.length
      const unreadOfRole = await db
        .select({ id: notifications.id })
        .from(notifications)
        .leftJoin(notificationReads, readsOf(reader))
        .where(and(eq(notifications.audience, 'ADMIN'), sql`${readAtOf} is null`, chosen))
      if (unreadOfRole.length === 0) return own.length
      const marked = await db
        .insert(notificationReads)
        .values(unreadOfRole.map((row) => ({ notificationId: row.id, userId: reader.userId, readAt: at })))
        .onConflictDoNothing()
        .returning({ id: notificationReads.notificationId })
      return own.length + marked.length
    },

    /** The sign-in's settings; `language` replaces a stored one only when `keepLanguage` is false. */
    async saveSettings(
      userId: number,
      values: { piInApp: boolean; language: string },
      at: Date,
      { keepLanguage = false } = {},
    ) {
      const changed = keepLanguage ? { piInApp: values.piInApp } : values
      await db
        .insert(notificationSettings)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...changed, updatedAt: at } })
    },

    /** The account's language as stored (null before its first Pi sign-in). */
    async languageOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ language: notificationSettings.language })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId))
      return row?.language ?? null
    },

    /** Changes the account's language only; an account without settings yet gets no Pi notices until it grants them. */
    async saveLanguage(userId: number, language: string, at: Date) {
      await db
        .insert(notificationSettings)
        .values({ userId, piInApp: false, language, updatedAt: at })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { language, updatedAt: at } })
    },

    /** Pi notifications sent to each of these users since `since` (the platform's 48 a day). */
    async sentSince(userIds: number[], since: Date): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select({ userId: notificationOutbox.userId, n: count() })
        .from(notificationOutbox)
        .where(
          and(
            inArray(notificationOutbox.userId, userIds),
            eq(notificationOutbox.status, 'SENT'),
            gte(notificationOutbox.sentAt, since),
          ),
        )
        .groupBy(notificationOutbox.userId)
      return new Map(rows.map((row) => [row.userId, row.n]))
    },

    /**
     * Takes up to `limit` due deliveries for this sender: PENDING ones whose time has come, and
     * SENDING ones whose lease ran out (their sender died). `FOR UPDATE SKIP LOCKED` lets instances
     * claim side by side without waiting on, or taking, each other's rows; the lease then keeps
     * them off the rows while the batch is in flight, outside any transaction.
     */
    async claimDue(at: Date, leaseUntil: Date, limit: number) {
      const claimed = await parsedRowsOf(
        db,
        sql`
        update ${notificationOutbox} set status = 'SENDING', next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
        where id in (
          select id from ${notificationOutbox}
          where status in ('PENDING', 'SENDING') and next_attempt_at <= ${at.toISOString()}::timestamptz
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning id`,
        OutboxIdRow,
      )
      const ids = claimed.map((row) => row.id)
      if (ids.length === 0) return []
      return db
        .select({
          id: notificationOutbox.id,
          userId: notificationOutbox.userId,
          attempts: notificationOutbox.attempts,
          type: notifications.type,
          params: notifications.params,
          link: notifications.link,
          piInApp: notificationSettings.piInApp,
          language: notificationSettings.language,
        })
        .from(notificationOutbox)
        .innerJoin(notifications, eq(notifications.id, notificationOutbox.notificationId))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, notificationOutbox.userId))
        .where(inArray(notificationOutbox.id, ids))
        .orderBy(notificationOutbox.id)
    },

    /** What waits to be sent to Pi (PENDING or SENDING), and the age of the oldest in seconds: one scan of the due index. */
    async outboxBacklog(): Promise<{ waiting: number; oldestSeconds: number }> {
      const [row] = await db
        .select({
          waiting: count(),
          oldestSeconds: sql<string | null>`extract(epoch from (now() - min(${notificationOutbox.createdAt})))`,
        })
        .from(notificationOutbox)
        .where(inArray(notificationOutbox.status, ['PENDING', 'SENDING']))
      return { waiting: row?.waiting ?? 0, oldestSeconds: Math.max(0, Number(row?.oldestSeconds ?? 0)) }
    },

    /** The notification's Pi delivery waits until `until` (a digest goes out once its day is over). */
    async deferDelivery(notificationId: number, until: Date) {
      await db
        .update(notificationOutbox)
        .set({ nextAttemptAt: until })
        .where(and(eq(notificationOutbox.notificationId, notificationId), eq(notificationOutbox.status, 'PENDING')))
    },

    async finish(ids: number[], values: Partial<typeof notificationOutbox.$inferInsert>) {
      if (ids.length === 0) return
      await db.update(notificationOutbox).set(values).where(inArray(notificationOutbox.id, ids))
    },
  }
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
