import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviews } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, insertArticle, insertPromotion } from '#src/test/factories'
import { createReviewsService } from './reviews.service'
import { account, reader, reviewApi } from './reviews.test-support'

describe('"Top rated": the Bayesian order of category pages and the featured grid', () => {
  let t: TestApp
  let single: number
  let many: number
  let none: number
  let low: number

  beforeAll(async () => {
    t = await buildTestApp()
    const db = t.database.db
    const owner = await account(t, 'owner')
    const categoryId = await findCategoryId(db, 'games')
    const article = (title: string) => insertArticle(db, owner.userId, { title, categoryId }).then((row) => row.id)
    ;[single, many, none, low] = [
      await article('One five'),
      await article('Many good'),
      await article('Unrated'),
      await article('Low'),
    ]
    const raters = await Promise.all(Array.from({ length: 20 }, (_, i) => reader(t, `rater${i}`)))
    const rate = async (articleId: number, who: number, rating: number) =>
      db.insert(reviews).values({ articleId, authorId: raters[who]!.userId, rating, status: 'PUBLISHED' })
    await rate(single, 0, 5)
    for (let i = 0; i < 20; i++) await rate(many, i, i % 5 === 0 ? 4 : 5)
    await rate(low, 1, 1)
    await rate(low, 2, 2)
    // The kept figures follow a write through the service: one write and its undo on each article.
    const service = createReviewsService({ db })
    const probe = await reader(t, 'probe')
    for (const id of [single, many, low]) {
      await service.putMine(id, { userId: probe.userId, role: 'ADMIN' }, { rating: 3, text: '' })
      await service.deleteMine(id, probe.userId)
    }
    for (const id of [single, many, none, low]) await insertPromotion(db, id, 'MAIN_SLIDER')
  })
  afterAll(async () => {
    await t.close()
  })

  it('ranks many good ratings above a single 5, unrated apps at the prior, and pages by its own cursor', async () => {
    const first = await t.request('/api/articles/category/games?sort=top&limit=2')
    const page = (await first.json()) as { id: number; rating: { average: number; count: number } }[]
    expect(page.map((item) => item.id)).toEqual([many, single])
    expect(page[0]!.rating).toEqual({ average: 4.8, count: 20 })
    const cursor = first.headers.get('x-next-cursor')!
    expect(first.headers.get('link')).toContain('sort=top')
    const rest = (await (await t.request(`/api/articles/category/games?sort=top&limit=2&cursor=${cursor}`)).json()) as {
      id: number
    }[]
    expect(rest.map((item) => item.id)).toEqual([none, low])
    // A cursor of one order is refused by the other.
    expect((await t.request(`/api/articles/category/games?limit=2&cursor=${cursor}`)).status).toBe(400)
    expect((await t.request('/api/articles/category/games?sort=best')).status).toBe(400)
  })

  it('orders the featured grid the same way on request', async () => {
    const featured = (await (await t.request('/api/articles/featured?sort=top')).json()) as { id: number }[]
    expect(featured.map((item) => item.id)).toEqual([many, single, none, low])
    expect((await t.request('/api/articles/featured')).status).toBe(200)
  })

  it('gives search results and related articles their rating', async () => {
    const api = reviewApi(t)
    expect((await api.rating(many)).status).toBe(200)
    const related = (await (await t.request(`/api/search/related/${single}`)).json()) as {
      id: number
      rating: unknown
    }[]
    expect(related.find((item) => item.id === many)?.rating).toEqual({ average: 4.8, count: 20 })
    const found = (await (await t.request('/api/search?q=good')).json()) as { id: number; rating: unknown }[]
    expect(found.find((item) => item.id === many)?.rating).toEqual({ average: 4.8, count: 20 })
    const unrated = (await (await t.request('/api/search?q=unrated')).json()) as { id: number; rating: unknown }[]
    expect(unrated.find((item) => item.id === none)?.rating).toEqual({ average: 0, count: 0 })
  })
})
