import { categoryName } from '@spotlight/shared/domain/category-language'
import {
  isPerCategoryPlan,
  isSiteWidePlan,
  isSliderPlan,
  PLANS_BY_RANK,
  slotLimitOf,
} from '@spotlight/shared/domain/plans'
import type { SliderOccupancy } from '@spotlight/shared/schemas/stats'
import { listPromotionWindows } from '../promotions.repository'
import type { PromotionsCore } from './promotions-core'

/** Campaign stats: the article's slot promotions that ran, each with its window and category slug. */
export async function listWindowsFor(core: PromotionsCore, articleId: number) {
  const rows = await listPromotionWindows(core.db, articleId)
  const slugs = new Map<number, string>()
  for (const id of new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))) {
    const category = await core.categories.findById(id)
    if (category) slugs.set(id, category.slug)
  }
  return rows.flatMap((row) =>
    isSliderPlan(row.planType)
      ? [
          {
            planType: row.planType,
            categorySlug: row.categoryId === null ? null : (slugs.get(row.categoryId) ?? null),
            startsAt: row.startsAt!,
            expiresAt: row.expiresAt!,
          },
        ]
      : [],
  )
}

/**
 * The admin overview: every placement at `at`, slots taken of slots: the site-wide ones first, then each
 * per-category plan's placement in every category (most valuable first within each), each category
 * named in `language` (English where it has no name in it).
 */
export async function occupancyNow(core: PromotionsCore, at: Date, language: string): Promise<SliderOccupancy[]> {
  const list: SliderOccupancy[] = []
  const ranked = [...PLANS_BY_RANK].reverse()
  for (const planType of ranked.filter(isSiteWidePlan)) {
    list.push({
      planType,
      categorySlug: null,
      categoryName: null,
      totalSlots: slotLimitOf(planType),
      usedSlots: await core.repo.countTakenSlots({ planType }, at),
    })
  }
  const perCategory = ranked.filter(isPerCategoryPlan)
  if (perCategory.length === 0) return list
  const categories = await core.categories.listCategories()
  for (const planType of perCategory) {
    for (const category of categories) {
      list.push({
        planType,
        categorySlug: category.slug,
        categoryName: categoryName(category, language),
        totalSlots: slotLimitOf(planType),
        usedSlots: await core.repo.countTakenSlots({ planType, categoryId: category.id }, at),
      })
    }
  }
  return list
}
