import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#src/db/client'
import { articles, categories, payments, promotionRenewals, promotions, publicationCredits } from '#src/db/schema/index'
import { categoryTranslationsColumn } from '#src/modules/categories/categories.service'

/** The promotion a renewal order extended (a renewal is no promotion row of its own). */
const renewed = alias(promotions, 'renewed_promotion')

/**
 * Until when an order's promotion runs, as that order bought it: a renewal's own new end; for the
 * order that started the promotion, its end before the first renewal extended it.
 */
const boughtUntil = sql<Date | null>`coalesce(
  ${promotionRenewals.expiresAt},
  (select min(r.previous_expires_at) from promotion_renewals r where r.promotion_id = ${promotions.id}),
  ${promotions.expiresAt}
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))

/** Where a page of a user's orders ends: the keyset (created_at, id) of its last order. */
export type HistoryCursor = { createdAt: string; id: string }

/**
 * created_at to the microsecond, as text: a JavaScript Date keeps milliseconds only, and a cursor cut
 * to the millisecond would skip or repeat orders made within the same millisecond.
 */
const createdAtText = sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * The payment history's one read: each order with what it bought, in one query per page. A read-only
 * projection over the orders and the rows keyed by them (the promotion a slider plan bought, the
 * credit a STANDARD plan granted; each has a unique index on its payment id, so one row per order),
 * instead of a call per order into the promotions and credits services.
 */
export function createPaymentHistoryRepository(db: Db) {
  const select = () =>
    db
      .select({
        id: payments.id,
        userId: payments.userId,
        planType: payments.planType,
        amount: payments.amount,
        status: payments.status,
        closedReason: payments.closedReason,
        piPaymentId: payments.piPaymentId,
        txid: payments.txid,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
        createdAtText,
        articleId: articles.id,
        articleTitle: articles.title,
        categorySlug: categories.slug,
        categoryName: categories.name,
        // Its names in the other languages: the history names the category in the reader's.
        categoryTranslations: categoryTranslationsColumn(),
        promotionState: sql<
          (typeof promotions.$inferSelect)['state'] | null
        >`coalesce(${promotions.state}, ${renewed.state})`,
        // A renewal's 30 days end at its new end (they start at the later of its payment and the old end).
        promotionStartsAt:
          sql<Date | null>`coalesce(${promotions.startsAt}, ${promotionRenewals.expiresAt} - interval '30 days')`.mapWith(
            (value: string | Date | null) => (value === null ? null : new Date(value)),
          ),
        promotionExpiresAt: boughtUntil,
      })
      .from(payments)
      .leftJoin(promotions, eq(promotions.paymentId, payments.id))
      .leftJoin(promotionRenewals, eq(promotionRenewals.paymentId, payments.id))
      .leftJoin(renewed, eq(renewed.id, promotionRenewals.promotionId))
      .leftJoin(publicationCredits, eq(publicationCredits.paymentId, payments.id))
      // A slider order names its article; a STANDARD order's article is the one its credit created.
      .leftJoin(articles, eq(articles.id, sql`coalesce(${payments.articleId}, ${publicationCredits.articleId})`))
      .leftJoin(categories, eq(categories.id, payments.categoryId))

  return {
    /** The user's orders, newest first, after `cursor`; one more than `limit` (so the caller knows there is more). */
    listByUser(userId: number, limit: number, cursor?: HistoryCursor) {
      const conditions: SQL[] = [eq(payments.userId, userId)]
      if (cursor) {
        conditions.push(
          sql`(${payments.createdAt}, ${payments.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
        )
      }
      return select()
        .where(and(...conditions))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit + 1)
    },

    /** One order of the user; null when it does not exist or is someone else's. */
    async findByUser(userId: number, orderId: string) {
      const [row] = await select().where(and(eq(payments.id, orderId), eq(payments.userId, userId)))
      return row ?? null
    },
  }
}
export type PaymentHistoryRow = Awaited<
  ReturnType<ReturnType<typeof createPaymentHistoryRepository>['listByUser']>
>[number]
