import { SLIDER_STAT_PLACEMENTS } from './plans'

// Every enumeration lives here once, as a tuple: zod enums (API) and pgEnums (database) are built from these.

export const ROLES = ['USER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]

// The plans are declared in plans.ts (the plan catalogue); their lists are derived there.
export { PLAN_TYPES, SLIDER_PLAN_TYPES, type PlanType, type SliderPlanType } from './plans'

/** HIDDEN: a published article taken off the public pages pending an admin's decision (reports, suspension). */
export const ARTICLE_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'PUBLISHED', 'REJECTED', 'HIDDEN'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

export const PAYMENT_STATUSES = ['CREATED', 'APPROVED', 'COMPLETED', 'CANCELLED', 'FAILED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Why a CANCELLED order was closed, where Pi said: the user cancelled it in the wallet, or it lapsed
 * (Pi's approval window, or our reservation of an approved but unsigned payment). Either way no Pi
 * was taken.
 */
export const PAYMENT_CLOSED_REASONS = ['USER_CANCELLED', 'EXPIRED'] as const
export type PaymentClosedReason = (typeof PAYMENT_CLOSED_REASONS)[number]

export const PROMOTION_STATES = ['RESERVED', 'ACTIVE', 'CANCELLED'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]

export const MEDIA_KINDS = ['IMAGE', 'VIDEO'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** What the browser counts (campaign stats): an article shown, a card or slide seen, a click. */
export const STAT_EVENT_TYPES = ['VIEW', 'IMPRESSION', 'CLICK'] as const
export type StatEventType = (typeof STAT_EVENT_TYPES)[number]

/** Where an event happened: each slot plan's slider (from the plan catalogue), each list of cards, and the article page itself. */
export const STAT_PLACEMENTS = [...SLIDER_STAT_PLACEMENTS, 'FEATURED', 'LIST', 'CATEGORY', 'SEARCH', 'ARTICLE'] as const
export type StatPlacement = (typeof STAT_PLACEMENTS)[number]
export type { SliderStatPlacement } from './plans'
