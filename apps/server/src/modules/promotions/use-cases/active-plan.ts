import { bestPlan, PLANS_BY_RANK, type PlanType } from '@spotlight/shared/domain/plans'
import { AppError } from '#src/errors/app-error'
import type { PromotionsCore, Viewer } from './promotions-core'

/**
 * GET /api/payments/active-plan: the most valuable plan in force on a user's articles (the plan
 * catalogue's rank; the lowest-ranked plan when none). A user's plans are their own business; only an
 * admin may look at someone else's.
 */
export async function activePlan(
  core: PromotionsCore,
  viewer: Viewer,
  username: string | undefined,
): Promise<{ planType: PlanType }> {
  const name = username ?? viewer.username
  if (name !== viewer.username && viewer.role !== 'ADMIN') {
    throw new AppError('FORBIDDEN', 'You can only see your own plan.')
  }
  const userId = name === viewer.username ? viewer.userId : (await core.users.findByUsername(name))?.id
  if (userId === undefined) return { planType: PLANS_BY_RANK[0]! }
  const active = await core.repo.listActivePlanTypes(await core.articles.listIdsByOwner(userId), core.now())
  return { planType: bestPlan(active) }
}
