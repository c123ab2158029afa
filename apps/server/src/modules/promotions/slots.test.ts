import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle, insertPromotion } from '#src/test/factories'
import { createPromotionsRepository } from './promotions.repository'

const MINUTE = 60_000

describe('GET /api/price', () => {
  it('answers the configured plan prices, cacheable', async () => {
    const t = await buildTestApp({ env: { PLAN_PRICES: 'STANDARD=2,CATEGORY_SLIDER=4.5,MAIN_SLIDER=9' } })
    try {
      const response = await t.request('/api/price')
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ STANDARD: 2, CATEGORY_SLIDER: 4.5, MAIN_SLIDER: 9 })
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    } finally {
      await t.close()
    }
  })
})

describe('GET /api/payments/slots', () => {
  let t: TestApp
  let articleId: number
  let games: number
  let learning: number

  const slots = async (query: string) => {
    const response = await t.request(`/api/payments/slots?${query}`)
    return { status: response.status, body: (await response.json()) as unknown, headers: response.headers }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    await signIn(t, 'sol')
    articleId = (await insertArticle(t.database.db, await findUserId(t.database.db, 'sol'))).id
    games = await findCategoryId(t.database.db, 'games')
    learning = await findCategoryId(t.database.db, 'learning')
  })
  afterAll(async () => {
    await t.close()
  })

  it('offers all 7 slots of an empty slider, to visitors too', async () => {
    expect(await slots('promoteType=MAIN_SLIDER')).toMatchObject({
      status: 200,
      body: { totalSlots: 7, remainingSlots: 7, categoryName: null },
    })
    expect((await slots('promoteType=CATEGORY_SLIDER&categorySlug=games')).body).toEqual({
      totalSlots: 7,
      remainingSlots: 7,
      categoryName: 'Games',
    })
  })

  it('counts active unexpired and reserved unlapsed promotions; not expired, lapsed or cancelled ones', async () => {
    const db = t.database.db
    const now = Date.now()
    await insertPromotion(db, articleId, 'MAIN_SLIDER') // counts
    await insertPromotion(db, articleId, 'MAIN_SLIDER', {
      state: 'RESERVED',
      reservedUntil: new Date(now + 10 * MINUTE),
    }) // counts
    await insertPromotion(db, articleId, 'MAIN_SLIDER', { state: 'RESERVED', reservedUntil: new Date(now - MINUTE) })
    await insertPromotion(db, articleId, 'MAIN_SLIDER', { expiresAt: new Date(now - MINUTE) })
    await insertPromotion(db, articleId, 'MAIN_SLIDER', { state: 'CANCELLED' })
    await insertPromotion(db, articleId, 'CATEGORY_SLIDER', { categoryId: games }) // games only
    await insertPromotion(db, articleId, 'CATEGORY_SLIDER', {
      categoryId: games,
      state: 'RESERVED',
      reservedUntil: new Date(now + MINUTE),
    }) // games only
    await insertPromotion(db, articleId, 'CATEGORY_SLIDER', { categoryId: learning, expiresAt: new Date(now - 1) })

    expect((await slots('promoteType=MAIN_SLIDER&categorySlug=')).body).toMatchObject({ remainingSlots: 5 })
    expect((await slots('promoteType=CATEGORY_SLIDER&categorySlug=games')).body).toMatchObject({ remainingSlots: 5 })
    expect((await slots('promoteType=CATEGORY_SLIDER&categorySlug=learning')).body).toMatchObject({
      remainingSlots: 7,
      categoryName: 'Learning',
    })
  })

  it('never answers a negative number when a slider is over-full', async () => {
    for (let index = 0; index < 8; index++) {
      await insertPromotion(t.database.db, articleId, 'CATEGORY_SLIDER', { categoryId: learning })
    }
    expect((await slots('promoteType=CATEGORY_SLIDER&categorySlug=learning')).body).toMatchObject({ remainingSlots: 0 })
  })

  it('counts at the instant it is asked, for the locked transaction of the payments flow', async () => {
    const repo = createPromotionsRepository(t.database.db)
    const inAnHour = new Date(Date.now() + 60 * MINUTE)
    // The reservation made above lapses within the hour; the active ones do not.
    expect(await repo.countTakenSlots({ planType: 'MAIN_SLIDER' }, new Date())).toBe(2)
    expect(await repo.countTakenSlots({ planType: 'MAIN_SLIDER' }, inAnHour)).toBe(1)
    expect(await repo.countTakenSlots({ planType: 'CATEGORY_SLIDER', categoryId: games }, inAnHour)).toBe(1)
  })

  it('is revalidated on every use: no-cache with an ETag', async () => {
    const { headers } = await slots('promoteType=MAIN_SLIDER')
    expect(headers.get('cache-control')).toBe('public, no-cache')
    const again = await t.request('/api/payments/slots?promoteType=MAIN_SLIDER', {
      headers: { 'if-none-match': headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it.each([
    ['', 'promoteType'],
    ['promoteType=STANDARD', 'promoteType'],
    ['promoteType=main_slider', 'promoteType'],
    ['promoteType=CATEGORY_SLIDER', 'categorySlug'],
    ['promoteType=CATEGORY_SLIDER&categorySlug=', 'categorySlug'],
    ['promoteType=CATEGORY_SLIDER&categorySlug=%20%20', 'categorySlug'],
    [`promoteType=CATEGORY_SLIDER&categorySlug=${'a'.repeat(121)}`, 'categorySlug'],
    ['promoteType=CATEGORY_SLIDER&categorySlug=a&categorySlug=b', 'categorySlug'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const { status, body } = await slots(query)
    expect(status).toBe(400)
    const error = ErrorBodySchema.parse(body).error
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details?.[0]?.path).toBe(field)
  })

  it('answers 404 CATEGORY_NOT_FOUND for an unknown category', async () => {
    const { status, body } = await slots('promoteType=CATEGORY_SLIDER&categorySlug=nope')
    expect(status).toBe(404)
    expect(ErrorBodySchema.parse(body).error.code).toBe('CATEGORY_NOT_FOUND')
  })
})
