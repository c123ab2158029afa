import type { StatPlacement } from '@spotlight/shared/domain/enums'
import type { CreditPlanWords, SlotPlanWords } from '@spotlight/shared/domain/plan-texts'
import {
  planOfStatPlacement,
  SLIDER_STAT_PLACEMENTS,
  type PlanType,
  type SliderPlanType,
  type SliderStatPlacement,
} from '@spotlight/shared/domain/plans'
import type { TranslationKey } from './i18n'
import { planTextKey } from './plan-card-keys'

// Every plan's words are in one file per language (packages/shared/src/plan-texts/): its card (keys in
// plan-card-keys.ts), whose name is the plan's only name, and its other words, which each language's
// signed-in catalogue part holds under `planWords` and which take that name as `{{plan}}`. The
// catalogue keys of a plan's texts follow from its type, so a new plan needs no key here, only its
// texts there (the typechecker asks every language).

type CreditPlanType = Exclude<PlanType, SliderPlanType>

/** The catalogue key of a text of a slot plan. */
export const slotPlanTextKey = (planType: SliderPlanType, text: keyof SlotPlanWords): TranslationKey =>
  `planWords.${planType}.${text}`

/** The catalogue key of a text of a credit plan. */
export const creditPlanTextKey = (planType: CreditPlanType, text: keyof CreditPlanWords): TranslationKey =>
  `planWords.${planType}.${text}`

const isSliderStatPlacement = (placement: StatPlacement): placement is SliderStatPlacement =>
  (SLIDER_STAT_PLACEMENTS as readonly StatPlacement[]).includes(placement)

/** A stats placement's label: a slot plan's slides by the plan's name, else the list or page. */
export const statPlacementKey = (placement: StatPlacement): TranslationKey =>
  isSliderStatPlacement(placement)
    ? planTextKey(planOfStatPlacement(placement), 'name')
    : `stats.placements.${placement}`
