import { z } from 'zod'
import {
  PAYMENT_STATUSES,
  PLAN_TYPES,
  SLIDER_PLAN_TYPES,
  STAT_EVENT_TYPES,
  STAT_PLACEMENTS,
  type PlanType,
} from '../domain/enums'
import { SLIDER_STAT_PLACEMENTS } from '../domain/plans'

/** Campaign stats: the beacon's body, the advertiser's figures, the admin overview, slider reach. */

export const StatEventTypeSchema = z.enum(STAT_EVENT_TYPES)
export const StatPlacementSchema = z.enum(STAT_PLACEMENTS)

/** Most events one beacon carries; the browser sends the rest in the next one. */
export const MAX_EVENTS_PER_BEACON = 50
/** The longest period the stats endpoints answer for, in days (both ends included). */
export const MAX_STATS_RANGE_DAYS = 366

export const StatEventSchema = z.object({
  type: StatEventTypeSchema,
  articleId: z.number().int().positive().max(2_147_483_647),
  placement: StatPlacementSchema,
})
export type StatEvent = z.infer<typeof StatEventSchema>

/** Body of POST /api/events (answered 204, no body). Sent with navigator.sendBeacon as text/plain or JSON. */
export const StatEventsBodySchema = z.object({
  events: z.array(StatEventSchema).min(1).max(MAX_EVENTS_PER_BEACON),
})
export type StatEventsBody = z.infer<typeof StatEventsBodySchema>

/** A UTC calendar day, `YYYY-MM-DD`. */
export const StatDateSchema = z.iso.date()

/**
 * Query of GET /api/stats/articles/{id} and GET /api/admin/overview. Both ends are UTC days and
 * included; `to` defaults to today, `from` to 29 days before `to` (30 days). At most 366 days, and
 * `from` not after `to`, else 400.
 */
export const StatsRangeQuerySchema = z.object({
  from: StatDateSchema.optional(),
  to: StatDateSchema.optional(),
})
export type StatsRangeQuery = z.infer<typeof StatsRangeQuerySchema>

export const StatsArticleParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

const count = z.number().int().nonnegative()
/** clicks / impressions, 0 when there was no impression (a fraction: 0.05 is 5 %). */
const ctr = z.number().nonnegative()

export const StatsTotalsSchema = z.object({
  views: count,
  uniqueReaders: count,
  impressions: count,
  clicks: count,
  ctr,
})
export type StatsTotals = z.infer<typeof StatsTotalsSchema>

export const StatsDaySchema = z.object({
  date: StatDateSchema,
  views: count,
  uniqueReaders: count,
  impressions: count,
  clicks: count,
})
export type StatsDay = z.infer<typeof StatsDaySchema>

export const PlacementFiguresSchema = z.object({ impressions: count, clicks: count })
export type PlacementFigures = z.infer<typeof PlacementFiguresSchema>

/** One promotion of the article with the figures of its own slider over its own window (whatever the range). */
export const PromotionStatsSchema = z.object({
  planType: z.enum(SLIDER_PLAN_TYPES),
  categorySlug: z.string().nullable(),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  impressions: count,
  clicks: count,
  ctr,
})
export type PromotionStats = z.infer<typeof PromotionStatsSchema>

/**
 * GET /api/stats/articles/{id} (the article's owner or an admin; anyone else 404). Every day of the
 * range is in `daily`, zeros included, oldest first. `uniqueReaders` is counted per UTC day (a reader
 * cannot be followed across days), so the total is the sum of the daily figures.
 */
export const ArticleStatsSchema = z.object({
  articleId: z.number().int().positive(),
  /** The article's title, so the page names what the figures are about. */
  title: z.string(),
  from: StatDateSchema,
  to: StatDateSchema,
  totals: StatsTotalsSchema,
  daily: z.array(StatsDaySchema),
  placements: z.record(StatPlacementSchema, PlacementFiguresSchema),
  promotions: z.array(PromotionStatsSchema),
})
export type ArticleStats = z.infer<typeof ArticleStatsSchema>

/**
 * Query of GET /api/stats/articles: the range, and whose articles — the caller's own (`mine`, the
 * default) or every published article (`all`, admins only: 403 for anyone else).
 */
export const ArticlesStatsQuerySchema = StatsRangeQuerySchema.extend({
  scope: z.enum(['mine', 'all']).default('mine'),
})
export type ArticlesStatsQuery = z.infer<typeof ArticlesStatsQuerySchema>

