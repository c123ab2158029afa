import type { ArticleStatus, PaymentStatus, PlanType } from '@spotlight/shared/domain/enums'
import type { TranslationKey } from './i18n'

/**
 * Words for the codes the API speaks (issue 17): a signed-in screen never shows `PENDING_APPROVAL` or
 * `CATEGORY_SLIDER`, it says 'In review' or 'Category Slider' in the page's language.
 */
const STATUS_KEYS = {
  DRAFT: 'articleStatus.draft',
  PENDING_APPROVAL: 'articleStatus.inReview',
  PUBLISHED: 'articleStatus.published',
  REJECTED: 'articleStatus.rejected',
} as const satisfies Record<ArticleStatus, TranslationKey>

/** The plans' names, as the Advertise page names them. */
const PLAN_KEYS = {
  STANDARD: 'advertise.standard.name',
  CATEGORY_SLIDER: 'advertise.categorySlider.name',
  MAIN_SLIDER: 'advertise.mainSlider.name',
} as const satisfies Record<PlanType, TranslationKey>

const PAYMENT_STATUS_KEYS = {
  CREATED: 'paymentStatus.created',
  APPROVED: 'paymentStatus.approved',
  COMPLETED: 'paymentStatus.completed',
  CANCELLED: 'paymentStatus.cancelled',
  FAILED: 'paymentStatus.failed',
} as const satisfies Record<PaymentStatus, TranslationKey>

export const paymentStatusKey = (status: PaymentStatus): TranslationKey => PAYMENT_STATUS_KEYS[status]

export const articleStatusKey = (status: ArticleStatus): TranslationKey => STATUS_KEYS[status]

export const planNameKey = (planType: PlanType): TranslationKey => PLAN_KEYS[planType]
