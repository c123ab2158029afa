import { describe, expect, it } from 'vitest'
import { STAT_PLACEMENTS } from './enums'
import {
  bestPlan,
  DEFAULT_PLAN_PRICES,
  isPerCategoryPlan,
  isPlanType,
  isSiteWidePlan,
  isSliderPlan,
  lockClassOf,
  PLAN_CATALOGUE,
  PLAN_TYPES,
  planOfStatPlacement,
  PLANS_BY_RANK,
  SLIDER_PLAN_TYPES,
  SLIDER_STAT_PLACEMENTS,
  slotLimitOf,
  statsPlacementOf,
} from './plans'

describe('the plan catalogue', () => {
  it('lists every plan in the order of the database enum, and the slot plans among them', () => {
    expect(PLAN_TYPES).toEqual(['STANDARD', 'CATEGORY_SLIDER', 'MAIN_SLIDER'])
    expect(SLIDER_PLAN_TYPES).toEqual(['CATEGORY_SLIDER', 'MAIN_SLIDER'])
    expect(PLAN_TYPES.filter((plan) => !isSliderPlan(plan))).toEqual(['STANDARD'])
  })

  it('gives each slot plan a scope, a slot limit, a duration, a unique lock class and a stats placement', () => {
    for (const plan of SLIDER_PLAN_TYPES) {
      expect(isSiteWidePlan(plan) !== isPerCategoryPlan(plan)).toBe(true)
      expect(Number.isInteger(slotLimitOf(plan)) && slotLimitOf(plan) > 0).toBe(true)
      expect(PLAN_CATALOGUE[plan].days).toBeGreaterThan(0)
      expect(Number.isInteger(lockClassOf(plan))).toBe(true)
      expect(STAT_PLACEMENTS).toContain(statsPlacementOf(plan))
      expect(planOfStatPlacement(statsPlacementOf(plan))).toBe(plan)
    }
    expect(new Set(SLIDER_PLAN_TYPES.map(lockClassOf)).size).toBe(SLIDER_PLAN_TYPES.length)
    expect(new Set(SLIDER_PLAN_TYPES.map(statsPlacementOf)).size).toBe(SLIDER_PLAN_TYPES.length)
  })

  it('sells 7 slots in the main slider and 7 in each category slider, for 30 days', () => {
    expect(slotLimitOf('MAIN_SLIDER')).toBe(7)
    expect(slotLimitOf('CATEGORY_SLIDER')).toBe(7)
    expect(isSiteWidePlan('MAIN_SLIDER')).toBe(true)
    expect(isPerCategoryPlan('CATEGORY_SLIDER')).toBe(true)
    expect(SLIDER_PLAN_TYPES.map((plan) => PLAN_CATALOGUE[plan].days)).toEqual([30, 30])
  })

  it('prices every plan by default, and a credit plan places nothing', () => {
    expect(DEFAULT_PLAN_PRICES).toEqual({ STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 })
    for (const plan of PLAN_TYPES.filter((type) => !isSliderPlan(type))) {
      expect(PLAN_CATALOGUE[plan]).toMatchObject({ scope: 'NONE', slots: null, lockClass: null, statsPlacement: null })
    }
  })

  it('ranks plans without ties; the best of none is the lowest-ranked plan', () => {
    expect(PLANS_BY_RANK).toEqual(['STANDARD', 'CATEGORY_SLIDER', 'MAIN_SLIDER'])
    expect(new Set(PLAN_TYPES.map((plan) => PLAN_CATALOGUE[plan].rank)).size).toBe(PLAN_TYPES.length)
    expect(bestPlan([])).toBe('STANDARD')
    expect(bestPlan(['CATEGORY_SLIDER', 'MAIN_SLIDER'])).toBe('MAIN_SLIDER')
    expect(bestPlan(['CATEGORY_SLIDER'])).toBe('CATEGORY_SLIDER')
  })

  it('puts the slot plans first among the stats placements, most valuable first', () => {
    expect(SLIDER_STAT_PLACEMENTS).toEqual(['MAIN_SLIDER', 'CATEGORY_SLIDER'])
    expect(STAT_PLACEMENTS.slice(0, SLIDER_STAT_PLACEMENTS.length)).toEqual([...SLIDER_STAT_PLACEMENTS])
  })

  it('tells a plan name from anything else, inherited object keys included', () => {
    expect(isPlanType('MAIN_SLIDER')).toBe(true)
    expect(isPlanType('FEATURED')).toBe(false)
    expect(isPlanType('toString')).toBe(false)
    expect(isPlanType(5)).toBe(false)
    expect(isSliderPlan('constructor')).toBe(false)
  })
})
