import { type ActivePlan, ActivePlanSchema } from '@spotlight/shared/schemas/payments'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

const STANDARD: ActivePlan = { planType: 'STANDARD' }

/** The user's best plan in force. Unknown answers and errors count as STANDARD (spec section 7). */
export async function getActivePlan(username: string): Promise<ActivePlan> {
  try {
    return await api.get(`/api/payments/active-plan?username=${encodeURIComponent(username)}`, ActivePlanSchema)
  } catch (error) {
    console.warn('Active plan unavailable; assuming STANDARD', error)
    return STANDARD
  }
}

export const activePlanQuery = (username: string) =>
  queryOptions({ queryKey: ['payments', 'active-plan', username], queryFn: () => getActivePlan(username) })

export const useActivePlan = (username: string | undefined) =>
  useQuery({ ...activePlanQuery(username ?? ''), enabled: Boolean(username) })
