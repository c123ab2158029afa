import { and, count, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { payments } from '#src/db/schema/index'
import { AppError } from '#src/errors/app-error'

/** Our order: the API's payment (`id` = its `paymentId`), bound to one Pi payment for life. */
export type Order = typeof payments.$inferSelect
export type OrderValues = typeof payments.$inferInsert
export type OrderStatus = Order['status']

/** Told of each status an order takes (`null` before its first), for the metrics. */
export type OnOrderStatus = (from: OrderStatus | null, to: OrderStatus) => void

/** Queries only, over the payments (orders) table. Every method takes an optional transaction (`trx`). */
export function createPaymentsRepository(db: Db, onStatus: OnOrderStatus = () => {}) {
  return {
    async findById(id: string, trx: Db = db): Promise<Order | null> {
      const [row] = await trx.select().from(payments).where(eq(payments.id, id))
      return row ?? null
    },

    async findByPiId(piPaymentId: string, trx: Db = db): Promise<Order | null> {
      const [row] = await trx.select().from(payments).where(eq(payments.piPaymentId, piPaymentId))
      return row ?? null
    },

    /** The order under a row lock until `trx` ends: every change of an order serialises here. */
    async lockById(id: string, trx: Db): Promise<Order | null> {
      const [row] = await trx.select().from(payments).where(eq(payments.id, id)).for('update')
      return row ?? null
    },

    /**
     * A new order. Its category or article may be deleted between the create path's checks and this
     * insert (those checks take no lock): the row's foreign key then refuses it, and the buyer reads
     * what the checks would have said a moment later, not a server error.
     */
    async insert(values: OrderValues, trx: Db = db): Promise<Order> {
      try {
        const [row] = await trx.insert(payments).values(values).returning()
        onStatus(null, row!.status)
        return row!
      } catch (error) {
        throw vanishedReference(error) ?? error
      }
    },

    /** Inserts unless the id or Pi id is taken; answers null then. */
    async insertIfAbsent(values: OrderValues, trx: Db = db): Promise<Order | null> {
      const [row] = await trx.insert(payments).values(values).onConflictDoNothing().returning()
      if (row) onStatus(null, row.status)
      return row ?? null
    },

    async update(
      id: string,
      fields: Partial<Pick<OrderValues, 'status' | 'closedReason' | 'piPaymentId' | 'txid' | 'updatedAt'>>,
      trx: Db = db,
    ): Promise<Order | null> {
      // A status change reads the status it leaves first (the callers hold the row's lock, so it is exact).
      const [before] = fields.status
        ? await trx.select({ status: payments.status }).from(payments).where(eq(payments.id, id))
        : []
      const [row] = await trx.update(payments).set(fields).where(eq(payments.id, id)).returning()
      if (row && before && before.status !== row.status) onStatus(before.status, row.status)
      return row ?? null
    },

    /** How many orders are in each status (the metrics read it at scrape time). */
    countByStatus() {
      return db.select({ status: payments.status, count: count() }).from(payments).groupBy(payments.status)
    },

    /** Records the Pi id on the user's order that has none yet. */
    async bindPiId(id: string, userId: number, piPaymentId: string, at: Date, trx: Db = db) {
      const [row] = await trx
        .update(payments)
        .set({ piPaymentId, updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.userId, userId)))
        .returning()
      return row ?? null
    },

    /**
     * The transaction Pi reports for the order's payment, kept from the first time it is seen: the
     * status is left alone (only the completion changes it), and a txid already stored is never replaced.
     */
    async recordTxid(id: string, txid: string, trx: Db = db) {
      await trx
        .update(payments)
        .set({ txid })
        .where(and(eq(payments.id, id), isNull(payments.txid)))
    },

    /**
     * CREATED orders that never got a Pi payment and that nothing touched since `before`: a desktop's QR
     * payment nobody opened on a phone (the reconciler closes them).
     */
    listNeverPaid(before: Date, limit: number, trx: Db = db) {
      return trx
        .select()
        .from(payments)
        .where(and(isNull(payments.piPaymentId), eq(payments.status, 'CREATED'), lt(payments.updatedAt, before)))
        .limit(limit)
    },

    /** Open orders with a Pi id that nothing touched since `before` (the reconciler's work list). */
    listStale(before: Date, limit: number, trx: Db = db) {
      return trx
        .select()
        .from(payments)
        .where(
          and(
            isNotNull(payments.piPaymentId),
            inArray(payments.status, ['CREATED', 'APPROVED']),
            lt(payments.updatedAt, before),
          ),
        )
        .limit(limit)
    },

    /** A buyer's open orders with a Pi payment for this article and plan (a purchase the wallet may have dropped). */
    listOpenForArticle(userId: number, articleId: number, planType: Order['planType'], trx: Db = db) {
      return trx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.articleId, articleId),
            eq(payments.planType, planType),
            isNotNull(payments.piPaymentId),
            inArray(payments.status, ['CREATED', 'APPROVED']),
          ),
        )
        .limit(5)
    },

    /** The category's orders still open (CREATED or APPROVED): a slot of its slider is being bought. */
    async countOpenInCategory(categoryId: number, trx: Db = db): Promise<number> {
      const [row] = await trx
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.categoryId, categoryId), inArray(payments.status, ['CREATED', 'APPROVED'])))
      return row?.n ?? 0
    },

    /** Which of these orders are APPROVED. */
    async listApprovedIds(ids: string[], trx: Db = db): Promise<string[]> {
      if (ids.length === 0) return []
      const rows = await trx
        .select({ id: payments.id })
        .from(payments)
        .where(and(inArray(payments.id, ids), eq(payments.status, 'APPROVED')))
      return rows.map((row) => row.id)
    },
  }
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>

/** The error of a row whose category or article was deleted under it (a foreign-key violation), else null. */
function vanishedReference(error: unknown): AppError | null {
  const causes = [error, (error as { cause?: unknown } | null)?.cause] as ({
    code?: unknown
    constraint?: unknown
    detail?: unknown
  } | null)[]
  const violation = causes.find((cause) => cause?.code === '23503')
  if (!violation) return null
  // The constraint's name where the driver gives it, else the detail ("Key (category_id)=(7) is not present…").
  const where = `${String(violation.constraint ?? '')} ${String(violation.detail ?? '')}`
  if (where.includes('category_id')) return new AppError('CATEGORY_NOT_FOUND', 'Category not found')
  if (where.includes('article_id')) return new AppError('ARTICLE_NOT_FOUND', 'Article not found')
  return null
}
