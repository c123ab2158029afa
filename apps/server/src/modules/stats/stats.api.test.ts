import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import {
  AdminOverviewSchema,
  ArticleStatsSchema,
  ArticlesStatsSchema,
  ReachSchema,
} from '@spotlight/shared/schemas/stats'
import { payments } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, grantCredits, insertArticle, insertPromotion, articleBody } from '#src/test/factories'
import { createPromotionsService } from '#src/modules/promotions/promotions.service'
import { createStatsService } from './stats.service'
import { BEHIND_PROXY, OTHER_BROWSER_UA, beacon, click, impression, statsOf, view } from './stats.test-support'

/** A second reader: another address (another user agent alone is the same reader). */
const OTHER_READER = '203.0.113.7'

const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

describe('campaign stats API', () => {
  let t: TestApp
  const tokens: Record<'owner' | 'other' | 'admin', string> = { owner: '', other: '', admin: '' }
  let ownerId: number
  let articleId: number

  beforeAll(async () => {
    t = await buildTestApp({ env: BEHIND_PROXY })
    tokens.owner = (await signIn(t, 'ad_owner')).accessToken
    tokens.other = (await signIn(t, 'ad_other')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'ad_owner')
    articleId = (await insertArticle(t.database.db, ownerId, { title: 'Counted app' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  describe('GET /api/stats/articles/{id}', () => {
    const get = (token: string | undefined, id = articleId, query = '') =>
      t.request(`/api/stats/articles/${id}${query}`, token ? { token } : {})

    it('answers the owner and admins; a visitor, another user and an unknown id get 404', async () => {
      const visitor = await get(undefined)
      expect(visitor.status).toBe(404)
      expect(ErrorBodySchema.parse(await visitor.json()).error.code).toBe('ARTICLE_NOT_FOUND')
      expect((await get(undefined, 987_654)).status).toBe(404)
      expect((await get(tokens.owner)).status).toBe(200)
      expect((await get(tokens.admin)).status).toBe(200)
      const other = await get(tokens.other)
      expect(other.status).toBe(404)
      expect(ErrorBodySchema.parse(await other.json()).error.code).toBe('ARTICLE_NOT_FOUND')
      expect((await get(tokens.admin, 987_654)).status).toBe(404)
    })

    it('is private: never cached by a browser or a proxy', async () => {
      const response = await get(tokens.owner)
      expect(response.headers.get('cache-control')).toMatch(/private|no-store/)
    })

    it('lists every day of the range, zeros included, 30 days by default', async () => {
      const stats = ArticleStatsSchema.parse(await (await get(tokens.owner)).json())
      expect(stats.daily).toHaveLength(30)
      expect(stats.to).toBe(day(0))
      expect(stats.from).toBe(day(-29))
      expect(stats.daily.every((entry) => entry.views === 0)).toBe(true)
      const year = ArticleStatsSchema.parse(
        await (await get(tokens.owner, articleId, `?from=${day(-365)}&to=${day(0)}`)).json(),
      )
      expect(year.daily).toHaveLength(366)
      expect(year.daily[0]!.date).toBe(day(-365))
    })

    it.each([
      ['more than 366 days', `?from=${day(-366)}&to=${day(0)}`],
      ['from after to', `?from=${day(0)}&to=${day(-1)}`],
      ['a date that is not one', '?from=2026-02-30'],
      ['another format', '?from=25/11/2026'],
    ])('refuses %s with 400', async (_name, query) => {
      const response = await get(tokens.owner, articleId, query)
      expect(response.status).toBe(400)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED')
    })

    it('gives each promotion the figures of its own slider over its own window, and the CTR', async () => {
      const promoted = (await insertArticle(t.database.db, ownerId)).id
      const startsAt = new Date(Date.now() - 2 * DAY_MS)
      await insertPromotion(t.database.db, promoted, 'MAIN_SLIDER', {
        startsAt,
        expiresAt: new Date(startsAt.getTime() + 30 * DAY_MS),
      })
      await beacon(t, [impression(promoted), click(promoted), impression(promoted, 'FEATURED')])
      // Not promoted in the category slider: its impression there is not counted.
      await beacon(t, [impression(promoted), impression(promoted, 'CATEGORY_SLIDER')], OTHER_BROWSER_UA, OTHER_READER)
      const stats = ArticleStatsSchema.parse(await statsOf(t, tokens.owner, promoted))
      expect(stats.totals).toMatchObject({ impressions: 3, clicks: 1, ctr: 1 / 3 })
      expect(stats.placements.CATEGORY_SLIDER).toEqual({ impressions: 0, clicks: 0 })
      expect(stats.promotions).toEqual([
        {
          planType: 'MAIN_SLIDER',
          categorySlug: null,
          startsAt: startsAt.toISOString(),
          expiresAt: new Date(startsAt.getTime() + 30 * DAY_MS).toISOString(),
          impressions: 2,
          clicks: 1,
          ctr: 0.5,
        },
      ])
    })

    it('gives the "promotion ended" notice the totals over the promotion\'s days, without a viewer', async () => {
      const stats = createStatsService({ db: t.app.db, promotions: createPromotionsService({ db: t.app.db }) })
      const from = new Date(Date.now() - 2 * DAY_MS)
      const to = new Date(Date.now() + DAY_MS)
      const promoted = (await insertArticle(t.database.db, ownerId)).id
      // Nothing counted: no figures at all (the notice then says nothing of them).
      expect(await stats.promotionFigures(promoted, from, to)).toBeNull()
      await beacon(t, [impression(promoted, 'LIST'), click(promoted, 'LIST'), impression(promoted, 'FEATURED')])
      await beacon(t, [impression(promoted, 'CATEGORY')], OTHER_BROWSER_UA, OTHER_READER)
      const owners = ArticleStatsSchema.parse(await statsOf(t, tokens.owner, promoted))
      expect(await stats.promotionFigures(promoted, from, to)).toEqual({ impressions: 3, clicks: 1, ctr: 1 / 3 })
      expect(owners.totals).toMatchObject({ impressions: 3, clicks: 1, ctr: 1 / 3 })
      // Only the promotion's days count; a view alone is a count, with no impressions.
      expect(await stats.promotionFigures(promoted, new Date(Date.now() - 9 * DAY_MS), from)).toBeNull()
      const viewed = (await insertArticle(t.database.db, ownerId)).id
      await beacon(t, [view(viewed)])
      await t.app.statsCounter.flush()
      expect(await stats.promotionFigures(viewed, from, to)).toEqual({ impressions: 0, clicks: 0, ctr: 0 })
    })
  })

  describe('GET /api/stats/articles (the stats list, one request)', () => {
    const list = (token: string | undefined, query = '') =>
      t.request(`/api/stats/articles${query}`, token ? { token } : {})
    const idsOf = (stats: { articles: { articleId: number }[] }) => stats.articles.map((entry) => entry.articleId)
    let listed: number
    let draft: number
    let othersArticle: number

    beforeAll(async () => {
      const db = t.database.db
      listed = (await insertArticle(db, ownerId, { title: 'Listed app' })).id
      draft = (await insertArticle(db, ownerId, { status: 'DRAFT' })).id
      othersArticle = (await insertArticle(db, await findUserId(db, 'ad_other'), { title: 'Other app' })).id
      await beacon(t, [
        view(listed),
        impression(listed, 'FEATURED'),
        click(listed, 'FEATURED'),
        impression(listed, 'LIST'),
      ])
      await beacon(t, [view(listed)], OTHER_BROWSER_UA, OTHER_READER)
      await beacon(t, [view(othersArticle)])
      await t.app.statsCounter.flush()
    })

    it('asks a visitor to sign in', async () => {
      const response = await list(undefined)
      expect(response.status).toBe(401)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('AUTH_REQUIRED')
    })

    it("gives the owner each of their published articles with its totals (zeros included), and no one else's", async () => {
      const response = await list(tokens.owner)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/private|no-store/)
      const mine = ArticlesStatsSchema.parse(await response.json())
      expect(mine).toMatchObject({ from: day(-29), to: day(0) })
      expect(idsOf(mine)).toContain(articleId)
      expect(idsOf(mine)).not.toContain(draft)
      expect(idsOf(mine)).not.toContain(othersArticle)
      expect(mine.articles.find((entry) => entry.articleId === listed)).toEqual({
        articleId: listed,
        title: 'Listed app',
        totals: { views: 2, uniqueReaders: 2, impressions: 2, clicks: 1, ctr: 0.5 },
      })
      // The same figures as the article's own page.
      const single = ArticleStatsSchema.parse(await statsOf(t, tokens.owner, listed))
      expect(single.totals).toEqual(mine.articles.find((entry) => entry.articleId === listed)!.totals)

      const other = ArticlesStatsSchema.parse(await (await list(tokens.other)).json())
      expect(idsOf(other)).toContain(othersArticle)
      expect(idsOf(other)).not.toContain(listed)
      expect(other.articles.find((entry) => entry.articleId === othersArticle)!.totals).toMatchObject({
        views: 1,
        uniqueReaders: 1,
      })
    })

    it('gives an admin every published article with scope=all; anyone else asking for all gets 403', async () => {
      const all = ArticlesStatsSchema.parse(await (await list(tokens.admin, '?scope=all')).json())
      expect(idsOf(all)).toEqual(expect.arrayContaining([articleId, listed, othersArticle]))
      expect(idsOf(all)).not.toContain(draft)
      expect(all.articles.find((entry) => entry.articleId === listed)!.totals.views).toBe(2)
      // An admin's own list holds their own articles only (they have none).
      expect(ArticlesStatsSchema.parse(await (await list(tokens.admin)).json()).articles).toEqual([])

      for (const token of [tokens.owner, tokens.other]) {
        const refused = await list(token, '?scope=all')
        expect(refused.status).toBe(403)
        expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('FORBIDDEN')
      }
      expect((await list(undefined, '?scope=all')).status).toBe(401)
    })

    it('counts only the days asked for', async () => {
      const yesterday = ArticlesStatsSchema.parse(
        await (await list(tokens.owner, `?from=${day(-1)}&to=${day(-1)}`)).json(),
      )
      expect(yesterday.articles.find((entry) => entry.articleId === listed)!.totals).toEqual({
        views: 0,
        uniqueReaders: 0,
        impressions: 0,
        clicks: 0,
        ctr: 0,
      })
    })

    it.each([
      ['more than 366 days', `?from=${day(-366)}&to=${day(0)}`],
      ['from after to', `?from=${day(0)}&to=${day(-1)}`],
      ['an unknown scope', '?scope=everyone'],
      ['a date that is not one', '?to=2026-13-01'],
    ])('refuses %s with 400', async (_name, query) => {
      const response = await list(tokens.owner, query)
      expect(response.status).toBe(400)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED')
    })
  })

  describe('GET /api/stats/reach', () => {
    it('is public and cacheable, and adds up each slider over 30 days', async () => {
      const reachId = (await insertArticle(t.database.db, ownerId)).id
      await insertPromotion(t.database.db, reachId, 'CATEGORY_SLIDER')
      await beacon(t, [impression(reachId, 'CATEGORY_SLIDER'), view(reachId)])
      await t.app.statsCounter.flush()
      const response = await t.request('/api/stats/reach')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/^public/)
      const reach = ReachSchema.parse(await response.json())
      expect(reach).toMatchObject({ from: day(-29), to: day(0) })
      const category = reach.sliders.find((slider) => slider.placement === 'CATEGORY_SLIDER')!
      expect(category.impressions).toBeGreaterThanOrEqual(1)
      expect(category.uniqueReaders).toBeGreaterThanOrEqual(1)
      expect(reach.sliders.map((slider) => slider.placement)).toEqual(['MAIN_SLIDER', 'CATEGORY_SLIDER'])
    })
  })

  describe('GET /api/admin/overview', () => {
    const get = (token: string | undefined, query = '') =>
      t.request(`/api/admin/overview${query}`, token ? { token } : {})

    it('is for admins only: 401 for a visitor, 403 for users (the owner too)', async () => {
      expect((await get(undefined)).status).toBe(401)
      expect((await get(tokens.owner)).status).toBe(403)
      expect((await get(tokens.other)).status).toBe(403)
      expect((await get(tokens.admin)).status).toBe(200)
      expect((await get(tokens.admin, `?from=${day(-400)}`)).status).toBe(400)
      expect((await get(tokens.admin, '?status=PAID')).status).toBe(400)
    })

    it('adds up completed Pi per day and plan, lists and filters the ledger', async () => {
      const otherId = await findUserId(t.database.db, 'ad_other')
      await t.database.db.insert(payments).values([
        {
          userId: ownerId,
          planType: 'MAIN_SLIDER',
          amount: '5',
          status: 'COMPLETED',
          piPaymentId: 'pi_a',
          txid: 'tx_a',
        },
        {
          userId: ownerId,
          planType: 'STANDARD',
          amount: '1.5',
          status: 'COMPLETED',
          piPaymentId: 'pi_b',
          txid: 'tx_b',
        },
        { userId: otherId, planType: 'CATEGORY_SLIDER', amount: '3', status: 'CANCELLED', piPaymentId: 'pi_c' },
      ])
      const overview = AdminOverviewSchema.parse(await (await get(tokens.admin)).json())
      expect(overview.revenue.totalPi).toBe(6.5)
      expect(overview.revenue.byPlan).toEqual({ STANDARD: 1.5, CATEGORY_SLIDER: 0, MAIN_SLIDER: 5 })
      expect(overview.revenue.daily).toHaveLength(30)
      expect(overview.revenue.daily.at(-1)).toEqual({
        date: day(0),
        totalPi: 6.5,
        byPlan: { STANDARD: 1.5, CATEGORY_SLIDER: 0, MAIN_SLIDER: 5 },
      })
      expect(overview.ledger).toHaveLength(3)
      expect(overview.ledger.find((row) => row.piPaymentId === 'pi_a')).toMatchObject({
        txid: 'tx_a',
        username: 'ad_owner',
        status: 'COMPLETED',
        amount: 5,
      })

      const filtered = async (query: string) =>
        AdminOverviewSchema.parse(await (await get(tokens.admin, query)).json()).ledger.map((row) => row.piPaymentId)
      expect(await filtered('?status=CANCELLED')).toEqual(['pi_c'])
      expect((await filtered('?user=ad_owner')).sort()).toEqual(['pi_a', 'pi_b'])
      expect(await filtered('?planType=MAIN_SLIDER&user=ad_owner')).toEqual(['pi_a'])
      expect(await filtered('?user=nobody_here')).toEqual([])
    })

    it('shows every slider occupancy now, the most read articles and the moderation figures', async () => {
      const occupant = (await insertArticle(t.database.db, ownerId)).id
      await insertPromotion(t.database.db, occupant, 'MAIN_SLIDER')
      await beacon(t, [view(articleId)])
      await beacon(t, [view(articleId)], OTHER_BROWSER_UA, OTHER_READER)
      await t.app.statsCounter.flush()

      // One article through review by the API: submitted, then approved.
      await grantCredits(t.database.db, ownerId, 1)
      const created = await t.request('/api/articles', { method: 'POST', token: tokens.owner, json: articleBody() })
      const draftId = ((await created.json()) as { id: number }).id
      await t.request(`/api/articles/${draftId}/submit`, { method: 'PUT', token: tokens.owner })
      const waiting = AdminOverviewSchema.parse(await (await get(tokens.admin)).json())
      expect(waiting.moderation).toMatchObject({ queueLength: 1, decisions: 0, medianDecisionSeconds: null })
      await t.request(`/api/articles/${draftId}/approve`, { method: 'PUT', token: tokens.admin })

      const overview = AdminOverviewSchema.parse(await (await get(tokens.admin)).json())
      expect(overview.moderation.queueLength).toBe(0)
      expect(overview.moderation.decisions).toBe(1)
      expect(overview.moderation.medianDecisionSeconds).toBeGreaterThanOrEqual(0)

      // Two more decisions, taken 1 h and 3 h after their submission: the median is the middle one.
      const hour = 3_600_000
      for (const hours of [1, 3]) {
        const decidedAt = new Date(Date.now() - 60_000)
        const submittedAt = new Date(decidedAt.getTime() - hours * hour)
        await insertArticle(t.database.db, ownerId, { submittedAt, decidedAt })
      }
      const three = AdminOverviewSchema.parse(await (await get(tokens.admin)).json()).moderation
      expect(three).toEqual({ queueLength: 0, decisions: 3, medianDecisionSeconds: 3600 })
      expect(overview.occupancy[0]).toEqual({
        planType: 'MAIN_SLIDER',
        categorySlug: null,
        categoryName: null,
        totalSlots: 7,
        // This one and the promoted article of the article stats test.
        usedSlots: 2,
      })
      expect(overview.occupancy.filter((slider) => slider.planType === 'CATEGORY_SLIDER').length).toBeGreaterThan(0)
      expect(overview.topArticles[0]).toMatchObject({ articleId, title: 'Counted app', views: 2, uniqueReaders: 2 })
    })
  })
})
