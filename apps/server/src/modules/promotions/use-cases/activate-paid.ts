import type { Db } from '#src/db/client'
import { scopeFor } from '../slot-scope'
import {
  freeSlots,
  promotionMsOf,
  RENEWAL_WINDOW_MS,
  renewedEnd,
  writeOrderPromotion,
  type OrderPromotion,
  type PromotionsCore,
} from './promotions-core'

/**
 * At completion, in the transaction that flips the order to COMPLETED: the order's reservation becomes
 * ACTIVE for the plan's term. The reservation is held until then, so this never overfills the
 * placement. An order that holds none (a recovered lost record) gets a slot only if one is free:
 * answers null when the placement is full, and an admin must settle it.
 */
export async function activatePaid(core: PromotionsCore, order: OrderPromotion, at: Date, trx: Db) {
  const { repo, line } = core
  const existing = await repo.findByPaymentId(order.id, trx)
  if (existing?.state === 'ACTIVE') return existing
  const renewing = await repo.findByRenewalPaymentId(order.id, trx)
  if (renewing) {
    await line.lines.deleteByOrder(order.id, trx)
    return repo.extend(renewing, order.id, renewedEnd(renewing, at), trx)
  }
  const scope = scopeFor(order.planType, order.categoryId)
  if (existing?.state !== 'RESERVED') {
    await repo.lockSlider(scope, trx)
    // Paid is paid: a renewal whose hold was released meanwhile still extends a promotion in force.
    const renewable = existing ? null : await repo.findRenewable(order.articleId, scope, at, RENEWAL_WINDOW_MS, trx)
    if (renewable && renewable.renewalPaymentId === null && renewable.expiresAt! > at) {
      return repo.extend(renewable, order.id, renewedEnd(renewable, at), trx)
    }
    if ((await freeSlots(core, scope, at, trx, order.userId)) <= 0) return null
  }
  await line.lines.deleteByOrder(order.id, trx)
  await line.lines.remove(order.userId, scope, trx)
  return writeOrderPromotion(core, trx, order, existing, {
    state: 'ACTIVE',
    startsAt: at,
    expiresAt: new Date(at.getTime() + promotionMsOf(order.planType)),
    reservedUntil: null,
  })
}
