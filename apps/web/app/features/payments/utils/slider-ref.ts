import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { isSiteWidePlan } from '@spotlight/shared/domain/plans'
import type { WaitlistPlace } from '@spotlight/shared/schemas/payments'

/** One slider: the main one, or a category's. */
export type SliderRef = { planType: SliderPlanType; categorySlug: string | null }

/** A slider as a query string (`planType`, and `categorySlug` for a category's). */
export const sliderQuery = ({ planType, categorySlug }: SliderRef) =>
  new URLSearchParams({ planType, ...(categorySlug ? { categorySlug } : {}) }).toString()

export const samePlace = (place: Pick<WaitlistPlace, 'planType' | 'categorySlug'>, slider: SliderRef) =>
  place.planType === slider.planType && (isSiteWidePlan(slider.planType) || place.categorySlug === slider.categorySlug)
