import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { CATEGORY_SLIDER_SLOTS_PER_CATEGORY, MAIN_SLIDER_SLOTS } from '@spotlight/shared/domain/limits'
import type { SlotInfo, SlotsQuery } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import type { CategoriesRepository } from '#src/modules/categories/categories.repository'
import type { SlotsRepository } from './slots.repository'

/** Slots per slider (spec section 9): 7 in the main slider, 7 in each category's slider. */
export function slotLimitFor(planType: SliderPlanType): number {
  return planType === 'MAIN_SLIDER' ? MAIN_SLIDER_SLOTS : CATEGORY_SLIDER_SLOTS_PER_CATEGORY
}

export type SlotsServiceDeps = {
  slots: SlotsRepository
  categories: Pick<CategoriesRepository, 'findBySlug'>
  now?: () => Date
}

export function createSlotsService({ slots, categories, now = () => new Date() }: SlotsServiceDeps) {
  return {
    /** What the Advertise page shows; the binding check happens again, under a lock, at payment approval. */
    async getSlotInfo(query: SlotsQuery): Promise<SlotInfo> {
      const totalSlots = slotLimitFor(query.promoteType)
      if (query.promoteType === 'MAIN_SLIDER') {
        const taken = await slots.countTakenSlots({ planType: 'MAIN_SLIDER' }, now())
        return { totalSlots, remainingSlots: Math.max(0, totalSlots - taken), categoryName: null }
      }

      // The query schema guarantees a slug for the category slider.
      const category = await categories.findBySlug(query.categorySlug!)
      if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
      const taken = await slots.countTakenSlots({ planType: 'CATEGORY_SLIDER', categoryId: category.id }, now())
      return { totalSlots, remainingSlots: Math.max(0, totalSlots - taken), categoryName: category.name }
    },
  }
}
export type SlotsService = ReturnType<typeof createSlotsService>
