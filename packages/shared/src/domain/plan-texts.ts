// A plan's words, in one file per language (packages/shared/src/plan-texts/plan-texts.<language>.ts):
// its card (the web's public catalogue part holds it under `planCards`) and its other words (the
// signed-in part's `planWords`, also read by the server's notifications), apart so that a public page
// loads only the cards. The shape follows the plan catalogue: a new plan does not typecheck until
// every language's map has its texts, and what a plan must say follows from what it grants.
import type { Language } from './languages'
import type { PLAN_CATALOGUE, PlanType } from './plans'

type Texts<Keys extends string> = { readonly [K in Keys]: string }

/** What every plan's card says: the Advertise page, public (each language's public catalogue part). */
type CommonCardTexts = {
  /**
   * Its name: the Advertise page's card, the slot counts and reach table, receipts, the payment
   * flow, My Articles ('Main Slider').
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

/** The words signed-in screens and notifications use of a plan that buys a publication credit. */
export type CreditPlanWords = {
  /** Its name inside a notification's sentence ('Standard plan': some languages lower-case it there). */
  readonly notice: string
  /** A receipt's "what it bought" without an article, and with one (`{{title}}`). */
  readonly bought: string
  readonly boughtFor: string
}

/** The words signed-in screens and notifications use of a plan that buys a slot. */
export type SlotPlanWords = {
  readonly notice: string
  /** My Articles' links: start the promotion, renew it. */
  readonly activate: string
  readonly renew: string
  /** A receipt's "what it bought": `{{title}}`, and `{{category}}` for a per-category plan. */
  readonly bought: string
  /** Its slides' placement in the campaign stats. */
  readonly placement: string
}

type Catalogue = typeof PLAN_CATALOGUE
type IsSlot<P extends PlanType> = Catalogue[P]['grants'] extends 'SLOT' ? true : false

/** One language's plan cards, every plan of the catalogue (the public pages' part). */
export type PlanCards = { readonly [P in PlanType]: IsSlot<P> extends true ? SlotPlanCard : CreditPlanCard }
/** One language's other words for every plan (the signed-in screens' part, and the notifications'). */
export type PlanWords = { readonly [P in PlanType]: IsSlot<P> extends true ? SlotPlanWords : CreditPlanWords }

/** Every language's plan words (the server's notifications read them; a web page loads its language's only). */
export type PlanWordsByLanguage = Record<Language, PlanWords>
