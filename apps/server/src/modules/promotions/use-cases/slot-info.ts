import { categoryName } from '@spotlight/shared/domain/category-language'
import { isSiteWidePlan, slotLimitOf } from '@spotlight/shared/domain/plans'
import type { SlotInfo, SlotsQuery } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import type { SlotScope } from '../slot-scope'
import type { PromotionsCore } from './promotions-core'

/**
 * GET /api/payments/slots: what the Advertise page shows (approval checks again, under the lock). The
 * category is named in `language` (the request's), in English where it has no name in that language.
 */
export async function slotInfo(core: PromotionsCore, query: SlotsQuery, language: string): Promise<SlotInfo> {
  const planType = query.promoteType
  const totalSlots = slotLimitOf(planType)
  // Held slots are taken, and so are free ones the next tick will hold for those waiting.
  const remaining = async (scope: SlotScope) =>
    Math.max(
      0,
      totalSlots - (await core.repo.countTakenSlots(scope, core.now())) - (await core.line.lines.countWaiting(scope)),
    )
  if (isSiteWidePlan(planType)) {
    return { totalSlots, remainingSlots: await remaining({ planType }), categoryName: null }
  }
  // The query schema guarantees a slug for a per-category plan.
  const category = await core.categories.findBySlug(query.categorySlug!)
  if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
  return {
    totalSlots,
    remainingSlots: await remaining({ planType, categoryId: category.id }),
    categoryName: categoryName(category, language),
  }
}
