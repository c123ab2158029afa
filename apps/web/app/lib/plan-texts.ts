import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/plans'
import type { TranslationKey } from './i18n'

// Every plan's words, in one place: the plan catalogue (packages/shared/src/domain/plans.ts) says what
// a plan is, this file which catalogue keys name and describe it. Both maps are `Record`s of the plan
// types: a new plan does not typecheck until it has its texts here (and the keys in the catalogues).

/** Each plan's name, and its Advertise card: its part of the `advertise` catalogue and its features. */
export const PLAN_TEXTS = {
  STANDARD: { name: 'advertise.standard.name', card: 'standard', features: ['f1', 'f2', 'f3', 'f4'] },
  CATEGORY_SLIDER: {
    name: 'advertise.categorySlider.name',
    card: 'categorySlider',
    features: ['f1', 'f2', 'f3', 'f4', 'f5'],
  },
  MAIN_SLIDER: { name: 'advertise.mainSlider.name', card: 'mainSlider', features: ['f1', 'f2', 'f3', 'f4', 'f5'] },
} as const satisfies Record<PlanType, { name: TranslationKey; card: string; features: readonly string[] }>

/**
 * A slot plan's further words: its placement as the slot counts and reach table name it, a receipt's
 * "what it bought" (params `title`, and `category` where it has one), and My Articles' links.
 */
export const SLOT_PLAN_TEXTS = {
  CATEGORY_SLIDER: {
    placement: 'advertise.slots.categorySlider',
    bought: 'paymentHistory.boughtCategory',
    activate: 'plans.activateCategory',
    renew: 'plans.renewCategory',
  },
  MAIN_SLIDER: {
    placement: 'advertise.slots.mainSlider',
    bought: 'paymentHistory.boughtMain',
    activate: 'plans.activateMain',
    renew: 'plans.renewMain',
  },
} as const satisfies Record<
  SliderPlanType,
  { placement: TranslationKey; bought: TranslationKey; activate: TranslationKey; renew: TranslationKey }
>
