import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleRatings, reviews } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { account, reader, regularAccount, reviewApi } from './reviews.test-support'

describe('reviews: simultaneous writes', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let articleId: number

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    const owner = await account(t, 'owner')
    articleId = (await insertArticle(t.database.db, owner.userId)).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('keeps one review when the same account rates the article twice at once', async () => {
    const writer = await regularAccount(t, 'twice')
    const answers = await Promise.all([
      api.put(articleId, writer.token, { rating: 2, text: 'first' }),
      api.put(articleId, writer.token, { rating: 5, text: 'second' }),
      api.put(articleId, writer.token, { rating: 4, text: 'third' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.articleId, articleId))
    expect(rows).toHaveLength(1)
    const [figures] = await t.database.db.select().from(articleRatings).where(eq(articleRatings.articleId, articleId))
    expect(figures).toMatchObject({ count: 1, sum: rows[0]!.rating })
  })

  it('counts 50 readers marking one review helpful at once as 50', async () => {
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.articleId, articleId))
    const readers = await Promise.all(Array.from({ length: 50 }, (_, i) => reader(t, `fan${i}`)))
    const answers = await Promise.all(readers.map((fan) => api.helpful(review!.id, fan.token)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    // Marking again at once changes nothing: one mark per account.
    await Promise.all(readers.slice(0, 10).map((fan) => api.helpful(review!.id, fan.token)))
    const [listed] = (await (await api.list(articleId)).json()) as { helpfulCount: number }[]
    expect(listed?.helpfulCount).toBe(50)
    await Promise.all(readers.slice(0, 20).map((fan) => api.helpful(review!.id, fan.token, 'DELETE')))
    const [after] = (await (await api.list(articleId)).json()) as { helpfulCount: number }[]
    expect(after?.helpfulCount).toBe(30)
  })
})
