import { z } from 'zod'
import { PLAN_TYPES } from '../domain/enums'

export const PlanTypeSchema = z.enum(PLAN_TYPES)

export const ActivePlanQuerySchema = z.object({
  username: z.string().min(1).max(60).optional(),
})

/** The user's best plan in force; STANDARD when nothing else is active. */
export const ActivePlanSchema = z.object({ planType: PlanTypeSchema })
export type ActivePlan = z.infer<typeof ActivePlanSchema>
