import type { PlanType } from '@spotlight/shared/domain/enums'
import type { CreatePaymentBody, CreatePaymentResponse } from '@spotlight/shared/schemas/payments'
import { isPerCategoryPlan, isSliderPlan } from '@spotlight/shared/domain/plans'
import { memoFor, toPiUnits } from '../payment-amount'
import { fetchPayment, settle, type Buyer, type PaymentCore } from './payment-core'

/**
 * POST /api/payments/create: our order, priced from PLAN_PRICES only. A slider plan needs the buyer's
 * own published article and, as a courtesy, a free slot now (the binding check is at approval).
 */
export async function createPayment(
  core: PaymentCore,
  buyer: Buyer,
  body: CreatePaymentBody,
): Promise<CreatePaymentResponse> {
  const price = core.prices[body.planType]
  let articleId: number | null = null
  let categoryId: number | null = null
  if (isSliderPlan(body.planType)) {
    const target = await core.promotions.resolveTarget({
      articleId: body.articleId!,
      planType: body.planType,
      categorySlug: body.categorySlug,
      userId: buyer.userId,
      asAdmin: false,
    })
    articleId = target.article.id
    categoryId = target.categoryId
    await settleDroppedPurchases(core, buyer, articleId, body.planType)
    await core.promotions.assertCanBuy({ userId: buyer.userId, articleId, planType: body.planType, categoryId })
  }
  const order = await core.orders.insert({
    userId: buyer.userId,
    planType: body.planType,
    articleId,
    categoryId,
    amount: toPiUnits(price).text,
  })
  const metadata: CreatePaymentResponse['metadata'] = {
    orderId: order.id,
    planType: body.planType,
    paymentId: order.id,
    username: buyer.username,
    ...(articleId !== null ? { articleId } : {}),
    ...(isPerCategoryPlan(body.planType) && body.categorySlug ? { categorySlug: body.categorySlug } : {}),
  }
  return { paymentId: order.id, amount: price, memo: memoFor(body.planType), metadata }
}

/**
 * A buyer who cancelled in the wallet after our approval buys again at once: their earlier order still
 * holds the slot (or the renewal) until the reconciler's next pass, and the new order would be refused
 * as if the article had the plan. Their own open orders for it are re-read from Pi first: one Pi
 * cancelled is closed (its slot freed), one signed is completed. Pi unreachable changes nothing here:
 * the checks that follow refuse as before and the reconciler settles it later.
 */
async function settleDroppedPurchases(core: PaymentCore, buyer: Buyer, articleId: number, planType: PlanType) {
  for (const order of await core.orders.listOpenForArticle(buyer.userId, articleId, planType)) {
    try {
      const payment = await fetchPayment(core, order.piPaymentId!)
      await settle(core, order, payment, buyer, { cancelUnsigned: false })
    } catch (error) {
      core.log.warn({ err: error, orderId: order.id }, 'could not re-read an open order before a new purchase')
    }
  }
}
