import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { account, reader, regularAccount, type Account } from './reviews.test-support'

// A reader reports a review; an admin hides it from the report queue: it leaves the article's
// reviews and figures at once, and its author is told why (never who reported).
describe('reports of a review', () => {
  let t: TestApp
  let admin: Account
  let maker: Account
  let reviewer: Account
  let reporter: Account
  let articleId = 0

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await account(t, 'admin')
    maker = await account(t, 'review_maker')
    reviewer = await regularAccount(t, 'loud_reviewer')
    reporter = await reader(t, 'careful_reader', new Date(Date.now() - 30 * 24 * 3600 * 1000))
    articleId = (await insertArticle(t.database.db, maker.userId, { title: 'Reported app' })).id
  })
  afterAll(async () => t.close())

  it('goes to the queue and, hidden there, leaves the reviews and the figures', async () => {
    const written = await t.request(`/api/articles/${articleId}/reviews/mine`, {
      method: 'PUT',
      json: { rating: 1, text: 'Rude words here' },
      token: reviewer.token,
    })
    expect(written.status).toBe(201)
    const review = (await written.json()) as { id: number; status: string }
    expect(review.status).toBe('PUBLISHED')
    expect(((await (await t.request(`/api/articles/${articleId}/rating`)).json()) as { count: number }).count).toBe(1)

    const filed = await t.request('/api/reports', {
      method: 'POST',
      json: { targetType: 'REVIEW', targetId: review.id, reason: 'OFFENSIVE', note: 'Insults' },
      token: reporter.token,
    })
    expect(filed.status).toBe(201)
    const { id: reportId } = (await filed.json()) as { id: number }

    const queue = (await (await t.request('/api/admin/reports', { token: admin.token })).json()) as {
      targetType: string
      targetId: number
    }[]
    expect(queue).toContainEqual(expect.objectContaining({ targetType: 'REVIEW', targetId: review.id }))

    const decided = await t.request(`/api/admin/reports/${reportId}/decision`, {
      method: 'POST',
      json: { action: 'HIDE_REVIEW', reason: 'Insults are not a review' },
      token: admin.token,
    })
    expect(decided.status).toBe(200)
    expect(await (await t.request(`/api/articles/${articleId}/reviews`)).json()).toEqual([])
    expect(((await (await t.request(`/api/articles/${articleId}/rating`)).json()) as { count: number }).count).toBe(0)
    const mine = (await (
      await t.request(`/api/articles/${articleId}/reviews/mine`, { token: reviewer.token })
    ).json()) as { status: string; hiddenReason?: string }
    expect(mine.status).toBe('HIDDEN')

    // Reporting it again finds nothing public to report.
    const again = await t.request('/api/reports', {
      method: 'POST',
      json: { targetType: 'REVIEW', targetId: review.id, reason: 'OFFENSIVE' },
      token: maker.token,
    })
    expect(again.status).toBe(404)
  })
})
