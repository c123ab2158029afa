import type { PlanType, StatPlacement } from '@spotlight/shared/domain/enums'
import { PLAN_TYPES, STAT_PLACEMENTS } from '@spotlight/shared/domain/enums'
import { SLIDER_STAT_PLACEMENTS, statsPlacementOf } from '@spotlight/shared/domain/plans'
import {
  OVERVIEW_LEDGER_LIMIT,
  type AdminOverview,
  type AdminOverviewQuery,
  type ArticleStats,
  type ArticlesStats,
  type ArticlesStatsQuery,
  type PlacementFigures,
  type Reach,
  type StatsDay,
  type StatsRangeQuery,
} from '@spotlight/shared/schemas/stats'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { createPaymentsLedgerService } from '#src/modules/payments/payments.service'
import type { PromotionsService } from '#src/modules/promotions/promotions.service'
import { addDays, instantsOf, resolveRange, utcDay } from './stats-range'
import { createStatsRepository } from './stats.repository'

export type StatsViewer = { userId: number; role: 'USER' | 'ADMIN' }

/** What the stats read of promotions: the app's one promotions service (app.ts hands it over). */
export type StatsPromotionReads = Pick<PromotionsService, 'listWindowsFor' | 'occupancyNow'>

export type StatsServiceDeps = {
  db: Db
  promotions: StatsPromotionReads
  /** The stats' clock (the system's, or a test's): the overview's occupancy is counted at its time too. */
  now?: () => Date
}

/** Every slot plan's slider, most valuable first (the plan catalogue's stats placements). */
const SLIDERS = SLIDER_STAT_PLACEMENTS
/** The Advertise page's window: the last 30 days, today included. */
export const REACH_DAYS = 30
const TOP_ARTICLES = 10

const ratio = (clicks: number, impressions: number) => (impressions === 0 ? 0 : clicks / impressions)
const articleScope = (id: number) => `article:${id}`
const piByPlan = () => Object.fromEntries(PLAN_TYPES.map((plan) => [plan, 0])) as Record<PlanType, number>
/** Pi amounts have 7 decimal places: sums are rounded back to them. */
const pi = (amount: number) => Math.round(amount * 1e7) / 1e7

