import { AppError } from '#src/errors/app-error'
import { RESERVATION_MS } from '#src/modules/promotions/promotions.service'
import {
  closeOrder,
  fetchPayment,
  lockOrder,
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
 * reservation is over, so the slot is freed only after Pi confirms the cancel. Orders that never got a
 * Pi payment are closed as expired after those same 10 minutes. Then lapsed reservations that no
 * APPROVED order holds are released.
 */
export async function reconcilePayments(core: PaymentCore, at: Date = core.now()) {
  const stale = await core.orders.listStale(new Date(at.getTime() - RECONCILE_AFTER_MS), 200)
  const summary = { checked: stale.length, completed: 0, cancelled: 0, pending: 0, failed: 0, released: 0 }
  for (const order of await core.orders.listNeverPaid(new Date(at.getTime() - RESERVATION_MS), 200)) {
    summary.checked += 1
    try {
      if (await expireNeverPaid(core, order.id)) summary.cancelled += 1
      else summary.pending += 1
    } catch (error) {
      summary.failed += 1
      core.log.warn({ err: error, orderId: order.id }, 'reconciler could not close an order never paid')
    }
  }
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

/**
 * An order no Pi payment was ever made for (a desktop's QR payment nobody opened on a phone): closed as
 * expired, as an unsigned payment is after the same 10 minutes, so it no longer reads as open and its
 * pay link says it expired; anything it held is released. Under the order's lock and only while it still
 * has no Pi id: an approval that bound one meanwhile wins. Answers whether it was closed.
 */
async function expireNeverPaid(core: PaymentCore, orderId: string): Promise<boolean> {
  return core.db.transaction(async (tx) => {
    const order = await lockOrder(core, tx, orderId)
    if (order.status !== 'CREATED' || order.piPaymentId !== null) return false
    await core.orders.update(orderId, { status: 'CANCELLED', closedReason: 'EXPIRED', updatedAt: core.now() }, tx)
    await core.promotions.releaseReservation(orderId, tx)
    return true
  })
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
