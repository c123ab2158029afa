import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { PublicArticleListItemSchema } from '@spotlight/shared/schemas/articles'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle } from '#src/test/factories'
import { encodeArticleCursor } from './article-cursor'

type Row = { id: number; publishDate: string }

/** The public lists' order: publish date descending, ties by id descending. */
const byNewest = (a: Row, b: Row) =>
  a.publishDate === b.publishDate ? b.id - a.id : a.publishDate < b.publishDate ? 1 : -1

async function listIds(t: TestApp, path: string): Promise<number[]> {
  const response = await t.request(path)
  expect(response.status).toBe(200)
  return ((await response.json()) as Row[]).map((row) => row.id)
}

/** Follows X-Next-Cursor to the end, checking the Link header agrees with it. */
async function walk(t: TestApp, base: string, limit: number): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) })
    const response = await t.request(`${base}?${query.toString()}`)
    expect(response.status).toBe(200)
    const page = (await response.json()) as Row[]
    expect(page.length).toBeLessThanOrEqual(limit)
    ids.push(...page.map((row) => row.id))
    cursor = response.headers.get('x-next-cursor')
    const link = response.headers.get('link')
    if (cursor) {
      expect(page.length).toBe(limit)
      expect(link).toBe(`<${base}?limit=${limit}&cursor=${cursor}>; rel="next"`)
    } else expect(link).toBeNull()
    pages++
  } while (cursor && pages < 200)
  return { ids, pages }
}

