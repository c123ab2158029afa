import type { CreatePaymentBody, CreatePaymentResponse } from '@spotlight/shared/schemas/payments'
import { isPerCategoryPlan, isSliderPlan } from '@spotlight/shared/domain/plans'
import { memoFor, toPiUnits } from '../payment-amount'
import type { Buyer, PaymentCore } from './payment-core'

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
