import { z } from 'zod'
import { PAYMENT_STATUSES, PLAN_TYPES, SLIDER_PLAN_TYPES } from '../domain/enums'

/** Campaign stats (issue 19): what the browser counts and what advertisers and admins read back. */

export const STAT_EVENT_TYPES = ['VIEW', 'IMPRESSION', 'CLICK'] as const
export type StatEventType = (typeof STAT_EVENT_TYPES)[number]

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

export const MAX_EVENTS_PER_BEACON = 50
/** The longest range a stats read covers, in days. */
export const MAX_STATS_RANGE_DAYS = 366

export const StatEventSchema = z.object({
  type: z.enum(STAT_EVENT_TYPES),
  articleId: z.number().int().positive(),
  placement: z.enum(STAT_PLACEMENTS),
})
export type StatEvent = z.infer<typeof StatEventSchema>

/** POST /api/events: 1-50 events, answered 204. */
export const StatEventsBodySchema = z.object({
  events: z.array(StatEventSchema).min(1).max(MAX_EVENTS_PER_BEACON),
})

const isoDate = z.iso.date()

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the stats reads. */
export const StatsRangeQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() })

const Count = z.number().int().nonnegative()
/** Clicks per impression, 0 when there were no impressions. */
const Ratio = z.number().nonnegative()

export const StatsTotalsSchema = z.object({
  views: Count,
  uniqueReaders: Count,
  impressions: Count,
  clicks: Count,
  ctr: Ratio,
})
export type StatsTotals = z.infer<typeof StatsTotalsSchema>

export const StatsDaySchema = z.object({
  date: isoDate,
  views: Count,
  uniqueReaders: Count,
  impressions: Count,
  clicks: Count,
})
export type StatsDay = z.infer<typeof StatsDaySchema>

export const PlacementFiguresSchema = z.object({ impressions: Count, clicks: Count })

export const PromotionStatsSchema = z.object({
  planType: z.enum(SLIDER_PLAN_TYPES),
  categorySlug: z.string().nullable(),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  impressions: Count,
  clicks: Count,
  ctr: Ratio,
})
export type PromotionStats = z.infer<typeof PromotionStatsSchema>

/** GET /api/stats/articles/{id}?from&to (owner or admin): every day of the range, zeros included. */
export const ArticleStatsSchema = z.object({
  articleId: z.number().int().positive(),
  from: isoDate,
  to: isoDate,
  totals: StatsTotalsSchema,
  daily: z.array(StatsDaySchema),
  placements: z.partialRecord(z.enum(STAT_PLACEMENTS), PlacementFiguresSchema),
  promotions: z.array(PromotionStatsSchema),
})
export type ArticleStats = z.infer<typeof ArticleStatsSchema>

/** GET /api/stats/reach: each slider's reach over the last 30 days (the Advertise page's proof). */
export const SliderReachSchema = z.object({
  from: isoDate,
  to: isoDate,
  sliders: z.array(
    z.object({
      planType: z.enum(SLIDER_PLAN_TYPES),
      categorySlug: z.string().nullable(),
      impressions: Count,
      readers: Count,
    }),
  ),
})
export type SliderReach = z.infer<typeof SliderReachSchema>

export const OverviewPaymentSchema = z.object({
  orderId: z.string(),
  piPaymentId: z.string().nullable(),
  txid: z.string().nullable(),
  username: z.string(),
  planType: z.enum(PLAN_TYPES),
  amount: z.number().nonnegative(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.iso.datetime(),
})
export type OverviewPayment = z.infer<typeof OverviewPaymentSchema>

/** GET /api/admin/overview?from&to&status&plan&user (admin): the business at a glance. */
export const AdminOverviewQuerySchema = StatsRangeQuerySchema.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  plan: z.enum(PLAN_TYPES).optional(),
  user: z.string().trim().max(60).optional(),
})

export const AdminOverviewSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Pi received from completed payments, per day and plan. */
  revenue: z.array(z.object({ date: isoDate, planType: z.enum(PLAN_TYPES), amount: z.number().nonnegative() })),
  payments: z.array(OverviewPaymentSchema),
  /** Every slider now: its slots taken out of its slots. */
  sliders: z.array(
    z.object({
      planType: z.enum(SLIDER_PLAN_TYPES),
      categorySlug: z.string().nullable(),
      taken: Count,
      slots: Count,
    }),
  ),
  mostRead: z.array(
    z.object({ articleId: z.number().int().positive(), title: z.string(), views: Count, uniqueReaders: Count }),
  ),
  moderation: z.object({ queueLength: Count, medianDecisionHours: z.number().nonnegative().nullable() }),
})
export type AdminOverview = z.infer<typeof AdminOverviewSchema>
