import type { ArticleStatus, PaymentStatus } from '@spotlight/shared/domain/enums'
import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/plans'
import type { TranslationKey } from './i18n'
import { planTextKey } from './plan-card-keys'
import { slotPlanTextKey } from './plan-texts'

/**
 * Words for the codes the API speaks: a signed-in screen never shows `PENDING_APPROVAL` or
 * `CATEGORY_SLIDER`, it says 'In review' or 'Category Slider' in the page's language. Each map is a
 * `Record` of its code, so a new status does not typecheck until it has its words (a plan's words:
 * packages/shared/src/plan-texts/, keyed in plan-texts.ts).
 */
const STATUS_KEYS = {
  DRAFT: 'articleStatus.draft',
  PENDING_APPROVAL: 'articleStatus.inReview',
  PUBLISHED: 'articleStatus.published',
  REJECTED: 'articleStatus.rejected',
  HIDDEN: 'articleStatus.hidden',
} as const satisfies Record<ArticleStatus, TranslationKey>

const PAYMENT_STATUS_KEYS = {
  CREATED: 'paymentStatus.created',
  APPROVED: 'paymentStatus.approved',
  COMPLETED: 'paymentStatus.completed',
  CANCELLED: 'paymentStatus.cancelled',
  FAILED: 'paymentStatus.failed',
} as const satisfies Record<PaymentStatus, TranslationKey>

export const paymentStatusKey = (status: PaymentStatus): TranslationKey => PAYMENT_STATUS_KEYS[status]

export const articleStatusKey = (status: ArticleStatus): TranslationKey => STATUS_KEYS[status]

/** The plans' names, as the Advertise page names them (plan-texts.ts). */
export const planNameKey = (planType: PlanType): TranslationKey => planTextKey(planType, 'name')

/** A receipt's "what it bought" for a slot plan. */
export const boughtSlotKey = (planType: SliderPlanType): TranslationKey => slotPlanTextKey(planType, 'bought')