/** The stats API's reads: an article's figures, slider reach, the admin overview. */
export function createStatsService({ db, promotions, now = () => new Date() }: StatsServiceDeps) {
  const repo = createStatsRepository(db)
  const articles = createArticleLookupService({ db })
  const payments = createPaymentsLedgerService({ db })

  /**
   * An article's counts over the UTC days [from, to] (both included), as stored: the rows themselves
   * (by day), and their sums in total and per placement. Every read of one article's figures uses it.
   */
  async function readArticleCounts(articleId: number, from: string, to: string) {
    const rows = await repo.articleCounts(articleId, from, to)
    const totals = { views: 0, impressions: 0, clicks: 0 }
    const placements = Object.fromEntries(
      STAT_PLACEMENTS.map((placement) => [placement, { impressions: 0, clicks: 0 }]),
    ) as Record<StatPlacement, PlacementFigures>
    for (const row of rows) {
      if (row.type === 'VIEW') totals.views += row.count
      if (row.type === 'IMPRESSION') {
        totals.impressions += row.count
        placements[row.placement].impressions += row.count
      }
      if (row.type === 'CLICK') {
        totals.clicks += row.count
        placements[row.placement].clicks += row.count
      }
    }
    return { rows, totals, placements }
  }

  return {
    /**
     * The figures of an article's promotion over its days (UTC, from its start to its end, both
     * included), for the "promotion ended" notice: no viewer, the owner is told. Null when nothing was
     * counted (no view, impression or click).
     */
    async promotionFigures(
      articleId: number,
      from: Date,
      to: Date,
    ): Promise<{ impressions: number; clicks: number; ctr: number } | null> {
      const { totals } = await readArticleCounts(articleId, utcDay(from), utcDay(to))
      if (totals.views + totals.impressions + totals.clicks === 0) return null
      return { impressions: totals.impressions, clicks: totals.clicks, ctr: ratio(totals.clicks, totals.impressions) }
    },

    /** GET /api/stats/articles/{id}: the owner's or an admin's; for anyone else the article does not exist. */
    async articleStats(viewer: StatsViewer, articleId: number, query: StatsRangeQuery): Promise<ArticleStats> {
      const article = await articles.findPromotable(articleId)
      if (!article || (viewer.role !== 'ADMIN' && article.ownerId !== viewer.userId)) {
        throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
      }
      const range = resolveRange(query, utcDay(now()))
      const [counts, readers, windows, [named]] = await Promise.all([
        readArticleCounts(articleId, range.from, range.to),
        repo.readers([articleScope(articleId)], range.from, range.to),
        promotions.listWindowsFor(articleId),
        // The page names the article it is about.
        articles.listTitles([articleId]),
      ])
      const byDay = new Map<string, StatsDay>(
        range.days.map((date) => [date, { date, views: 0, uniqueReaders: 0, impressions: 0, clicks: 0 }]),
      )
      for (const row of counts.rows) {
        const day = byDay.get(row.day)!
        if (row.type === 'VIEW') day.views += row.count
        if (row.type === 'IMPRESSION') day.impressions += row.count
        if (row.type === 'CLICK') day.clicks += row.count
      }
      let uniqueReaders = 0
      for (const row of readers) {
        byDay.get(row.day)!.uniqueReaders += row.readers
        uniqueReaders += row.readers
      }
      const daily = [...byDay.values()]
      const { views, impressions, clicks } = counts.totals
      const totals = { views, uniqueReaders, impressions, clicks, ctr: ratio(clicks, impressions) }
      // Each promotion over its own window (days are UTC, both ends included), in its own slider.
      const promotionStats = await Promise.all(
        windows.map(async (window) => {
          const { placements } = await readArticleCounts(articleId, utcDay(window.startsAt), utcDay(window.expiresAt))
          const { impressions, clicks } = placements[statsPlacementOf(window.planType)]
          return {
            planType: window.planType,
            categorySlug: window.categorySlug,
            startsAt: window.startsAt.toISOString(),
            expiresAt: window.expiresAt.toISOString(),
            impressions,
            clicks,
            ctr: ratio(clicks, impressions),
          }
        }),
      )
      return {
        articleId,
        title: named?.title ?? '',
        from: range.from,
        to: range.to,
        totals,
        daily,
        placements: counts.placements,
        promotions: promotionStats,
      }
    },

    /**
     * GET /api/stats/articles: the totals of every published article of the viewer (`mine`) or of
     * everyone (`all`, admins only), in three queries whatever the number of articles.
     */
    async articlesTotals(viewer: StatsViewer, query: ArticlesStatsQuery): Promise<ArticlesStats> {
      if (query.scope === 'all' && viewer.role !== 'ADMIN') {
        throw new AppError('FORBIDDEN', 'Only an admin can see every article.')
      }
      const range = resolveRange(query, utcDay(now()))
      const everyone = query.scope === 'all'
      const titles = await articles.listPublishedTitles(everyone ? null : viewer.userId)
      const ids = everyone ? null : titles.map((article) => article.id)
      const [counts, readers] = await Promise.all([
        repo.countsByArticle(ids, range.from, range.to),
        repo.readersByScope(ids && ids.map(articleScope), range.from, range.to),
      ])
      const totals = new Map(
        titles.map((article) => [article.id, { views: 0, uniqueReaders: 0, impressions: 0, clicks: 0, ctr: 0 }]),
      )
      for (const row of counts) {
        const entry = totals.get(row.articleId)
        if (!entry) continue // an article no longer published
        if (row.type === 'VIEW') entry.views += Number(row.count)
        if (row.type === 'IMPRESSION') entry.impressions += Number(row.count)
        if (row.type === 'CLICK') entry.clicks += Number(row.count)
      }
      for (const row of readers) {
        const entry = totals.get(Number(row.scope.slice('article:'.length)))
        if (entry) entry.uniqueReaders += Number(row.readers)
      }
      return {
        from: range.from,
        to: range.to,
        articles: titles.map(({ id, title }) => {
          const figures = totals.get(id)!
          return { articleId: id, title, totals: { ...figures, ctr: ratio(figures.clicks, figures.impressions) } }
        }),
      }
    },

    /** GET /api/stats/reach: each slider's impressions and readers over the last 30 days (public). */
    async reach(): Promise<Reach> {
      const to = utcDay(now())
      const from = addDays(to, -(REACH_DAYS - 1))
      const [impressions, readers] = await Promise.all([
        repo.impressionsByPlacement([...SLIDERS], from, to),
        repo.readers(
          SLIDERS.map((slider) => `slider:${slider}`),
          from,
          to,
        ),
      ])
      return {
        from,
        to,
        sliders: SLIDERS.map((placement) => ({
          placement,
          impressions: Number(impressions.find((row) => row.placement === placement)?.count ?? 0),
          uniqueReaders: readers
            .filter((row) => row.scope === `slider:${placement}`)
            .reduce((total, row) => total + row.readers, 0),
        })),
      }
    },

    /** GET /api/admin/overview (admins only; the route checks the role); categories named in `language`. */
    async overview(query: AdminOverviewQuery, language: string): Promise<AdminOverview> {
      const range = resolveRange(query, utcDay(now()))
      const { start, end } = instantsOf(range)
      const [revenueRows, ledger, occupancy, top, moderation] = await Promise.all([
        payments.revenueByDay(start, end),
        payments.listLedger({
          from: start,
          until: end,
          status: query.status,
          planType: query.planType,
          username: query.user,
          limit: OVERVIEW_LEDGER_LIMIT,
        }),
        promotions.occupancyNow(now(), language),
        repo.topViewed(range.from, range.to, TOP_ARTICLES),
        articles.moderationFigures(start, end),
      ])
      const daily = range.days.map((date) => ({ date, totalPi: 0, byPlan: piByPlan() }))
      const byPlan = piByPlan()
      for (const row of revenueRows) {
        const day = daily.find((entry) => entry.date === row.day)
        if (!day) continue
        day.byPlan[row.planType] = pi(day.byPlan[row.planType] + row.amount)
        day.totalPi = pi(day.totalPi + row.amount)
        byPlan[row.planType] = pi(byPlan[row.planType] + row.amount)
      }
      const topIds = top.map((row) => row.articleId)
      const [titles, readers] = await Promise.all([
        articles.listTitles(topIds),
        repo.readers(topIds.map(articleScope), range.from, range.to),
      ])
      const topArticles = top.flatMap((row) => {
        const article = titles.find((title) => title.id === row.articleId)
        if (!article) return [] // deleted since
        const uniqueReaders = readers
          .filter((reader) => reader.scope === articleScope(row.articleId))
          .reduce((total, reader) => total + reader.readers, 0)
        return [
          { articleId: row.articleId, title: article.title, app: article.app, views: Number(row.views), uniqueReaders },
        ]
      })
      return {
        from: range.from,
        to: range.to,
        revenue: { totalPi: pi(Object.values(byPlan).reduce((t, amount) => t + amount, 0)), byPlan, daily },
        ledger: ledger.rows,
        ledgerTruncated: ledger.truncated,
        occupancy,
        topArticles,
        moderation,
      }
    },
  }
}
export type StatsService = ReturnType<typeof createStatsService>
