import type { FastifyBaseLogger } from 'fastify'
import type { PlanType } from '@spotlight/shared/domain/enums'
import type { CreatePaymentBody } from '@spotlight/shared/schemas/payments'
import type { Db } from '#src/db/client'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { createUsersService } from '#src/modules/auth/users.service'
import type { PiClient } from '#src/modules/pi/pi-client'
import type { PromotionsService } from '#src/modules/promotions/promotions.service'
import { createPaymentsLedgerRepository, type LedgerFilter } from './payments-ledger.repository'
import { createPaymentsRepository, type OnOrderStatus } from './payments.repository'
import { approvePayment } from './use-cases/approve-payment'
import { completePayment } from './use-cases/complete-payment'
import { createPayment } from './use-cases/create-payment'
import type { Buyer, PaymentCore } from './use-cases/payment-core'
import { paymentStatus } from './use-cases/payment-status'
import { reconcilePayments } from './use-cases/reconcile-payments'
import { recoverIncompletePayment } from './use-cases/recover-incomplete-payment'

export type { Buyer } from './use-cases/payment-core'
export { RECONCILE_AFTER_MS } from './use-cases/reconcile-payments'

export type PaymentsDeps = {
  db: Db
  pi: PiClient
  prices: Record<PlanType, number>
  log: FastifyBaseLogger
  now?: () => Date
  /** The promotions module's service (slots, reservations): the app's one, whose hooks app.ts wires. */
  promotions: PromotionsService
  /** Told of each status an order takes (the metrics' transitions). */
  onStatus?: OnOrderStatus
}

/**
 * The Pi purchase flow (docs/decisions/0004-payments.md), one use case per file under use-cases/,
 * over the shared core in use-cases/payment-core.ts. Orders are this module's table; promotions and
 * credits are reached through their services only.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const now = deps.now ?? (() => new Date())
  const core: PaymentCore = {
    db: deps.db,
    pi: deps.pi,
    prices: deps.prices,
    log: deps.log,
    now,
    orders: createPaymentsRepository(deps.db, deps.onStatus),
    promotions: deps.promotions,
    articles: createArticleLookupService({ db: deps.db }),
    users: createUsersService({ db: deps.db }),
  }
  return {
    create: (buyer: Buyer, body: CreatePaymentBody) => createPayment(core, buyer, body),
    approve: (buyer: Buyer, piPaymentId: string) => approvePayment(core, buyer, piPaymentId),
    complete: (buyer: Buyer, piPaymentId: string, txid: string) => completePayment(core, buyer, piPaymentId, txid),
    incomplete: (buyer: Buyer, piPaymentId: string) => recoverIncompletePayment(core, buyer, piPaymentId),
    status: (viewer: Buyer, id: string) => paymentStatus(core, viewer, id),
    reconcile: (at?: Date) => reconcilePayments(core, at),
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>

export type { LedgerFilter } from './payments-ledger.repository'

/**
 * The admin overview's reads of orders (no Pi client needed): completed Pi per day and plan, and the
 * ledger with each order's user name.
 */
export function createPaymentsLedgerService({ db }: { db: Db }) {
  const ledger = createPaymentsLedgerRepository(db)
  const users = createUsersService({ db })
  return {
    async revenueByDay(from: Date, until: Date) {
      const rows = await ledger.revenueByDay(from, until)
      return rows.map((row) => ({ day: row.day, planType: row.planType, amount: Number(row.amount) }))
    },
    async listLedger(filter: Omit<LedgerFilter, 'userId'> & { username?: string | undefined }) {
      let userId: number | undefined
      if (filter.username !== undefined) {
        const user = await users.findByUsername(filter.username)
        if (!user) return { rows: [], truncated: false }
        userId = user.id
      }
      const rows = await ledger.listLedger({ ...filter, userId })
      const shown = rows.slice(0, filter.limit)
      const names = new Map<number, string>()
      for (const id of new Set(shown.map((row) => row.userId))) {
        names.set(id, (await users.findById(id))?.username ?? '')
      }
      return {
        rows: shown.map((row) => ({
          orderId: row.id,
          piPaymentId: row.piPaymentId,
          txid: row.txid,
          status: row.status,
          planType: row.planType,
          amount: Number(row.amount),
          username: names.get(row.userId) ?? '',
          articleId: row.articleId,
          createdAt: row.createdAt.toISOString(),
          completedAt: row.status === 'COMPLETED' ? row.updatedAt.toISOString() : null,
        })),
        truncated: rows.length > filter.limit,
      }
    },
  }
}
