import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createPromotionsService, type PromotionsService } from '#src/modules/promotions/promotions.service'
import { paymentHistoryRoutes } from './payment-history.routes'
import { createPaymentHistoryService } from './payment-history.service'
import { paymentsRoutes } from './payments.routes'
import { startPaymentsReconciler } from './payments.reconciler'
import { createPaymentsService } from './payments.service'

export type PaymentsModuleOptions = {
  now?: () => Date
  /** The app's one promotions service (its hooks wired by app.ts); built over the database when absent. */
  promotions?: PromotionsService
}

/**
 * Mounted at /api/payments: the Pi purchase flow and its reconciler (docs/decisions/0004-payments.md).
 * Wiring only. Slots, activation and the active plan are the promotions module's, at the same prefix.
 */
export const paymentsModule: FastifyPluginAsyncZod<PaymentsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date())
  const promotions = options.promotions ?? createPromotionsService({ db: app.db, now })
  const service = createPaymentsService({
    db: app.db,
    pi: app.pi,
    prices: app.config.planPrices,
    log: app.log,
    now,
    promotions,
  })
  await app.register(paymentsRoutes(service))
  // The user's orders and receipts (issue 20): GET /mine and /mine/{orderId}.
  await app.register(paymentHistoryRoutes(createPaymentHistoryService({ db: app.db, explorer: app.config })))
  if (app.config.env !== 'test') startPaymentsReconciler(app, service)
}
