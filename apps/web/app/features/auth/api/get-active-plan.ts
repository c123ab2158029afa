import { PLAN_TYPES } from '@spotlight/shared/domain/enums'
import type { ActivePlan } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'
import { rememberRemote, useRemote } from '#app/lib/use-remote'

const STANDARD: ActivePlan = { planType: 'STANDARD' }

/** ActivePlanSchema by hand (no zod in the first load): a known plan type, or not an answer. */
const isActivePlan = (data: unknown): data is ActivePlan =>
  typeof data === 'object' &&
  data !== null &&
  (PLAN_TYPES as readonly unknown[]).includes((data as { planType?: unknown }).planType)

/** The user's best plan in force. Unknown answers and errors count as STANDARD, the plan every user has. */
export async function getActivePlan(username: string): Promise<ActivePlan> {
  try {
    const answer = await api.get<unknown>(
      `/api/payments/active-plan?username=${encodeURIComponent(username)}`,
      undefined,
      {
        signedIn: true,
      },
    )
    if (!isActivePlan(answer)) throw new Error('not an active plan')
    return { planType: answer.planType }
  } catch (error) {
    console.warn('Active plan unavailable; assuming STANDARD', error)
    return STANDARD
  }
}

export const activePlanKey = (username: string) => `payments/active-plan/${username}`

/** Keeps a plan sign-in already fetched, so the navigation bar does not fetch it again. */
export const rememberActivePlan = (username: string, plan: ActivePlan) => rememberRemote(activePlanKey(username), plan)

export const useActivePlan = (username: string | undefined) =>
  useRemote(username ? activePlanKey(username) : null, () => getActivePlan(username ?? ''))
