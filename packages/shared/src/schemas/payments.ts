import { z } from 'zod'
import { PLAN_TYPES, SLIDER_PLAN_TYPES } from '../domain/enums'

export const PlanTypeSchema = z.enum(PLAN_TYPES)

export const ActivePlanQuerySchema = z.object({
  username: z.string().min(1).max(60).optional(),
})

/** The user's best plan in force; STANDARD when nothing else is active. */
export const ActivePlanSchema = z.object({ planType: PlanTypeSchema })
export type ActivePlan = z.infer<typeof ActivePlanSchema>

export const SliderPlanTypeSchema = z.enum(SLIDER_PLAN_TYPES)

/** GET /api/price: the price of each plan, in Pi. */
export const PlanPricesSchema = z.object({
  STANDARD: z.number().positive(),
  CATEGORY_SLIDER: z.number().positive(),
  MAIN_SLIDER: z.number().positive(),
})
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
    if (query.promoteType === 'CATEGORY_SLIDER' && !query.categorySlug) {
      ctx.addIssue({ code: 'custom', path: ['categorySlug'], message: 'A category is needed for the category slider.' })
    }
  })
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>

/** Slot availability (spec "Slot info"); `categoryName` is null for the main slider. */
export const SlotInfoSchema = z.object({
  totalSlots: z.number().int().nonnegative(),
  remainingSlots: z.number().int().nonnegative(),
  categoryName: z.string().nullable(),
})
export type SlotInfo = z.infer<typeof SlotInfoSchema>
