import type { MyPayment } from '@spotlight/shared/schemas/payment-history'
import type { TFunction } from '#app/lib/i18n'
import { categoryName } from '#app/lib/category-name'
import { formatDateTime } from '#app/lib/format'
import { isSliderPlan } from '@spotlight/shared/domain/plans'
import { boughtSlotKey, planNameKey } from '#app/lib/labels'
import { creditPlanTextKey } from '#app/lib/plan-texts'

/** What an order bought, in words: a publication, or 30 days in a slider for an article. */
export function describePurchase(payment: MyPayment, t: TFunction, language: string): string {
  const title = payment.articleTitle
  if (!isSliderPlan(payment.planType)) {
    return title
      ? t(creditPlanTextKey(payment.planType, 'boughtFor'), { title })
      : t(creditPlanTextKey(payment.planType, 'bought'))
  }
  if (!title) return t('paymentHistory.boughtSliderNoArticle', { plan: t(planNameKey(payment.planType)) })
  // The category in the page's language (its translation, else its English name; the slug if it has neither).
  const category =
    payment.categoryName !== null
      ? categoryName({ name: payment.categoryName, translations: payment.categoryTranslations ?? {} }, language)
      : (payment.categorySlug ?? '')
  return t(boughtSlotKey(payment.planType), { plan: t(planNameKey(payment.planType)), title, category })
}

/** Until when: the promotion's end (noting an early cancellation), or why there is no end date. */
export function describeEnd(payment: MyPayment, t: TFunction, language: string): string {
  if (!isSliderPlan(payment.planType)) return t('paymentHistory.untilNotApplicable')
  if (!payment.expiresAt) return t('paymentHistory.notStarted')
  const date = formatDateTime(payment.expiresAt, language)
  return payment.promotionState === 'CANCELLED' ? t('paymentHistory.cancelledEarly', { date }) : date
}

/** A Pi amount as the page's language writes numbers (up to Pi's 7 decimals). */
export const formatPi = (amount: number, language: string, t: TFunction) =>
  t('paymentHistory.amount', { amount: amount.toLocaleString(language, { maximumFractionDigits: 7 }) })
