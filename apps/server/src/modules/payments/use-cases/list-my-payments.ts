import { z } from 'zod'
import { isPerCategoryPlan } from '@spotlight/shared/domain/plans'
import type { MyPayment } from '@spotlight/shared/schemas/payment-history'
import { MyPaymentsQuerySchema } from '@spotlight/shared/schemas/payment-history'
import { AppError } from '#src/errors/app-error'
import { memoFor } from '../payment-amount'
import type { HistoryCursor, PaymentHistoryRow, createPaymentHistoryRepository } from '../payment-history.repository'
import { isUuid } from './payment-core'

export type PaymentHistoryDeps = {
  history: ReturnType<typeof createPaymentHistoryRepository>
  /** A transaction's page on the block explorer of the app's network. */
  explorerUrl: (txid: string) => string
}

const VERSION = 'p1'
const DECODED = /^p1:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z):([0-9a-f-]{36})$/

/** Opaque to clients (ADR 0002): base64url of a versioned keyset, the timestamp to the microsecond. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${VERSION}:${cursor.createdAt}:${cursor.id}`, 'utf8').toString('base64url')
}

export function decodeHistoryCursor(raw: string): HistoryCursor | null {
  const match = DECODED.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  if (!match || !isUuid(match[2]!) || Number.isNaN(Date.parse(match[1]!))) return null
  return { createdAt: match[1]!, id: match[2]! }
}

/** The shared page query with the cursor decoded: a malformed or tampered cursor is a 400 naming `cursor`. */
export const HistoryPageQuerySchema = MyPaymentsQuerySchema.extend({
  cursor: MyPaymentsQuerySchema.shape.cursor.transform((raw, ctx) => {
    if (raw === undefined) return undefined
    const cursor = decodeHistoryCursor(raw)
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid cursor' })
      return z.NEVER
    }
    return cursor
  }),
})

function toMyPayment(row: PaymentHistoryRow, deps: PaymentHistoryDeps): MyPayment {
  const completed = row.status === 'COMPLETED'
  // A promotion counts once it went live (a reservation of an unfinished order bought nothing).
  const promotion = completed && row.promotionStartsAt ? row : null
  return {
    paymentId: row.id,
    planType: row.planType,
    amount: Number(row.amount),
    status: row.status,
    closedReason: row.status === 'CANCELLED' ? row.closedReason : null,
    createdAt: row.createdAt.toISOString(),
    // A completed order is never written again: its last change is its completion.
    completedAt: completed ? row.updatedAt.toISOString() : null,
    piPaymentId: row.piPaymentId,
    txid: row.txid,
    explorerUrl: row.txid ? deps.explorerUrl(row.txid) : null,
    memo: memoFor(row.planType),
    articleId: row.articleId,
    articleTitle: row.articleTitle,
    categorySlug: isPerCategoryPlan(row.planType) ? row.categorySlug : null,
    categoryName: isPerCategoryPlan(row.planType) ? row.categoryName : null,
    categoryTranslations:
      isPerCategoryPlan(row.planType) && row.categorySlug !== null ? (row.categoryTranslations ?? {}) : null,
    expiresAt: promotion?.promotionExpiresAt?.toISOString() ?? null,
    promotionState: promotion?.promotionState ?? null,
  }
}

/** GET /api/payments/mine: the viewer's own orders, newest first, in keyset pages. */
export async function listMyPayments(
  deps: PaymentHistoryDeps,
  userId: number,
  query: { limit: number; cursor?: HistoryCursor | undefined },
): Promise<{ items: MyPayment[]; nextCursor: string | null }> {
  const rows = await deps.history.listByUser(userId, query.limit, query.cursor)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toMyPayment(row, deps)),
    nextCursor:
      rows.length > query.limit && last ? encodeHistoryCursor({ createdAt: last.createdAtText, id: last.id }) : null,
  }
}

/**
 * GET /api/payments/mine/{orderId}: one of the viewer's own orders (its receipt once completed). Any
 * other id, someone else's order included (an admin's request too), is the same 404: whether an order
 * exists is not revealed. Admins see every order in the overview's ledger instead.
 */
export async function getMyPayment(deps: PaymentHistoryDeps, userId: number, orderId: string): Promise<MyPayment> {
  const row = isUuid(orderId) ? await deps.history.findByUser(userId, orderId.toLowerCase()) : null
  if (!row) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found')
  return toMyPayment(row, deps)
}
