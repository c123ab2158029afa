import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviews, users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { locationOf, postForm } from '#src/test/html-form-client'
import { reader, type Account } from '#src/modules/reviews/reviews.test-support'

/** POST /report as a browser sends the report panel's form with no script (see follow-form.test.ts). */
describe('reports: the HTML form (POST /report) without JavaScript', () => {
  let t: TestApp
  let maker: Account
  let rita: Account
  let otto: Account
  let articleId: number
  let reviewId: number

  const post = (account: Account | null, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(t, '/report', fields, {
      ...(account ? { cookie: `spotlight_session=${account.token}` } : {}),
      ...headers,
    })
  const location = locationOf
  const mine = async (account: Account) =>
    (await (await t.request('/api/reports/mine', { token: account.token })).json()) as {
      targetType: string
      targetId: number
      reason: string
      note: string
    }[]

  beforeAll(async () => {
    t = await buildTestApp()
    maker = await reader(t, 'maker')
    rita = await reader(t, 'rita')
    otto = await reader(t, 'otto')
    articleId = (await insertArticle(t.database.db, maker.userId)).id
    const [review] = await t.database.db
      .insert(reviews)
      .values({ articleId, authorId: otto.userId, rating: 1, text: 'Bad', status: 'PUBLISHED' })
      .returning({ id: reviews.id })
    reviewId = review!.id
  })
  afterAll(async () => {
    await t.close()
  })

  it('files a report on the article and sends the reader back to it, saying so', async () => {
    const response = await post(rita, {
      type: 'ARTICLE',
      target: String(articleId),
      reason: 'BROKEN',
      note: '  The link is dead  ',
      next: `/id/articles/${articleId}?report=ARTICLE-${articleId}`,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(location(response)).toEqual({
      path: `/id/articles/${articleId}`,
      query: { reported: `ARTICLE-${articleId}` },
      hash: '#report-article',
    })
    expect(await mine(rita)).toMatchObject([
      { targetType: 'ARTICLE', targetId: articleId, reason: 'BROKEN', note: 'The link is dead' },
    ])
    // The same item again: the API's refusal, named, with the panel reopened.
    const again = await post(rita, { type: 'ARTICLE', target: String(articleId), reason: 'SCAM', note: 'Again' })
    expect(location(again)).toEqual({
      path: `/articles/${articleId}`,
      query: { report: `ARTICLE-${articleId}`, report_error: 'REPORT_ALREADY_OPEN', report_note: 'Again' },
      hash: '#report-article',
    })
  })

  it('files a report on a review, back at the review', async () => {
    const response = await post(rita, {
      type: 'REVIEW',
      target: String(reviewId),
      reason: 'OFFENSIVE',
      next: `/articles/${articleId}`,
    })
    expect(location(response)).toEqual({
      path: `/articles/${articleId}`,
      query: { reported: `REVIEW-${reviewId}` },
      hash: `#review-${reviewId}`,
    })
    expect((await mine(rita)).map((report) => report.targetType).sort()).toEqual(['ARTICLE', 'REVIEW'])
  })

  it("keeps the API's rules: no report of one's own work, none from a suspended account", async () => {
    const ownArticle = await post(maker, { type: 'ARTICLE', target: String(articleId), reason: 'SCAM' })
    expect(location(ownArticle).query.report_error).toBe('REPORT_OWN_ITEM')
    const ownReview = await post(otto, { type: 'REVIEW', target: String(reviewId), reason: 'SCAM' })
    expect(location(ownReview).query.report_error).toBe('REPORT_OWN_ITEM')
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, otto.userId))
    const suspended = await post(otto, { type: 'ARTICLE', target: String(articleId), reason: 'SCAM' })
    expect(location(suspended).query.report_error).toBe('ACCOUNT_SUSPENDED')
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, otto.userId))
    expect(await mine(otto)).toEqual([])
    expect(await mine(maker)).toEqual([])
  })

  it('tells a visitor without a session to sign in, and refuses another site', async () => {
    const visitor = await post(null, { type: 'ARTICLE', target: String(articleId), reason: 'SCAM' })
    expect(visitor.status).toBe(303)
    expect(location(visitor).query).toMatchObject({ report: `ARTICLE-${articleId}`, report_error: 'AUTH_REQUIRED' })
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]) {
      const response = await post(otto, { type: 'ARTICLE', target: String(articleId), reason: 'SCAM' }, headers)
      expect(response.status, JSON.stringify(headers)).toBe(403)
    }
    expect(await mine(otto)).toEqual([])
  })

  it('says what was wrong with the form and never 500s', async () => {
    const target = String(articleId)
    const cases: [Record<string, string>, string][] = [
      [{ type: 'ARTICLE', target }, 'REPORT_REASON_REQUIRED'],
      [{ type: 'ARTICLE', target, reason: 'BORING' }, 'REPORT_REASON_REQUIRED'],
      [{ type: 'ARTICLE', target, reason: 'SCAM', note: '<b>hi</b>' }, 'REPORT_NOTE_INVALID'],
      [{ type: 'ARTICLE', target, reason: 'SCAM', note: 'x'.repeat(501) }, 'REPORT_NOTE_INVALID'],
      [{ type: 'ARTICLE', target: '9999999999', reason: 'SCAM' }, 'VALIDATION_FAILED'],
      [{ type: 'ARTICLE', target: '2147483647', reason: 'SCAM' }, 'REPORT_TARGET_NOT_FOUND'],
    ]
    for (const [fields, code] of cases) {
      const response = await post(otto, { ...fields, next: `/articles/${articleId}` })
      expect(response.status, JSON.stringify(fields)).toBe(303)
      const { query } = location(response)
      expect(query.report_error, JSON.stringify(fields)).toMatch(code)
      if (fields.note && fields.note.length < 100) expect(query.report_note).toBe(fields.note)
    }
    // No readable item: back to the page (or home), and never to another site.
    for (const fields of <Record<string, string>[]>[
      { type: 'USER', target },
      { type: 'ARTICLE', target: 'x' },
      { type: 'ARTICLE', target: '0' },
      {},
    ]) {
      const response = await post(otto, { ...fields, reason: 'SCAM', next: '//evil.example' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
    }
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/a\nb']) {
      const response = await post(otto, { type: 'ARTICLE', target, next })
      expect(location(response).path, next).toBe(`/articles/${articleId}`)
    }
    const huge = await post(otto, { type: 'ARTICLE', target, reason: 'SCAM', note: '🚀'.repeat(1_400) })
    expect(huge.status).toBe(413)
    expect(await mine(otto)).toEqual([])
  })
})
