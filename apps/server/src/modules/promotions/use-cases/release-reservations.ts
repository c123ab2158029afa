import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import type { Db } from '#src/db/client'
import { placementOf } from '../slot-scope'
import type { PromotionsCore } from './promotions-core'

/**
 * The reservation or renewal an order held was released (the order was closed unpaid): its user's
 * hold, if it had used one, counts again; a slot that freed goes to the next in line.
 */
async function releaseOrder(core: PromotionsCore, orderId: string, at: Date, tx: Db) {
  const released = [
    ...(await core.repo.releaseByPaymentId(orderId, tx)),
    ...(await core.repo.releaseRenewalByPaymentId(orderId, tx)),
  ]
  await core.line.lines.unlinkOrders([orderId], tx)
  for (const row of released) {
    // A promotion of a deleted category is in no slider: nothing to free there.
    const scope = placementOf(row.planType as SliderPlanType, row.categoryId)
    if (!scope) continue
    await core.repo.lockSlider(scope, tx)
    await core.line.settle(scope, at, tx)
  }
}

/**
 * Frees the slot an unpaid order reserved, or the renewal it held (no-op once ACTIVE: a paid
 * promotion is never released here); a slot that freed is held for the next in line.
 */
export async function releaseReservation(core: PromotionsCore, orderId: string, trx?: Db) {
  const at = core.now()
  if (trx) return releaseOrder(core, orderId, at, trx)
  return core.db.transaction((tx) => releaseOrder(core, orderId, at, tx))
}

/**
 * Reservations whose 10 minutes passed and that nothing holds any more: no order, or an order the
 * caller says is no longer held (`isHeld`: its Pi payment may still be signed). Marked CANCELLED to
 * keep the table honest. Returns the order ids released.
 */
export async function releaseLapsedReservations(
  core: PromotionsCore,
  at: Date,
  isHeld: (orderIds: string[]) => Promise<Set<string>>,
) {
  const lapsed = await core.repo.listLapsedReservations(at)
  if (lapsed.length === 0) return []
  const held = await isHeld(lapsed.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))
  const free = lapsed.filter((row) => !row.paymentId || !held.has(row.paymentId))
  await core.repo.releaseByIds(free.map((row) => row.id))
  const orderIds = free.flatMap((row) => (row.paymentId ? [row.paymentId] : []))
  // Holds those orders had taken over count again; the tick then passes on what is free.
  await core.line.lines.unlinkOrders(orderIds)
  return orderIds
}
