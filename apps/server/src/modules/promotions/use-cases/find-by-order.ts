import type { PromotionsCore } from './promotions-core'

/**
 * The promotion an order bought (its reservation, then its activation), if any; for a renewal, the
 * promotion it extended, with the end that renewal gave it.
 */
export async function findByOrder(core: PromotionsCore, orderId: string) {
  const bought = await core.repo.findByPaymentId(orderId)
  if (bought) return bought
  const renewed = await core.repo.findRenewalByPaymentId(orderId)
  if (renewed) {
    const promotion = await core.repo.findById(renewed.promotionId)
    return promotion ? { ...promotion, expiresAt: renewed.expiresAt } : null
  }
  return core.repo.findByRenewalPaymentId(orderId)
}
