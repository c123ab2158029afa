import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { eq } from 'drizzle-orm'
import { ArticleSchema } from '@spotlight/shared/schemas/articles'
import { articles } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle, insertPromotion } from '#src/test/factories'

describe('GET /api/articles/{id}', () => {
  let t: TestApp
  let ownerId: number
  const tokens: Record<'owner' | 'other' | 'admin', string> = { owner: '', other: '', admin: '' }

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.owner = (await signIn(t, 'olga')).accessToken
    tokens.other = (await signIn(t, 'otto')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'olga')
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers a public article to anyone, in the public Article shape, with public cache headers', async () => {
    const games = await findCategoryId(t.database.db, 'games')
    const row = await insertArticle(t.database.db, ownerId, {
      categoryId: games,
      headerImage: '/media/x.webp',
      headerImagePublicId: 'x',
      headerImageUploadDate: new Date('2025-05-06T10:00:00Z'),
    })
    const response = await t.request(`/api/articles/${row.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300')
    const article = ArticleSchema.strict().parse(await response.json())
    expect(article).toMatchObject({
      id: row.id,
      category: { name: 'Games', slug: 'games' },
      status: 'PUBLISHED',
      approved: true,
      promoteType: 'STANDARD',
      activePlans: [],
      headerImageUploadDate: '2025-05-06T10:00:00.000Z',
      promoVideo: null,
      rejectionReason: null,
    })
    // Its last write, for the page's structured data (dateModified).
    const [stored] = await t.database.db.select().from(articles).where(eq(articles.id, row.id))
    expect(article.updatedAt).toBe(stored!.updatedAt.toISOString())
    // The answer is the same for a signed-in reader.
    expect(await (await t.request(`/api/articles/${row.id}`, { token: tokens.other })).json()).toEqual(article)
  })

  it('reports the slider plans in force and the best one as promoteType', async () => {
    const row = await insertArticle(t.database.db, ownerId)
    const expiresAt = new Date(Date.now() + 10 * 24 * 3600 * 1000)
    await insertPromotion(t.database.db, row.id, 'CATEGORY_SLIDER', { expiresAt })
    await insertPromotion(t.database.db, row.id, 'MAIN_SLIDER', { expiresAt: new Date(Date.now() - 1000) })
    await insertPromotion(t.database.db, row.id, 'MAIN_SLIDER', { state: 'CANCELLED' })
    await insertPromotion(t.database.db, row.id, 'MAIN_SLIDER', { state: 'RESERVED', expiresAt: null })
    const article = ArticleSchema.parse(await (await t.request(`/api/articles/${row.id}`)).json())
    expect(article.promoteType).toBe('CATEGORY_SLIDER')
    expect(article.activePlans).toEqual([{ planType: 'CATEGORY_SLIDER', expirationAt: expiresAt.toISOString() }])

    await insertPromotion(t.database.db, row.id, 'MAIN_SLIDER')
    const promoted = ArticleSchema.parse(await (await t.request(`/api/articles/${row.id}`)).json())
    expect(promoted.promoteType).toBe('MAIN_SLIDER')
    expect(promoted.activePlans.map((plan) => plan.planType).sort()).toEqual(['CATEGORY_SLIDER', 'MAIN_SLIDER'])
  })

  it.each([
    ['a draft', { status: 'DRAFT' as const }],
    ['an article in review', { status: 'PENDING_APPROVAL' as const }],
    ['a rejected article', { status: 'REJECTED' as const, rejectionReason: 'Missing link' }],
    ['a scheduled article', { publishDate: daysFromToday(1) }],
  ])('shows %s only to its owner and admins; anyone else gets the 404 of an unknown id', async (_name, overrides) => {
    const row = await insertArticle(t.database.db, ownerId, overrides)
    for (const token of [undefined, tokens.other, 'not-a-session-token']) {
      const response = await t.request(`/api/articles/${row.id}`, token ? { token } : {})
      expect(response.status).toBe(404)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('ARTICLE_NOT_FOUND')
    }
    for (const token of [tokens.owner, tokens.admin]) {
      const response = await t.request(`/api/articles/${row.id}`, { token })
      expect(response.status).toBe(200)
      // Depends on the session: never stored by a shared cache, no ETag.
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('etag')).toBeNull()
      const article = ArticleSchema.parse(await response.json())
      expect(article.id).toBe(row.id)
      expect(article.approved).toBe(article.status === 'PUBLISHED')
    }
  })

  it('shows a rejected article with its reason to the owner', async () => {
    const row = await insertArticle(t.database.db, ownerId, { status: 'REJECTED', rejectionReason: 'Broken link' })
    const article = ArticleSchema.parse(
      await (await t.request(`/api/articles/${row.id}`, { token: tokens.owner })).json(),
    )
    expect(article).toMatchObject({ status: 'REJECTED', approved: false, rejectionReason: 'Broken link' })
  })

  it('answers 404 ARTICLE_NOT_FOUND for an unknown id', async () => {
    const response = await t.request('/api/articles/2147483647')
    expect(response.status).toBe(404)
    expect(ErrorBodySchema.parse(await response.json()).error).toMatchObject({ code: 'ARTICLE_NOT_FOUND' })
  })

  it.each(['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999', '%20'])(
    'refuses the id %j with 400 VALIDATION_FAILED',
    async (id) => {
      const response = await t.request(`/api/articles/${id}`)
      expect(response.status).toBe(400)
      const body = ErrorBodySchema.parse(await response.json())
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.details?.[0]?.path).toBe('id')
    },
  )

  it('answers 304 to a client holding the current version of a public article', async () => {
    const row = await insertArticle(t.database.db, ownerId)
    const first = await t.request(`/api/articles/${row.id}`)
    const etag = first.headers.get('etag')!
    const again = await t.request(`/api/articles/${row.id}`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })
})
