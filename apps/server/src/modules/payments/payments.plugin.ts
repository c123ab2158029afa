import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PromotionsService } from '#src/modules/promotions/promotions.service'
import { paymentHistoryRoutes } from './payment-history.routes'
import { createPaymentHistoryService } from './payment-history.service'
import { paymentsRoutes } from './payments.routes'
import { startPaymentsReconciler } from './payments.reconciler'
import { createPaymentsRepository } from './payments.repository'
import { createPaymentsService } from './payments.service'

export type PaymentsModuleOptions = {
  now?: () => Date
  /**
   * The app's one promotions service: its hooks (cached reads dropped, the waiting list told of a held
   * slot) are wired once by app.ts, and a service built here would write promotions without them.
   */
  promotions: PromotionsService
}

/**
 * Mounted at /api/payments: the Pi purchase flow and its reconciler (docs/decisions/0004-payments.md).
 * Wiring only. Slots, activation and the active plan are the promotions module's, at the same prefix.
 */
export const paymentsModule: FastifyPluginAsyncZod<PaymentsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date())
  const service = createPaymentsService({
    db: app.db,
    pi: app.pi,
    prices: app.config.planPrices,
    log: app.log,
    now,
    promotions: options.promotions,
    onStatus: (from, to) => app.metrics.paymentTransition(from, to),
  })
  const orders = createPaymentsRepository(app.db)
  app.metrics.gauge(
    { name: 'spotlight_payments', help: 'Orders by status (all time).', labelNames: ['status'] as const },
    async (gauge) => {
      for (const row of await orders.countByStatus()) gauge.labels(row.status).set(row.count)
    },
  )
  await app.register(paymentsRoutes(service))
  // The user's orders and receipts: GET /mine and /mine/{orderId}.
  await app.register(paymentHistoryRoutes(createPaymentHistoryService({ db: app.db, explorer: app.config })))
  if (app.config.env !== 'test') startPaymentsReconciler(app, service)
}
