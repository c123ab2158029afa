// Every enumeration lives here once, as a tuple: zod enums (API) and pgEnums (database) are built from these.

export const ROLES = ['USER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]

export const PLAN_TYPES = ['STANDARD', 'CATEGORY_SLIDER', 'MAIN_SLIDER'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/** Plans that buy a place in a slider (the others buy a publication credit). */
export const SLIDER_PLAN_TYPES = ['CATEGORY_SLIDER', 'MAIN_SLIDER'] as const
export type SliderPlanType = (typeof SLIDER_PLAN_TYPES)[number]

export const ARTICLE_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'PUBLISHED', 'REJECTED'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

export const PAYMENT_STATUSES = ['CREATED', 'APPROVED', 'COMPLETED', 'CANCELLED', 'FAILED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PROMOTION_STATES = ['RESERVED', 'ACTIVE', 'CANCELLED'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]

export const MEDIA_KINDS = ['IMAGE', 'VIDEO'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** What the browser counts (campaign stats): an article shown, a card or slide seen, a click. */
export const STAT_EVENT_TYPES = ['VIEW', 'IMPRESSION', 'CLICK'] as const
export type StatEventType = (typeof STAT_EVENT_TYPES)[number]

/** Where an event happened: each slider, each list of cards, and the article page itself. */
export const STAT_PLACEMENTS = [
  'MAIN_SLIDER',
  'CATEGORY_SLIDER',
  'FEATURED',
  'LIST',
  'CATEGORY',
  'SEARCH',
  'ARTICLE',
] as const
export type StatPlacement = (typeof STAT_PLACEMENTS)[number]
