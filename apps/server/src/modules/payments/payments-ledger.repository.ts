import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PaymentStatus, PlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { payments } from '#src/db/schema/index'

export type LedgerFilter = {
  from: Date
  until: Date
  status?: PaymentStatus | undefined
  planType?: PlanType | undefined
  userId?: number | undefined
  limit: number
}

/** The admin overview's reads of orders: Pi received per day and plan, and the ledger. */
export function createPaymentsLedgerRepository(db: Db) {
  return {
    /**
     * Completed payments per UTC day and plan, by the day they completed (updatedAt: a completed order
     * is never written again). Amounts stay decimal strings until the caller adds them up.
     */
    revenueByDay(from: Date, until: Date) {
      const day = sql<string>`to_char(${payments.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`
      return db
        .select({ day, planType: payments.planType, amount: sql<string>`sum(${payments.amount})` })
        .from(payments)
        .where(and(eq(payments.status, 'COMPLETED'), gte(payments.updatedAt, from), lt(payments.updatedAt, until)))
        .groupBy(day, payments.planType)
    },

    /** Orders created in [from, until), newest first, one more than `limit` (so the caller knows there is more). */
    listLedger(filter: LedgerFilter) {
      const conditions: SQL[] = [gte(payments.createdAt, filter.from), lt(payments.createdAt, filter.until)]
      if (filter.status) conditions.push(eq(payments.status, filter.status))
      if (filter.planType) conditions.push(eq(payments.planType, filter.planType))
      if (filter.userId !== undefined) conditions.push(eq(payments.userId, filter.userId))
      return db
        .select()
        .from(payments)
        .where(and(...conditions))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(filter.limit + 1)
    },
  }
}
