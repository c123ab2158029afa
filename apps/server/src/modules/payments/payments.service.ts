import type { FastifyBaseLogger } from 'fastify'
import type { PlanType } from '@spotlight/shared/domain/enums'
import type { CreatePaymentBody } from '@spotlight/shared/schemas/payments'
import type { Db } from '#src/db/client'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { createUsersService } from '#src/modules/auth/users.service'
import type { PiClient } from '#src/modules/pi/pi-client'
import { createPromotionsService, type PromotionsService } from '#src/modules/promotions/promotions.service'
import { createPaymentsRepository } from './payments.repository'
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
  /** The promotions module's service (slots, reservations); built over `db` when absent. */
  promotions?: PromotionsService
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
    orders: createPaymentsRepository(deps.db),
    promotions: deps.promotions ?? createPromotionsService({ db: deps.db, now }),
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
