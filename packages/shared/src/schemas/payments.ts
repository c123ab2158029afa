import { z } from 'zod'
import { PAYMENT_CLOSED_REASONS, PAYMENT_STATUSES, PLAN_TYPES, SLIDER_PLAN_TYPES, type PlanType } from '../domain/enums'
import { isPerCategoryPlan, isSliderPlan } from '../domain/plans'

export const PlanTypeSchema = z.enum(PLAN_TYPES)

export const ActivePlanQuerySchema = z.object({
  username: z.string().min(1).max(60).optional(),
})

/** The user's best plan in force; STANDARD when nothing else is active. */
export const ActivePlanSchema = z.object({ planType: PlanTypeSchema })
export type ActivePlan = z.infer<typeof ActivePlanSchema>

export const SliderPlanTypeSchema = z.enum(SLIDER_PLAN_TYPES)

/** GET /api/price: the price of each plan, in Pi. */
export const PlanPricesSchema = z.object(
  Object.fromEntries(PLAN_TYPES.map((plan) => [plan, z.number().positive()])) as Record<PlanType, z.ZodNumber>,
)
export type PlanPrices = z.infer<typeof PlanPricesSchema>

/**
 * Query of GET /api/payments/slots. The client sends `categorySlug` empty when there is none; the
 * category slider needs one (its slots are counted per category), the main slider ignores it.
 */
export const SlotsQuerySchema = z
  .object({
    promoteType: SliderPlanTypeSchema,
    categorySlug: z
      .string()
      .trim()
      .max(120)
      .optional()
      .transform((slug) => slug || undefined),
  })
  .superRefine((query, ctx) => {
    if (isPerCategoryPlan(query.promoteType) && !query.categorySlug) {
      ctx.addIssue({ code: 'custom', path: ['categorySlug'], message: 'A category is needed for the category slider.' })
    }
  })
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>

/** Slot availability; `categoryName` is null for the main slider. */
export const SlotInfoSchema = z.object({
  totalSlots: z.number().int().nonnegative(),
  remainingSlots: z.number().int().nonnegative(),
  categoryName: z.string().nullable(),
})
export type SlotInfo = z.infer<typeof SlotInfoSchema>

const OptionalSlug = z
  .string()
  .trim()
  .max(120)
  .nullish()
  .transform((slug) => slug || undefined)

/** A Pi payment identifier (28 characters in practice) or our order uuid. */
export const PaymentIdSchema = z.string().trim().min(1).max(100)

/**
 * POST /api/payments/create. `username` and `paymentId` are accepted for older clients but ignored:
 * the buyer is the signed-in user and the order id is ours. Slider plans name the buyer's published article.
 */
export const CreatePaymentBodySchema = z
  .object({
    planType: PlanTypeSchema,
    username: z.string().max(60).nullish(),
    categorySlug: OptionalSlug,
    paymentId: z.string().max(100).nullish(),
    articleId: z.coerce.number().int().positive().nullish(),
  })
  .superRefine((body, ctx) => {
    if (isSliderPlan(body.planType) && !body.articleId) {
      ctx.addIssue({ code: 'custom', path: ['articleId'], message: 'A slider plan is bought for a published article.' })
    }
  })
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>

/** What the client passes to `Pi.createPayment`: amount and memo as given, metadata untouched. */
export const CreatePaymentResponseSchema = z.object({
  /** Our order id. */
  paymentId: z.string(),
  amount: z.number().positive(),
  memo: z.string(),
  metadata: z.object({
    orderId: z.string(),
    planType: PlanTypeSchema,
    paymentId: z.string(),
    username: z.string(),
    articleId: z.number().int().optional(),
    categorySlug: z.string().optional(),
  }),
})
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponseSchema>

/** POST /api/payments/approve: `paymentId` is the Pi identifier the SDK's callback gives; the rest is informative. */
export const ApprovePaymentBodySchema = z.object({
  paymentId: PaymentIdSchema,
  orderId: z.string().max(100).nullish(),
  planType: PlanTypeSchema.nullish(),
  categorySlug: OptionalSlug,
})
export type ApprovePaymentBody = z.infer<typeof ApprovePaymentBodySchema>

export const ApprovePaymentResponseSchema = z.object({
  /** APPROVED, or COMPLETED when a retried approval arrives after completion. */
  status: z.enum(PAYMENT_STATUSES),
  paymentId: z.string(),
  piPaymentId: z.string(),
  planType: PlanTypeSchema,
})
export type ApprovePaymentResponse = z.infer<typeof ApprovePaymentResponseSchema>

/** POST /api/payments/complete: the Pi identifier and the txid from `onReadyForServerCompletion`. */
export const CompletePaymentBodySchema = z.object({
  paymentId: PaymentIdSchema,
  txid: z.string().trim().min(1).max(200),
  articleId: z.coerce.number().int().positive().nullish(),
})
export type CompletePaymentBody = z.infer<typeof CompletePaymentBodySchema>

