import type { Db } from '#src/db/client'
import { scopeFor } from '../slot-scope'
import {
  alreadyActive,
  assertRenewalOpen,
  freeSlots,
  hasLivePromotion,
  isPublished,
  noSlot,
  notPublished,
  renewalInProgress,
  RENEWAL_WINDOW_MS,
  RESERVATION_MS,
  writeOrderPromotion,
  type OrderPromotion,
  type PromotionsCore,
} from './promotions-core'

/**
 * At payment approval, inside the order's transaction: takes the placement's lock, counts, and writes a
 * RESERVED promotion for the order. Throws PROMOTION_NO_SLOT (or PROMOTION_ALREADY_ACTIVE) instead.
 * Idempotent: a reservation the order holds is kept (held until released, even past its 10 minutes).
 */
export async function reserveSlot(core: PromotionsCore, order: OrderPromotion, at: Date, trx: Db) {
  const { repo, line } = core
  const scope = scopeFor(order.planType, order.categoryId)
  await repo.lockSlider(scope, trx)
  const existing = await repo.findByPaymentId(order.id, trx)
  if (existing && (existing.state === 'ACTIVE' || existing.state === 'RESERVED')) return existing
  const renewing = await repo.findByRenewalPaymentId(order.id, trx)
  if (renewing) return renewing
  // Taken down since the order was created (unpublished, its maker suspended): nothing may be held for it.
  if (!(await isPublished(order.articleId, trx))) throw notPublished()
  const renewable = await repo.findRenewable(order.articleId, scope, at, RENEWAL_WINDOW_MS, trx)
  if (renewable) {
    // A renewal holds the promotion's own slot, past its end if need be, until it is paid or released.
    assertRenewalOpen(renewable, at)
    if (renewable.renewalPaymentId !== null) throw renewalInProgress()
    if (renewable.expiresAt! <= at) {
      // It ended: its slot was freed, so it needs one again, as a new purchase would.
      await line.settle(scope, at, trx)
      if ((await freeSlots(core, scope, at, trx, order.userId)) <= 0) throw noSlot()
      await line.lines.linkOrder(order.userId, scope, order.id, at, trx)
    }
    await repo.setRenewalPayment(renewable.id, order.id, trx)
    return renewable
  }
  if (await hasLivePromotion(core, order.articleId, order.planType, at, { exceptPaymentId: order.id, trx })) {
    throw alreadyActive()
  }
  // Those waiting come first: a slot freed since the last tick is held for them before counting.
  await line.settle(scope, at, trx)
  if ((await freeSlots(core, scope, at, trx, order.userId)) <= 0) throw noSlot()
  // The buyer's own hold, if any, is taken over by the reservation (it counts again if released).
  await line.lines.linkOrder(order.userId, scope, order.id, at, trx)
  return writeOrderPromotion(core, trx, order, existing, {
    state: 'RESERVED',
    reservedUntil: new Date(at.getTime() + RESERVATION_MS),
  })
}
