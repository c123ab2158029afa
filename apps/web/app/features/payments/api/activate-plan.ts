import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { ActivatePlanResponse } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'

export type ActivatePlanInput = {
  articleId: number
  planType: SliderPlanType
  username: string
  categorySlug: string | null
}

/** POST /api/payments/activate (a paid plan) or /activate/admin (admins, no payment). */
export const activatePlan = (input: ActivatePlanInput, { asAdmin }: { asAdmin: boolean }) =>
  api.post<ActivatePlanResponse>(asAdmin ? '/api/payments/activate/admin' : '/api/payments/activate', input)
