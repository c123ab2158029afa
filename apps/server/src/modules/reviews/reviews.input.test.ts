import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MyReviewSchema, ReviewSchema } from '@spotlight/shared/schemas/reviews'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { account, regularAccount, reviewApi, type Account } from './reviews.test-support'

describe('reviews: bad and hostile input', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let owner: Account
  let admin: Account
  let writer: Account
  let articleId: number

  const errorOf = async (response: Response) => ({
    status: response.status,
    ...ErrorBodySchema.parse(await response.json()).error,
  })

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    owner = await account(t, 'owner')
    admin = await account(t, 'admin')
    writer = await regularAccount(t, 'writer')
    articleId = (await insertArticle(t.database.db, owner.userId)).id
  })
  afterAll(async () => {
    await t.close()
  })

  it.each([0, 6, 3.5, -1, '4', 'five', null, true, [4], { stars: 4 }, 1e308, Number.MAX_SAFE_INTEGER + 2])(
    'refuses the rating %j with REVIEW_RATING_OUT_OF_RANGE and stores nothing',
    async (rating) => {
      const error = await errorOf(await api.put(articleId, writer.token, { rating, text: 'x' }))
      expect(error).toMatchObject({ status: 400, code: 'REVIEW_RATING_OUT_OF_RANGE' })
      expect(error.details?.[0]?.path).toBe('rating')
      expect((await api.mine(articleId, writer.token)).status).toBe(404)
    },
  )

  it('refuses a missing rating, a body that is not an object and an unknown shape without a 500', async () => {
    expect((await errorOf(await api.put(articleId, writer.token, { text: 'no stars' }))).code).toBe(
      'REVIEW_RATING_OUT_OF_RANGE',
    )
    for (const body of [[], 'text', 42, null]) {
      const response = await api.put(articleId, writer.token, body)
      expect(response.status).toBe(400)
    }
    const notJson = await t.request(`/api/articles/${articleId}/reviews/mine`, {
      method: 'PUT',
      token: writer.token,
      headers: { 'content-type': 'application/json' },
      body: '{"rating": 4,',
    })
    expect(notJson.status).toBe(400)
    expect((await errorOf(await api.put(articleId, writer.token, { rating: 4, text: 12 }))).code).toBe(
      'VALIDATION_FAILED',
    )
  })

  it('takes 1,000 characters (emoji count as one) and refuses 1,001 with REVIEW_TEXT_TOO_LONG', async () => {
    const refused = await errorOf(await api.put(articleId, writer.token, { rating: 3, text: 'a'.repeat(1001) }))
    expect(refused).toMatchObject({ status: 400, code: 'REVIEW_TEXT_TOO_LONG' })
    const emoji = '🙂'.repeat(1000)
    const taken = await api.put(articleId, writer.token, { rating: 3, text: emoji })
    expect(taken.status).toBe(201)
    expect(MyReviewSchema.parse(await taken.json()).text).toBe(emoji)
    const tooMany = await errorOf(await api.put(articleId, writer.token, { rating: 3, text: `${emoji}🙂` }))
    expect(tooMany.code).toBe('REVIEW_TEXT_TOO_LONG')
    // A body far past the limit is refused as too large or too long, never a 500.
    const huge = await api.put(articleId, writer.token, { rating: 3, text: 'a'.repeat(2_000_000) })
    expect([400, 413]).toContain(huge.status)
  })

  it('gives back HTML and scripts as the text typed, in the review and the reply, and keeps right-to-left text', async () => {
    const hostile =
      '<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:x">link</a> https://x.test'
    const rtl = 'تطبيق رائع جدا \u202Eabc'
    const written = await api.put(articleId, writer.token, { rating: 5, text: `${hostile}\n${rtl}` })
    expect(written.status).toBe(200)
    const review = MyReviewSchema.parse(await written.json())
    expect(review.text).toBe(`${hostile}\n${rtl}`)
    const replied = ReviewSchema.parse(await (await api.reply(review.id, owner.token, { text: hostile })).json())
    expect(replied.reply?.text).toBe(hostile)
    const listed = await api.list(articleId)
    expect(listed.headers.get('content-type')).toContain('application/json')
    const [first] = ReviewSchema.array().parse(await listed.json())
    expect(first?.text).toBe(`${hostile}\n${rtl}`)
    expect(first?.reply?.text).toBe(hostile)
  })

  it('refuses control characters, an empty or oversize reply, and a bad decision', async () => {
    expect((await errorOf(await api.put(articleId, writer.token, { rating: 3, text: 'a\u0000b' }))).code).toBe(
      'VALIDATION_FAILED',
    )
    const { id } = MyReviewSchema.parse(await (await api.mine(articleId, writer.token)).json())
    expect((await errorOf(await api.reply(id, owner.token, { text: '   ' }))).code).toBe('VALIDATION_FAILED')
    expect((await errorOf(await api.reply(id, owner.token, { text: 'r'.repeat(1001) }))).code).toBe(
      'REVIEW_TEXT_TOO_LONG',
    )
    expect((await errorOf(await api.reply(id, owner.token, {}))).code).toBe('VALIDATION_FAILED')
    for (const body of [
      {},
      { action: 'DELETE' },
      { action: 'HIDE' },
      { action: 'HIDE', reason: '  ' },
      { action: 'HIDE', reason: 'r'.repeat(501) },
    ]) {
      expect((await api.decide(id, admin.token, body)).status).toBe(400)
    }
  })

  it('refuses bad ids, sorts, limits and cursors with 400, never a 500', async () => {
    for (const query of [
      '?sort=best',
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?cursor=%00',
      '?cursor=bm9wZQ',
      `?cursor=${'a'.repeat(300)}`,
    ]) {
      expect((await api.list(articleId, query)).status, query).toBe(400)
    }
    for (const path of ['/api/articles/abc/reviews', '/api/articles/0/rating', '/api/articles/99999999999/reviews']) {
      expect((await t.request(path)).status, path).toBe(400)
    }
    expect((await api.helpful(0, writer.token)).status).toBe(400)
    expect((await api.queue('?status=GONE', admin.token)).status).toBe(400)
  })

  it('answers 404, never a 500, to deleting a review of an article that does not exist', async () => {
    const response = await t.request('/api/articles/2000000/reviews/mine', { method: 'DELETE', token: writer.token })
    expect(response.status).toBe(404)
    expect((await errorOf(response)).code).toBe('REVIEW_NOT_FOUND')
  })
})
