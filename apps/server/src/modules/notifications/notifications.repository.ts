import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { NotificationType } from '@spotlight/shared/domain/notification-types'
import type { Db } from '#src/db/client'
import { notificationOutbox, notifications, notificationSettings, users } from '#src/db/schema/index'

export type NewNotification = {
  userId: number
  type: NotificationType
  articleId: number | null
  params: Record<string, string | number | null>
  link: string
  dedupeKey: string | null
  at: Date
}

/** The notifications module's queries; `db` may be a transaction (raise runs in its caller's). */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * The notification and its Pi outbox row, together. With a dedupe key already used by this user,
     * nothing is written and null comes back: the event was notified before.
     */
    async insertWithOutbox(values: NewNotification): Promise<number | null> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: values.userId,
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
      await db
        .insert(notificationOutbox)
        .values({ notificationId: row.id, userId: values.userId, nextAttemptAt: values.at, createdAt: values.at })
      return row.id
    },

    async adminIds(): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'))
      return rows.map((row) => row.id)
    },

    /** Newest first by id; one row more than asked, to detect a next page. */
    listPage(userId: number, query: { limit: number; beforeId?: number | undefined }) {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            query.beforeId === undefined ? undefined : lt(notifications.id, query.beforeId),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(query.limit + 1)
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      return row?.n ?? 0
    },

    /** Marks the user's own unread ones; ids of other users' notifications match nothing. */
    async markRead(userId: number, ids: number[] | 'all', at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, ids),
          ),
        )
        .returning({ id: notifications.id })
      return rows.length
    },

    async saveSettings(userId: number, values: { piInApp: boolean; language: string }, at: Date) {
      await db
        .insert(notificationSettings)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: at } })
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
      const result = (await db.execute(sql`
        update ${notificationOutbox} set status = 'SENDING', next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
        where id in (
          select id from ${notificationOutbox}
          where status in ('PENDING', 'SENDING') and next_attempt_at <= ${at.toISOString()}::timestamptz
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning id`)) as unknown as { rows: { id: number | string }[] }
      const ids = result.rows.map((row) => Number(row.id))
      if (ids.length === 0) return []
      return db
        .select({
          id: notificationOutbox.id,
          userId: notificationOutbox.userId,
          attempts: notificationOutbox.attempts,
          type: notifications.type,
          params: notifications.params,
          link: notifications.link,
          piUid: users.piUid,
          piInApp: notificationSettings.piInApp,
          language: notificationSettings.language,
        })
        .from(notificationOutbox)
        .innerJoin(notifications, eq(notifications.id, notificationOutbox.notificationId))
        .innerJoin(users, eq(users.id, notificationOutbox.userId))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, notificationOutbox.userId))
        .where(inArray(notificationOutbox.id, ids))
        .orderBy(notificationOutbox.id)
    },

    async finish(ids: number[], values: Partial<typeof notificationOutbox.$inferInsert>) {
      if (ids.length === 0) return
      await db.update(notificationOutbox).set(values).where(inArray(notificationOutbox.id, ids))
    },
  }
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
