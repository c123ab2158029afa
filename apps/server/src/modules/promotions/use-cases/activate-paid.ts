import type { Db } from '#src/db/client'
import { placementOf, type SlotScope } from '../slot-scope'
import {
  freeSlots,
  isTakenDown,
  promotionMsOf,
  RENEWAL_WINDOW_MS,
  renewedEnd,
  writeOrderPromotion,
  type OrderPromotion,
  type PromotionsCore,
} from './promotions-core'
import type { Promotion } from '../promotions.repository'

/**
 * The order's article was taken down before its payment completed, or its category slider is gone (a
 * category deleted under it): the buyer is treated as one whose promotion the takedown ended. Paid is
 * paid and nothing is refunded; the order's promotion is written CANCELLED for the term it bought (what
 * the receipt shows, as for a promotion the takedown ended), its reservation or renewal holds nothing any
 * more, and a slot that freed goes to the line (`scope` null: there is no placement left to free).
 */
async function endedByTakedown(
  core: PromotionsCore,
  order: OrderPromotion,
  existing: Promotion | null,
  scope: SlotScope | null,
  at: Date,
  trx: Db,
) {
  const renewing = await core.repo.findByRenewalPaymentId(order.id, trx)
  if (renewing) await core.repo.setRenewalPayment(renewing.id, null, trx)
  // The hold the order had taken over is used up, as at an activation.
  await core.line.lines.deleteByOrder(order.id, trx)
  const ended = await writeOrderPromotion(core, trx, order, existing, {
    state: 'CANCELLED',
    startsAt: at,
    expiresAt: new Date(at.getTime() + promotionMsOf(order.planType)),
    reservedUntil: null,
  })
  if (scope) await core.line.settle(scope, at, trx)
  return ended
}

/**
 * At completion, in the transaction that flips the order to COMPLETED: the order's reservation becomes
 * ACTIVE for the plan's term. The reservation is held until then, so this never overfills the
 * placement. An order that holds none (a recovered lost record) gets a slot only if one is free:
 * answers null when the placement is full, and an admin must settle it. An order whose article was
 * taken down meanwhile, or whose category is gone, gets no slot: its promotion is answered CANCELLED.
 */
export async function activatePaid(core: PromotionsCore, order: OrderPromotion, at: Date, trx: Db) {
  const { repo, line } = core
  const existing = await repo.findByPaymentId(order.id, trx)
  if (existing?.state === 'ACTIVE') return existing
  const scope = placementOf(order.planType, order.categoryId)
  // The completion follows a Pi /complete that already took the buyer's Pi: it must not fail here. A
  // per-category order whose category is gone (deleted before the guard that refuses it existed, or its
  // row cleared by hand) buys a slider that no longer exists: ended at once, as after a takedown.
  if (!scope) return endedByTakedown(core, order, existing, null, at, trx)
  // Under the placement's lock: a takedown of the article that committed is seen by the read below; one
  // still running reads this placement again under this same lock and ends what is written here.
  await repo.lockSlider(scope, trx)
  if (await isTakenDown(order.articleId, trx)) return endedByTakedown(core, order, existing, scope, at, trx)
  const renewing = await repo.findByRenewalPaymentId(order.id, trx)
  if (renewing) {
    await line.lines.deleteByOrder(order.id, trx)
    return repo.extend(renewing, order.id, renewedEnd(renewing, at), trx)
  }
  if (existing?.state !== 'RESERVED') {
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
