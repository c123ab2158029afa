// A plan's words, in one file per language (packages/shared/src/plan-texts/plan-texts.<language>.ts):
// its card (the web's public catalogue part holds it under `planCards`) and its other words (the
// signed-in part's `planWords`), apart so that a public page loads only the cards. A plan has one
// name per language, its card's `name`: every other text that names the plan takes it as `{{plan}}`,
// and the server's notifications read it from the cards, so a maker never meets two names for one plan. The shape follows the plan catalogue: a new plan does not typecheck until
// every language's map has its texts, and what a plan must say follows from what it grants.
import type { Language } from './languages'
import type { PLAN_CATALOGUE, PlanType } from './plans'

type Texts<Keys extends string> = { readonly [K in Keys]: string }

/** What every plan's card says: the Advertise page, public (each language's public catalogue part). */
type CommonCardTexts = {
  /**
   * Its only name, everywhere a maker meets the plan: the Advertise page's card, the slot counts and
   * reach table, receipts and the payment history, the payment flow, My Articles, the campaign
   * stats, and the notifications (on the site and in Pi's app) ('Main Slider').
   */
  readonly name: string
  /** The card's line under the name. */
  readonly tagline: string
}

/** The card of a plan that buys a publication credit. */
export type CreditPlanCard = CommonCardTexts & {
  /** The card's checklist. */
  readonly features: Texts<'f1' | 'f2' | 'f3' | 'f4'>
  /** The card's note above the checklist. */
  readonly firstStep: string
}

/** The card of a plan that buys a slot. */
export type SlotPlanCard = CommonCardTexts & {
  readonly features: Texts<'f1' | 'f2' | 'f3' | 'f4' | 'f5'>
}

/** The words signed-in screens use of a plan that buys a publication credit. */
export type CreditPlanWords = {
  /** A receipt's "what it bought" without an article, and with one (`{{title}}`). */
  readonly bought: string
  readonly boughtFor: string
}

/** The words signed-in screens use of a plan that buys a slot; `{{plan}}` is the plan's card name. */
export type SlotPlanWords = {
  /** My Articles' links: start the promotion, renew it (`{{plan}}`). */
  readonly activate: string
  readonly renew: string
  /** A receipt's "what it bought": `{{plan}}`, `{{title}}`, and `{{category}}` for a per-category plan. */
  readonly bought: string
}

type Catalogue = typeof PLAN_CATALOGUE
type IsSlot<P extends PlanType> = Catalogue[P]['grants'] extends 'SLOT' ? true : false

/** One language's plan cards, every plan of the catalogue (the public pages' part). */
export type PlanCards = { readonly [P in PlanType]: IsSlot<P> extends true ? SlotPlanCard : CreditPlanCard }
/** One language's other words for every plan (the signed-in screens' part). */
export type PlanWords = { readonly [P in PlanType]: IsSlot<P> extends true ? SlotPlanWords : CreditPlanWords }

/** Every language's plan cards (the server's notifications read the names; a web page loads its language's only). */
export type PlanCardsByLanguage = Record<Language, PlanCards>
