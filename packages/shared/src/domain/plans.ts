// The plan catalogue: every plan Spotlight sells, declared once. Plan lists, slot limits, lock classes,
// price defaults, the plan cards' order and the campaign stats' slider placements all derive from it
// (docs/decisions/0013-plan-catalogue.md). Adding a plan is adding an entry here plus its texts; the
// typechecker then names every `Record<PlanType, ...>` that must decide something for it.

/** A plan that buys one publication credit (one article published); it places nothing. */
type CreditPlan = {
  grants: 'CREDIT'
  scope: 'NONE'
  slots: null
  days: null
  /** Pi, when PLAN_PRICES does not say otherwise. */
  defaultPrice: number
  /** Higher is more valuable: the user's "best plan" and the order of the plan cards. */
  rank: number
  lockClass: null
  statsPlacement: null
}

/** A plan that buys a slot in a placement for `days`: one placement site-wide, or one per category. */
type SlotPlan = {
  grants: 'SLOT'
  scope: 'CATEGORY' | 'SITE'
  /** Slots per placement (per category's placement when scoped per category). */
  slots: number
  days: number
  defaultPrice: number
  rank: number
  /**
   * The advisory-lock class that serialises this plan's slot decisions (reservations, activations,
   * the waiting list); the second key is the category id, 0 when site-wide. Unique per plan.
   */
  lockClass: number
  /** Where the campaign stats count this plan's slides (a `stat_placement` value). */
  statsPlacement: string
}

export type PlanEntry = CreditPlan | SlotPlan

export const PLAN_CATALOGUE = {
  STANDARD: {
    grants: 'CREDIT',
    scope: 'NONE',
    slots: null,
    days: null,
    defaultPrice: 1,
    rank: 0,
    lockClass: null,
    statsPlacement: null,
  },
  CATEGORY_SLIDER: {
    grants: 'SLOT',
    scope: 'CATEGORY',
    slots: 7,
    days: 30,
    defaultPrice: 3,
    rank: 1,
    lockClass: 74_002,
    statsPlacement: 'CATEGORY_SLIDER',
  },
  MAIN_SLIDER: {
    grants: 'SLOT',
    scope: 'SITE',
    slots: 7,
    days: 30,
    defaultPrice: 5,
    rank: 2,
    lockClass: 74_001,
    statsPlacement: 'MAIN_SLIDER',
  },
} as const satisfies Record<string, PlanEntry>

type Catalogue = typeof PLAN_CATALOGUE
export type PlanType = keyof Catalogue
type PlansWhere<Shape> = { [K in PlanType]: Catalogue[K] extends Shape ? K : never }[PlanType]

/** Plans that buy a slot (the others buy a publication credit). */
export type SliderPlanType = PlansWhere<{ grants: 'SLOT' }>
/** Slot plans with one placement for the whole site. */
export type SiteWidePlanType = PlansWhere<{ scope: 'SITE' }>
/** Slot plans with one placement per category. */
export type PerCategoryPlanType = PlansWhere<{ scope: 'CATEGORY' }>
/** The campaign stats' placement of a slot plan's slides. */
export type SliderStatPlacement = Catalogue[SliderPlanType]['statsPlacement']

type NonEmpty<T> = readonly [T, ...T[]]

/** Every plan, in the catalogue's order (also the order of the database enum's values). */
export const PLAN_TYPES = Object.keys(PLAN_CATALOGUE) as unknown as NonEmpty<PlanType>

export const isPlanType = (value: unknown): value is PlanType =>
  typeof value === 'string' && Object.hasOwn(PLAN_CATALOGUE, value)

export function isSliderPlan(planType: string): planType is SliderPlanType {
  return isPlanType(planType) && PLAN_CATALOGUE[planType].grants === 'SLOT'
}

export function isPerCategoryPlan(planType: PlanType): planType is PerCategoryPlanType {
  return PLAN_CATALOGUE[planType].scope === 'CATEGORY'
}

export function isSiteWidePlan(planType: PlanType): planType is SiteWidePlanType {
  return PLAN_CATALOGUE[planType].scope === 'SITE'
}

export const SLIDER_PLAN_TYPES = PLAN_TYPES.filter(isSliderPlan) as unknown as NonEmpty<SliderPlanType>

/** Least valuable first: the plan cards' order. */
export const PLANS_BY_RANK: readonly PlanType[] = [...PLAN_TYPES].sort(
  (a, b) => PLAN_CATALOGUE[a].rank - PLAN_CATALOGUE[b].rank,
)

/** The most valuable of these plans, or the credit plan of lowest rank when none is given. */
export function bestPlan(plans: readonly PlanType[]): PlanType {
  const best = [...PLANS_BY_RANK].reverse().find((plan) => plans.includes(plan))
  return best ?? PLANS_BY_RANK[0]!
}

/** Slots per placement of a slot plan (per category for a per-category plan). */
export const slotLimitOf = (planType: SliderPlanType): number => PLAN_CATALOGUE[planType].slots
/** Days a slot plan's promotion runs (a renewal adds as many). */
export const promotionDaysOf = (planType: SliderPlanType): number => PLAN_CATALOGUE[planType].days
export const lockClassOf = (planType: SliderPlanType): number => PLAN_CATALOGUE[planType].lockClass

/** The slot plans' stats placements, most valuable first (the order of the database enum's values). */
export const SLIDER_STAT_PLACEMENTS = [...PLANS_BY_RANK]
  .reverse()
  .filter(isSliderPlan)
  .map((plan) => PLAN_CATALOGUE[plan].statsPlacement) as unknown as NonEmpty<SliderStatPlacement>

/** Where the campaign stats count a slot plan's slides. */
export const statsPlacementOf = (planType: SliderPlanType): SliderStatPlacement =>
  PLAN_CATALOGUE[planType].statsPlacement

/** The slot plan whose slides a stats placement counts. */
export function planOfStatPlacement(placement: SliderStatPlacement): SliderPlanType {
  return SLIDER_PLAN_TYPES.find((plan) => PLAN_CATALOGUE[plan].statsPlacement === placement)!
}

/** What the server charges when PLAN_PRICES says nothing. */
export const DEFAULT_PLAN_PRICES = Object.fromEntries(
  PLAN_TYPES.map((plan) => [plan, PLAN_CATALOGUE[plan].defaultPrice]),
) as Record<PlanType, number>
