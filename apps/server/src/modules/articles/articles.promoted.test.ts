import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dailyRotation, utcDate } from '@spotlight/shared/domain/rotation'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { FeaturedArticleSchema, PromotedSlideSchema } from '@spotlight/shared/schemas/articles'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle, insertPromotion } from '#src/test/factories'

describe('GET /api/articles/featured and /api/articles/promoted-videos', () => {
  let t: TestApp
  let ownerId: number
  let games: number
  let learning: number
  const shown = { main: [] as number[], games: [] as number[], learning: [] as number[] }
  const videoOf = (n: number) => `/media/videos/${n}.mp4`
  /** The promo video of each promoted article that has one. */
  const videos = new Map<number, string>()
  let vietnamese: number

  async function article(overrides: Parameters<typeof insertArticle>[2] = {}) {
    const row = await insertArticle(t.database.db, ownerId, overrides)
    if (row.promoVideo) videos.set(row.id, row.promoVideo)
    return row.id
  }

  beforeAll(async () => {
    t = await buildTestApp()
    await signIn(t, 'pia')
    ownerId = await findUserId(t.database.db, 'pia')
    games = await findCategoryId(t.database.db, 'games')
    learning = await findCategoryId(t.database.db, 'learning')
    const db = t.database.db

    for (let index = 0; index < 4; index++) {
      const id = await article({ promoVideo: videoOf(index + 1000), categoryId: games })
      await insertPromotion(db, id, 'MAIN_SLIDER')
      shown.main.push(id)
    }
    const both = await article({ promoVideo: videoOf(2000), categoryId: games })
    await insertPromotion(db, both, 'MAIN_SLIDER')
    await insertPromotion(db, both, 'CATEGORY_SLIDER', { categoryId: games })
    shown.main.push(both)
    shown.games.push(both)
    // Written in Vietnamese: its slide says so, whatever the page's language.
    const gamesOnly = await article({
      promoVideo: videoOf(3000),
      categoryId: games,
      language: 'vi',
      title: 'Trò chơi cờ vua cho Pioneer',
    })
    vietnamese = gamesOnly
    await insertPromotion(db, gamesOnly, 'CATEGORY_SLIDER', { categoryId: games })
    shown.games.push(gamesOnly)
    const learningOnly = await article({ promoVideo: videoOf(4000), categoryId: learning })
    await insertPromotion(db, learningOnly, 'CATEGORY_SLIDER', { categoryId: learning })
    shown.learning.push(learningOnly)
    // Featured without a video: in the Featured list, not in any slider.
    const noVideo = await article({ headerImage: null })
    await insertPromotion(db, noVideo, 'MAIN_SLIDER')
    shown.main.push(noVideo)

    // None of these may show anywhere.
    const hidden = [
      await article({ promoVideo: videoOf(9001) }), // expired
      await article({ promoVideo: videoOf(9002) }), // cancelled
      await article({ promoVideo: videoOf(9003) }), // only reserved
      await article({ promoVideo: videoOf(9004), status: 'DRAFT' }),
      await article({ promoVideo: videoOf(9005), status: 'REJECTED' }),
      await article({ promoVideo: videoOf(9006), publishDate: daysFromToday(2) }),
      await article({ promoVideo: videoOf(9007) }), // STANDARD "promotion"
      await article({ promoVideo: videoOf(9008) }), // not promoted at all
    ]
    await insertPromotion(db, hidden[0]!, 'MAIN_SLIDER', { expiresAt: new Date(Date.now() - 1000) })
    await insertPromotion(db, hidden[1]!, 'MAIN_SLIDER', { state: 'CANCELLED' })
    await insertPromotion(db, hidden[2]!, 'CATEGORY_SLIDER', {
      state: 'RESERVED',
      categoryId: games,
      reservedUntil: new Date(Date.now() + 600_000),
    })
    await insertPromotion(db, hidden[3]!, 'MAIN_SLIDER')
    await insertPromotion(db, hidden[4]!, 'MAIN_SLIDER')
    await insertPromotion(db, hidden[5]!, 'CATEGORY_SLIDER', { categoryId: games })
    await insertPromotion(db, hidden[6]!, 'STANDARD')
  })
  afterAll(async () => {
    await t.close()
  })

  const today = () => utcDate(new Date())

  it('features each actively promoted public article once, in the order of the day', async () => {
    const response = await t.request('/api/articles/featured')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('public')
    const featured = (await response.json()) as unknown[]
    const ids = featured.map((item) => FeaturedArticleSchema.strict().parse(item).id)
    const expected = [...shown.main, ...shown.games, ...shown.learning].filter((id, i, all) => all.indexOf(id) === i)
    expect(ids).toEqual(dailyRotation(expected, today(), (id) => id))
  })

  it('leaves headerImage out of a featured article that has none', async () => {
    const featured = (await (await t.request('/api/articles/featured')).json()) as Record<string, unknown>[]
    const noImage = featured.find((item) => item.id === shown.main.at(-1))!
    expect(noImage).not.toHaveProperty('headerImage')
  })

  it('lists the main slider videos (the default type) in the order of the day', async () => {
    const withVideo = shown.main.filter((id) => videos.has(id))
    expect(withVideo).toHaveLength(5)
    const expected = dailyRotation(withVideo, today(), (id) => id).map((id) => videos.get(id))
    for (const path of ['/api/articles/promoted-videos?type=MAIN_SLIDER', '/api/articles/promoted-videos']) {
      const response = await t.request(path)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(expected)
    }
  })

  it("lists one category's slider videos, and every category slider with type=CATEGORY_SLIDER", async () => {
    expect(await (await t.request('/api/articles/promoted-videos/category/games')).json()).toEqual(
      dailyRotation(shown.games, today(), (id) => id).map((id) => videos.get(id)),
    )
    expect(await (await t.request('/api/articles/promoted-videos/category/learning')).json()).toEqual([videoOf(4000)])
    expect(await (await t.request('/api/articles/promoted-videos/category/finances')).json()).toEqual([])
    const all = (await (await t.request('/api/articles/promoted-videos?type=CATEGORY_SLIDER')).json()) as string[]
    expect([...all].sort()).toEqual([videoOf(2000), videoOf(3000), videoOf(4000)].sort())
  })

  it.each(['type=STANDARD', 'type=main_slider', 'type=', 'type=MAIN_SLIDER&type=CATEGORY_SLIDER'])(
    'refuses ?%s with 400 naming type',
    async (query) => {
      const response = await t.request(`/api/articles/promoted-videos?${query}`)
      expect(response.status).toBe(400)
      const body = ErrorBodySchema.parse(await response.json())
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.details?.[0]?.path).toBe('type')
    },
  )

  it('answers 404 CATEGORY_NOT_FOUND for an unknown category and 400 for an oversized slug', async () => {
    const unknown = await t.request('/api/articles/promoted-videos/category/nope')
    expect(unknown.status).toBe(404)
    expect(ErrorBodySchema.parse(await unknown.json()).error.code).toBe('CATEGORY_NOT_FOUND')
    const oversized = await t.request(`/api/articles/promoted-videos/category/${'x'.repeat(200)}`)
    expect(oversized.status).toBe(400)
  })

  it('lists the same slides with the app, title and article each video promotes', async () => {
    const mainVideos = (await (await t.request('/api/articles/promoted-videos')).json()) as string[]
    const response = await t.request('/api/articles/promoted-slides?type=MAIN_SLIDER')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('public')
    const slides = ((await response.json()) as unknown[]).map((slide) => PromotedSlideSchema.strict().parse(slide))
    expect(slides.map((slide) => slide.videoUrl)).toEqual(mainVideos)
    for (const slide of slides) {
      expect(videos.get(slide.articleId)).toBe(slide.videoUrl)
      expect(slide.app).toBe('Acme App')
      expect(slide.title).not.toBe('')
    }
    const games = ((await (await t.request('/api/articles/promoted-slides/category/games')).json()) as unknown[]).map(
      (slide) => PromotedSlideSchema.strict().parse(slide),
    )
    expect(games.map((slide) => slide.articleId)).toEqual(dailyRotation(shown.games, today(), (id) => id))
    // Each slide names the language its article is written in (the main slider's are all English).
    expect(slides.every((slide) => slide.language === 'en')).toBe(true)
    expect(games.map((slide) => [slide.articleId, slide.language])).toContainEqual([vietnamese, 'vi'])
    expect(games.find((slide) => slide.articleId === vietnamese)?.title).toBe('Trò chơi cờ vua cho Pioneer')
  })

  it('refuses a bad slider type and an unknown category on the slides paths', async () => {
    const badType = await t.request('/api/articles/promoted-slides?type=STANDARD')
    expect(badType.status).toBe(400)
    expect(ErrorBodySchema.parse(await badType.json()).error.code).toBe('VALIDATION_FAILED')
    const unknown = await t.request('/api/articles/promoted-slides/category/nope')
    expect(unknown.status).toBe(404)
    expect(ErrorBodySchema.parse(await unknown.json()).error.code).toBe('CATEGORY_NOT_FOUND')
    expect((await t.request(`/api/articles/promoted-slides/category/${'x'.repeat(200)}`)).status).toBe(400)
  })

  it('gives visitors, the promoted articles owner, another user and an admin the same public slides', async () => {
    const visitor = await (await t.request('/api/articles/promoted-slides')).json()
    const tokens = [
      (await signIn(t, 'pia')).accessToken,
      (await signIn(t, 'someone_else')).accessToken,
      (await signIn(t, 'admin')).accessToken,
    ]
    for (const token of tokens) {
      const response = await t.request('/api/articles/promoted-slides', { token })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(visitor)
    }
  })
})
