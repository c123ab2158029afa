import {
  isSiteWidePlan,
  lockClassOf,
  type PerCategoryPlanType,
  type SiteWidePlanType,
  type SliderPlanType,
} from '@spotlight/shared/domain/plans'
import { AppError } from '#src/errors/app-error'

/**
 * Which placement a slot belongs to: a site-wide plan's one placement, or one category's placement of
 * a per-category plan (the plan catalogue's `scope`). Code tells them apart by `categoryId`, never by
 * naming a plan, so a new plan of either scope needs no change here.
 */
export type SlotScope = { planType: SiteWidePlanType } | { planType: PerCategoryPlanType; categoryId: number }

/** The category of a per-category scope; null for a site-wide one. */
export const categoryIdOf = (scope: SlotScope): number | null => ('categoryId' in scope ? scope.categoryId : null)

/** The scope of a plan and a row's category; a per-category plan without a category has no placement. */
export function scopeFor(planType: SliderPlanType, categoryId: number | null): SlotScope {
  if (isSiteWidePlan(planType)) return { planType }
  if (categoryId === null) throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'The article has no category slider.')
  return { planType, categoryId }
}

/**
 * The placement a row of that plan and category is in, or null for a per-category plan whose category
 * was deleted: an ended promotion of it keeps its row (and its receipt its term) but is in no slider, so
 * there is nothing to lock or settle for it.
 */
export function placementOf(planType: SliderPlanType, categoryId: number | null): SlotScope | null {
  return isSiteWidePlan(planType) || categoryId !== null ? scopeFor(planType, categoryId) : null
}

/** The category a row of that plan stores: its own for a per-category plan, none for a site-wide one. */
export const storedCategoryId = (planType: SliderPlanType, categoryId: number | null): number | null =>
  isSiteWidePlan(planType) ? null : categoryId

/** One lock order for every placement (plan's lock class, then category), so two decisions over several never deadlock. */
export const byLockOrder = (a: SlotScope, b: SlotScope) =>
  lockClassOf(a.planType) - lockClassOf(b.planType) || (categoryIdOf(a) ?? 0) - (categoryIdOf(b) ?? 0)