export const CompletePaymentResponseSchema = z.object({
  status: z.literal('COMPLETED'),
  /** Our order id. */
  paymentId: z.string(),
  planType: PlanTypeSchema,
  amount: z.number(),
  expirationAt: z.string().nullable().optional(),
  /** Paid, and its promotion ended: the article was taken down (at completion: while it was paid, so it never ran). */
  promotionEnded: z.boolean().optional(),
  articleId: z.number().int().nullable().optional(),
})
export type CompletePaymentResponse = z.infer<typeof CompletePaymentResponseSchema>

/** POST /api/payments/incomplete: the identifier `Pi.authenticate`'s onIncompletePaymentFound gave. */
export const IncompletePaymentBodySchema = z.object({ paymentId: PaymentIdSchema })
export type IncompletePaymentBody = z.infer<typeof IncompletePaymentBodySchema>

export const IncompletePaymentResponseSchema = z.object({
  /** What the server did: completed (and granted), cancelled, or left as is (e.g. unverified transaction). */
  outcome: z.enum(['COMPLETED', 'CANCELLED', 'PENDING']),
  paymentId: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES).nullable(),
})
export type IncompletePaymentResponse = z.infer<typeof IncompletePaymentResponseSchema>

export const PaymentIdParamsSchema = z.object({ paymentId: PaymentIdSchema })

/** GET /api/payments/by-payment-id/{paymentId}: the Payment clients poll while a QR payment is open. */
export const PaymentStatusSchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  expirationAt: z.string().nullable(),
  /** Paid, and its promotion ended by a takedown of its article, as in the completion's answer. */
  promotionEnded: z.boolean().optional(),
  /**
   * Why a CANCELLED order closed, as in the payment history: EXPIRED when nobody paid it in time (a
   * desktop's QR payment no phone opened is closed so after 10 minutes), USER_CANCELLED in the wallet,
   * null when Pi did not say; absent while the order is not CANCELLED. The phone's pay link tells the
   * buyer the payment expired.
   */
  closedReason: z.enum(PAYMENT_CLOSED_REASONS).nullable().optional(),
  planType: PlanTypeSchema,
  amount: z.number(),
})
export type PaymentStatusDto = z.infer<typeof PaymentStatusSchema>

/** POST /api/payments/activate and /activate/admin (`username` is accepted for older clients and ignored). */
export const ActivatePlanBodySchema = z.object({
  articleId: z.coerce.number().int().positive(),
  planType: SliderPlanTypeSchema,
  username: z.string().max(60).nullish(),
  categorySlug: OptionalSlug,
})
export type ActivatePlanBody = z.infer<typeof ActivatePlanBodySchema>

export const ActivatePlanResponseSchema = z.object({
  planType: SliderPlanTypeSchema,
  expirationAt: z.string(),
})
export type ActivatePlanResponse = z.infer<typeof ActivatePlanResponseSchema>

/** DELETE /api/payments/cancel-subscription?articleId&planType */
export const CancelSubscriptionQuerySchema = z.object({
  articleId: z.coerce.number().int().positive(),
  planType: SliderPlanTypeSchema,
})
export type CancelSubscriptionQuery = z.infer<typeof CancelSubscriptionQuerySchema>

/**
 * The waiting list of one slider: POST's body and DELETE's query. The category slider
 * needs its category's slug; the main slider ignores it.
 */
export const WaitlistSliderSchema = z
  .object({
    planType: SliderPlanTypeSchema,
    categorySlug: OptionalSlug,
  })
  .superRefine((slider, ctx) => {
    if (isPerCategoryPlan(slider.planType) && !slider.categorySlug) {
      ctx.addIssue({ code: 'custom', path: ['categorySlug'], message: 'A category is needed for the category slider.' })
    }
  })
export type WaitlistSlider = z.infer<typeof WaitlistSliderSchema>

/**
 * A place on a waiting list. `position` 1 is the next to be offered a slot; 0 while a freed slot is
 * held for this user until `heldUntil` (only they can buy it meanwhile).
 */
export const WaitlistPlaceSchema = z.object({
  planType: SliderPlanTypeSchema,
  categorySlug: z.string().nullable(),
  position: z.number().int().nonnegative(),
  heldUntil: z.string().nullable(),
})
export type WaitlistPlace = z.infer<typeof WaitlistPlaceSchema>

/** POST /api/payments/waitlist's answer. */
export const WaitlistJoinedSchema = WaitlistPlaceSchema.pick({ planType: true, categorySlug: true, position: true })
export type WaitlistJoined = z.infer<typeof WaitlistJoinedSchema>

/** GET /api/payments/waitlist: the signed-in user's places. */
export const WaitlistPlacesSchema = z.array(WaitlistPlaceSchema)

/**
 * GET /api/payments/renewable: the signed-in user's promotions that can be renewed now (in their last
 * 7 days, or ended less than 7 days ago). Renewing is an ordinary `POST /api/payments/create`.
 */
export const RenewablePromotionSchema = z.object({
  articleId: z.number().int(),
  planType: SliderPlanTypeSchema,
  categorySlug: z.string().nullable(),
  expiresAt: z.string(),
})
export type RenewablePromotion = z.infer<typeof RenewablePromotionSchema>
export const RenewablePromotionsSchema = z.array(RenewablePromotionSchema)
