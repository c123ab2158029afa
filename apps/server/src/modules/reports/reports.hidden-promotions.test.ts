// Reports an admin dismissed cost a promoted article no paid time: its slides were off the sliders
// while the scam rule kept it hidden, so its promotions run on for as long as that lasted.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotions, reports, users } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertPromotion } from '#src/test/factories'
import { freeMainSlots, mainSlideIds } from '#src/test/sliders'

const DAY_MS = 24 * 3600 * 1000
const REPORTERS = ['old1', 'old2', 'old3']

describe('an article hidden by reports, then cleared', () => {
  let t: TestApp
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)
  const tokens: Record<string, string> = {}
  let makerId = 0

  beforeAll(async () => {
    t = await buildTestApp({ now, publicReadCacheTtlMs: 0 })
    tokens.admin = (await signIn(t, 'admin')).accessToken
    tokens.maker = (await signIn(t, 'promoted_maker')).accessToken
    makerId = await findUserId(t.database.db, 'promoted_maker')
  })
  afterAll(async () => {
    await t.close()
  })

  let round = 0
  /**
   * Three established readers report it as a scam: the scam rule hides it. Three new ones each time: a
   * reader whose scam claim an admin dismissed no longer counts towards the rule.
   */
  async function hideByReports(articleId: number) {
    round += 1
    for (const name of REPORTERS.map((base) => `${base}_${round}`)) {
      tokens[name] = (await signIn(t, name)).accessToken
      const id = await findUserId(t.database.db, name)
      await t.database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 60 * DAY_MS) })
        .where(eq(users.id, id))
      const filed = await t.request('/api/reports', {
        method: 'POST',
        token: tokens[name]!,
        json: { targetType: 'ARTICLE', targetId: articleId, reason: 'SCAM' },
      })
      expect(filed.status).toBe(201)
    }
    expect(await mainSlideIds(t)).not.toContain(articleId)
  }

  async function decide(articleId: number, action: 'DISMISS' | 'UNPUBLISH') {
    const [open] = await t.database.db.select().from(reports).where(eq(reports.targetId, articleId)).limit(1)
    const response = await t.request(`/api/admin/reports/${open!.id}/decision`, {
      method: 'POST',
      token: tokens.admin,
      json: action === 'UNPUBLISH' ? { action, reason: 'A copy of another app.' } : { action },
    })
    expect(response.status).toBe(200)
  }

  const promotion = async (id: number) =>
    (await t.database.db.select().from(promotions).where(eq(promotions.id, id)))[0]!

  async function promotedArticle(title: string, daysLeft: number) {
    const article = await insertArticle(t.database.db, makerId, { title, promoVideo: '/media/videos/promoted.mp4' })
    const row = await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER', {
      startsAt: new Date(now().getTime() - DAY_MS),
      expiresAt: new Date(now().getTime() + daysLeft * DAY_MS),
    })
    return { article, row }
  }

  it('adds nothing when the reports take the article down', async () => {
    const { article, row } = await promotedArticle('Really a scam', 10)
    await hideByReports(article.id)
    offsetMs += DAY_MS
    await decide(article.id, 'UNPUBLISH')
    const after = await promotion(row.id)
    expect(after.state).toBe('CANCELLED')
    expect(after.expiresAt).toEqual(row.expiresAt)
  })
  it('runs the promotion on for the days the article was hidden, and shows it again', async () => {
    const { article, row } = await promotedArticle('Falsely reported wallet', 10)
    await hideByReports(article.id)
    offsetMs += 2 * DAY_MS
    await decide(article.id, 'DISMISS')
    const after = await promotion(row.id)
    expect(after.state).toBe('ACTIVE')
    // Ten days were left when it was hidden; ten are left now (give or take the test's own seconds).
    expect(after.expiresAt!.getTime() - row.expiresAt!.getTime()).toBeGreaterThanOrEqual(2 * DAY_MS)
    expect(after.expiresAt!.getTime() - now().getTime()).toBeGreaterThan(9.9 * DAY_MS)
    expect(await mainSlideIds(t)).toContain(article.id)
  })

  it('brings back a promotion that reached its end while hidden, for what it had left, into a free slot', async () => {
    const { article, row } = await promotedArticle('Hidden past its end', 1)
    await hideByReports(article.id)
    offsetMs += 3 * DAY_MS
    expect(await mainSlideIds(t)).not.toContain(article.id)
    await decide(article.id, 'DISMISS')
    const after = await promotion(row.id)
    const left = after.expiresAt!.getTime() - now().getTime()
    expect(left).toBeGreaterThan(0.9 * DAY_MS)
    expect(left).toBeLessThanOrEqual(DAY_MS)
    expect(await mainSlideIds(t)).toContain(article.id)
  })

  it('never sells a slot twice: a promotion that ended while hidden stays ended when its slider filled up', async () => {
    const { article, row } = await promotedArticle('Hidden while others bought', 1)
    await hideByReports(article.id)
    offsetMs += 3 * DAY_MS
    // Its slot freed at its end; others bought every slot left meanwhile.
    for (let free = await freeMainSlots(t); free > 0; free -= 1) {
      const other = await insertArticle(t.database.db, makerId, { title: `Bought meanwhile ${free}` })
      await insertPromotion(t.database.db, other.id, 'MAIN_SLIDER', {
        startsAt: now(),
        expiresAt: new Date(now().getTime() + 30 * DAY_MS),
      })
    }
    expect(await freeMainSlots(t)).toBe(0)
    await decide(article.id, 'DISMISS')
    expect((await promotion(row.id)).expiresAt).toEqual(row.expiresAt)
    expect(await freeMainSlots(t)).toBe(0)
  })
})
