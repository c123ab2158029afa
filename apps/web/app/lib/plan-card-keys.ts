import type { CreditPlanCard, SlotPlanCard } from '@spotlight/shared/domain/plan-texts'
import { PLAN_CATALOGUE, type PlanEntry, type PlanType, type SliderPlanType } from '@spotlight/shared/domain/plans'
import type { TranslationKey } from './i18n'

// The catalogue keys of a plan's card (the Advertise page's, public): each language's public catalogue
// part holds the cards under `planCards` (packages/shared/src/plan-texts/). Apart from the keys of the
// signed-in screens' words (plan-texts.ts), which a public page does not load.

type CreditPlanType = Exclude<PlanType, SliderPlanType>

/** The catalogue key of a text every plan has. */
export const planTextKey = (planType: PlanType, text: 'name' | 'tagline'): TranslationKey =>
  `planCards.${planType}.${text}`

/** The catalogue key of a credit plan's card text other than its checklist. */
export const creditPlanCardKey = (
  planType: CreditPlanType,
  text: Exclude<keyof CreditPlanCard, 'features'>,
): TranslationKey => `planCards.${planType}.${text}`

/** A card's checklist: the features a plan of its kind lists (plan-texts.ts in packages/shared). */
const FEATURES = {
  CREDIT: ['f1', 'f2', 'f3', 'f4'],
  SLOT: ['f1', 'f2', 'f3', 'f4', 'f5'],
} as const satisfies {
  CREDIT: readonly (keyof CreditPlanCard['features'])[]
  SLOT: readonly (keyof SlotPlanCard['features'])[]
} & Record<PlanEntry['grants'], readonly string[]>

/** The catalogue keys of a plan card's checklist, in order. */
export const planFeatureKeys = (planType: PlanType): TranslationKey[] =>
  FEATURES[PLAN_CATALOGUE[planType].grants].map(
    (feature) => `planCards.${planType}.features.${feature}` as TranslationKey,
  )