describe('GET /api/articles and /api/articles/category/{slug}', () => {
  let t: TestApp
  let ownerId: number
  let gamesId: number
  const published: (Row & { categoryId: number | null })[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    await signIn(t, 'lena')
    ownerId = await findUserId(t.database.db, 'lena')
    gamesId = await findCategoryId(t.database.db, 'games')
    const learningId = await findCategoryId(t.database.db, 'learning')
    // Inserted out of date order, with several articles per date, so ids and dates disagree.
    const offsets = [-3, 0, -1, -3, -10, 0, -1, -3, -2, -400, -3, 0, -5, -1, -2, -3, -7, 0, -1, -2, -3, -6, -4]
    for (const [index, offset] of offsets.entries()) {
      const categoryId = index % 3 === 0 ? gamesId : learningId
      const row = await insertArticle(t.database.db, ownerId, {
        title: `Public ${index}`,
        publishDate: daysFromToday(offset),
        categoryId,
      })
      published.push({ id: row.id, publishDate: row.publishDate, categoryId })
    }
    // Never public: each must stay out of every list.
    for (const status of ['DRAFT', 'PENDING_APPROVAL', 'REJECTED'] as const) {
      await insertArticle(t.database.db, ownerId, { status, categoryId: gamesId, publishDate: daysFromToday(-1) })
    }
    await insertArticle(t.database.db, ownerId, { categoryId: gamesId, publishDate: daysFromToday(1) })
    await insertArticle(t.database.db, ownerId, { categoryId: gamesId, publishDate: daysFromToday(365) })
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists only public articles, newest publish date first and ties by the higher id', async () => {
    const expected = [...published].sort(byNewest).map((row) => row.id)
    expect(await listIds(t, '/api/articles?limit=100')).toEqual(expected)
  })

  it('answers the public list form of an article, and nothing more', async () => {
    const response = await t.request('/api/articles?limit=1')
    const [item] = (await response.json()) as Record<string, unknown>[]
    // `headerImageVariants` is there only for an image the media store knows (none here).
    const specFields = Object.keys(PublicArticleListItemSchema.shape).filter((key) => key !== 'headerImageVariants')
    expect(Object.keys(item!).sort()).toEqual(specFields.sort())
    expect(PublicArticleListItemSchema.strict().safeParse(item).success).toBe(true)
  })

  it('serves 20 per page by default, announcing the next page in Link and X-Next-Cursor', async () => {
    const response = await t.request('/api/articles')
    expect(((await response.json()) as Row[]).length).toBe(20)
    const cursor = response.headers.get('x-next-cursor')
    expect(cursor).toMatch(/^[\w-]+$/)
    expect(response.headers.get('link')).toBe(`</api/articles?limit=20&cursor=${cursor}>; rel="next"`)
  })

  it.each([1, 2, 3, 5, 7, 22, 23, 24, 100])(
    'walks every page of %i with the cursor: no duplicate, no gap',
    async (limit) => {
      const expected = [...published].sort(byNewest).map((row) => row.id)
      const { ids, pages } = await walk(t, '/api/articles', limit)
      expect(ids).toEqual(expected)
      expect(pages).toBe(Math.ceil(expected.length / limit))
    },
  )

  it("walks a category's public articles the same way", async () => {
    const expected = published
      .filter((row) => row.categoryId === gamesId)
      .sort(byNewest)
      .map((row) => row.id)
    expect(expected.length).toBeGreaterThan(4)
    expect((await walk(t, '/api/articles/category/games', 3)).ids).toEqual(expected)
    expect(await listIds(t, '/api/articles/category/finances')).toEqual([])
  })

  it('keeps a cursor stable when a newer article is published meanwhile', async () => {
    const first = await t.request('/api/articles?limit=5')
    const cursor = first.headers.get('x-next-cursor')!
    const expectedNext = [...published]
      .sort(byNewest)
      .slice(5, 10)
      .map((row) => row.id)
    const newer = await insertArticle(t.database.db, ownerId, { publishDate: daysFromToday(0), categoryId: null })
    published.push({ id: newer.id, publishDate: newer.publishDate, categoryId: null })
    expect(await listIds(t, `/api/articles?limit=5&cursor=${cursor}`)).toEqual(expectedNext)
  })

  it('answers 404 CATEGORY_NOT_FOUND for an unknown category', async () => {
    const response = await t.request('/api/articles/category/no-such-category')
    expect(response.status).toBe(404)
    expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('CATEGORY_NOT_FOUND')
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['cursor=', 'cursor'],
    ['cursor=%21%21%21', 'cursor'],
    ['cursor=abc', 'cursor'],
    [`cursor=${'a'.repeat(300)}`, 'cursor'],
    ['cursor=a&cursor=b', 'cursor'],
    [`cursor=${Buffer.from('a1:2025-13-45:3').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('a1:2025-01-01:0').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('a1:2025-01-01:99999999999').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from('{"id":1}').toString('base64url')}`, 'cursor'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    for (const base of ['/api/articles', '/api/articles/category/games']) {
      const response = await t.request(`${base}?${query}`)
      expect(response.status).toBe(400)
      const body = ErrorBodySchema.parse(await response.json())
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.details?.[0]?.path).toBe(field)
    }
  })

  it('refuses an oversized category slug with 400', async () => {
    const response = await t.request(`/api/articles/category/${'a'.repeat(121)}`)
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json()).error.details?.[0]?.path).toBe('slug')
  })

  it('accepts a well-formed cursor from beyond the last article and answers an empty last page', async () => {
    const cursor = encodeArticleCursor({ publishDate: '1970-01-01', id: 1 })
    const response = await t.request(`/api/articles?cursor=${cursor}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([])
    expect(response.headers.get('x-next-cursor')).toBeNull()
  })

  it('is cacheable: short public Cache-Control, weak ETag, 304 when unchanged, new ETag once it changes', async () => {
    const first = await t.request('/api/articles?limit=3')
    expect(first.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)

    const again = await t.request('/api/articles?limit=3', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)

    await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })
    const unchanged = await t.request('/api/articles?limit=3', { headers: { 'if-none-match': `"x", ${etag}` } })
    expect(unchanged.status).toBe(304)

    await insertArticle(t.database.db, ownerId, { publishDate: daysFromToday(0) })
    const changed = await t.request('/api/articles?limit=3', { headers: { 'if-none-match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
  })
})