export const ArticleTotalsSchema = z.object({
  articleId: z.number().int().positive(),
  title: z.string(),
  totals: StatsTotalsSchema,
})
export type ArticleTotals = z.infer<typeof ArticleTotalsSchema>

/**
 * GET /api/stats/articles?from&to&scope (signed in; visitors 401): the totals of every published
 * article in the scope over the range, zeros included, in one answer (the advertiser's stats list).
 */
export const ArticlesStatsSchema = z.object({
  from: StatDateSchema,
  to: StatDateSchema,
  articles: z.array(ArticleTotalsSchema),
})
export type ArticlesStats = z.infer<typeof ArticlesStatsSchema>

/** GET /api/stats/reach (public, cached): each slider's reach over the last 30 days, today included. */
export const SliderReachSchema = z.object({
  placement: z.enum(SLIDER_STAT_PLACEMENTS),
  impressions: count,
  /** People who saw the slider, counted once per UTC day and added up over the days. */
  uniqueReaders: count,
})
export const ReachSchema = z.object({
  from: StatDateSchema,
  to: StatDateSchema,
  sliders: z.array(SliderReachSchema),
})
export type SliderReach = z.infer<typeof SliderReachSchema>
export type Reach = z.infer<typeof ReachSchema>

const PlanPiSchema = z.object(
  Object.fromEntries(PLAN_TYPES.map((plan) => [plan, z.number()])) as Record<PlanType, z.ZodNumber>,
)

/** Query of GET /api/admin/overview: the range, and the ledger's filters. */
export const AdminOverviewQuerySchema = StatsRangeQuerySchema.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  planType: z.enum(PLAN_TYPES).optional(),
  /** A username, exact. */
  user: z.string().trim().min(1).max(60).optional(),
})
export type AdminOverviewQuery = z.infer<typeof AdminOverviewQuerySchema>

/** Most rows of the ledger the overview lists (newest first); `ledgerTruncated` says when more matched. */
export const OVERVIEW_LEDGER_LIMIT = 200

export const LedgerRowSchema = z.object({
  /** Our order id. */
  orderId: z.string(),
  piPaymentId: z.string().nullable(),
  txid: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  planType: z.enum(PLAN_TYPES),
  amount: z.number(),
  username: z.string(),
  articleId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
})
export type LedgerRow = z.infer<typeof LedgerRowSchema>

export const SliderOccupancySchema = z.object({
  planType: z.enum(SLIDER_PLAN_TYPES),
  /** null for the main slider. */
  categorySlug: z.string().nullable(),
  categoryName: z.string().nullable(),
  totalSlots: count,
  usedSlots: count,
})
export type SliderOccupancy = z.infer<typeof SliderOccupancySchema>

export const TopArticleSchema = z.object({
  articleId: z.number().int().positive(),
  title: z.string(),
  /** The app the article presents. */
  app: z.string(),
  views: count,
  uniqueReaders: count,
})
export type TopArticle = z.infer<typeof TopArticleSchema>

/**
 * GET /api/admin/overview (admins only: 401 for visitors, 403 for users). Pi figures count completed
 * payments whose completion falls in the range; `daily` has every day of the range, zeros included.
 */
export const AdminOverviewSchema = z.object({
  from: StatDateSchema,
  to: StatDateSchema,
  revenue: z.object({
    totalPi: z.number(),
    byPlan: PlanPiSchema,
    daily: z.array(z.object({ date: StatDateSchema, totalPi: z.number(), byPlan: PlanPiSchema })),
  }),
  /** Payments created in the range, filtered by the query's status, planType and user. */
  ledger: z.array(LedgerRowSchema),
  ledgerTruncated: z.boolean(),
  /** Every slider as it is now: the main one and one per category. */
  occupancy: z.array(SliderOccupancySchema),
  /** The ten most viewed articles in the range. */
  topArticles: z.array(TopArticleSchema),
  moderation: z.object({
    /** Articles waiting for a decision now. */
    queueLength: count,
    /** Decisions (approve or reject) taken in the range. */
    decisions: count,
    /** Median seconds from submission to decision over those decisions; null when there was none. */
    medianDecisionSeconds: z.number().nonnegative().nullable(),
  }),
})
export type AdminOverview = z.infer<typeof AdminOverviewSchema>
