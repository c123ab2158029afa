import { AppError } from '#src/errors/app-error'
import {
  closeOrder,
  fetchPayment,
  metadataOrderId,
  overdue,
  settle,
  type Order,
  type PaymentCore,
} from './payment-core'

/** Orders the reconciler looks at once they have been quiet this long. */
export const RECONCILE_AFTER_MS = 60_000

/**
 * The periodic reconciler (also called by tests): open orders with a Pi id that have been quiet for a
 * minute are re-read from Pi and completed or cancelled — an unsigned one only once its 10-minute
 * reservation is over, so the slot is freed only after Pi confirms the cancel. Then lapsed reservations
 * that no APPROVED order holds are released.
 */
export async function reconcilePayments(core: PaymentCore, at: Date = core.now()) {
  const stale = await core.orders.listStale(new Date(at.getTime() - RECONCILE_AFTER_MS), 200)
  const summary = { checked: stale.length, completed: 0, cancelled: 0, pending: 0, failed: 0, released: 0 }
  for (const order of stale) {
    try {
      const outcome = await reconcileOne(core, order, at)
      if (outcome === 'COMPLETED') summary.completed += 1
      else if (outcome === 'CANCELLED') summary.cancelled += 1
      else summary.pending += 1
    } catch (error) {
      summary.failed += 1
      core.log.warn({ err: error, orderId: order.id }, 'reconciler could not settle an order')
    }
  }
  const released = await core.promotions.releaseLapsedReservations(
    at,
    async (orderIds) => new Set(await core.orders.listApprovedIds(orderIds)),
  )
  summary.released = released.length
  // The slots freed here go to those waiting at the waiting lists' next tick (a scheduled job of
  // its own); meanwhile the slots counts already promise them to the line.
  return summary
}

async function reconcileOne(core: PaymentCore, order: Order, at: Date) {
  let payment
  try {
    payment = await fetchPayment(core, order.piPaymentId!)
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_NOT_FOUND' && overdue(order, at)) {
      // Pi does not know the payment, so nobody can sign it: free what the order holds.
      await closeOrder(core, order.id, 'CANCELLED', 'EXPIRED')
      return 'CANCELLED'
    }
    throw error
  }
  const user = await core.users.findById(order.userId)
  if (!user?.piUid) return 'PENDING'
  const payer = { piUid: user.piUid, username: user.username }
  return settle(core, order, payment, payer, {
    cancelUnsigned: overdue(order, at),
    // Nobody signed it within its reservation: it lapsed.
    unsignedReason: 'EXPIRED',
    // Approval requires the metadata to name the order (orderId or paymentId), so a bound payment
    // naming none is a recovered lost record.
    recovered: metadataOrderId(payment) === null,
  })
}
