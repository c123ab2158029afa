import { RENEWAL_WINDOW_MS } from './promotions-core'
import {
  assertRenewalOpen,
  alreadyActive,
  freeSlots,
  hasLivePromotion,
  noSlot,
  renewalInProgress,
  type OrderPromotion,
  type PromotionsCore,
} from './promotions-core'
import { scopeFor } from '../slot-scope'

/**
 * `create`'s courtesy check before an order is written: the article may get the plan and the placement
 * has room now. The binding check is `reserveSlot`, under the placement's lock, at approval.
 */
export async function assertCanBuy(core: PromotionsCore, order: Omit<OrderPromotion, 'id'>) {
  const at = core.now()
  const scope = scopeFor(order.planType, order.categoryId)
  const renewable = await core.repo.findRenewable(order.articleId, scope, at, RENEWAL_WINDOW_MS)
  if (renewable) {
    // A renewal: the promotion keeps its slot (even in a full placement) while it has not ended.
    assertRenewalOpen(renewable, at)
    if (renewable.renewalPaymentId !== null) throw renewalInProgress()
    if (renewable.expiresAt! > at) return
  }
  if (!renewable && (await hasLivePromotion(core, order.articleId, order.planType, at))) throw alreadyActive()
  // A slot held for the buyer is theirs; otherwise those waiting come first for any free slot.
  const entry = await core.line.lines.find(order.userId, scope)
  const holds = entry?.heldUntil != null && entry.heldUntil > at
  const waiting = holds ? 0 : await core.line.lines.countWaiting(scope, order.userId)
  if ((await freeSlots(core, scope, at, core.db, order.userId)) - waiting <= 0) throw noSlot()
}
