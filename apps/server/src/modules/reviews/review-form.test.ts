import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviews, users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { locationOf, postForm } from '#src/test/html-form-client'
import { reader, regularAccount, reviewApi, type Account } from './reviews.test-support'

/**
 * POST /review and POST /review-helpful as a browser sends them with no script: urlencoded fields,
 * the session cookie (the same token the sign-in's answer sets in it), and a same-site post's headers.
 */
describe('reviews: the HTML forms (POST /review, POST /review-helpful) without JavaScript', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let maker: Account
  let rita: Account
  let otto: Account
  let articleId: number
  const cookieOf = (account: Account) => `spotlight_session=${account.token}`

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(t, path, fields, headers)
  const rate = (account: Account | null, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    post('/review', fields, account ? { cookie: cookieOf(account), ...headers } : headers)
  const location = locationOf
  const reviewCount = async () => (await (await api.rating(articleId)).json()).count as number

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    maker = await reader(t, 'maker')
    rita = await regularAccount(t, 'rita')
    otto = await regularAccount(t, 'otto')
    articleId = (await insertArticle(t.database.db, maker.userId, { title: 'Rated here' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('rates the app from the form and sends the reader back to the reviews, saying so', async () => {
    const response = await rate(rita, {
      article: String(articleId),
      rating: '4',
      text: 'Works well',
      next: `/es/articles/${articleId}?sort=newest&review=write`,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(location(response)).toEqual({
      path: `/es/articles/${articleId}`,
      query: { sort: 'newest', review_saved: 'PUBLISHED' },
      hash: '#reviews',
    })
    // The public page's reads show it at once.
    expect(await reviewCount()).toBe(1)
    const [listed] = (await (await api.list(articleId)).json()) as { text: string; rating: number }[]
    expect(listed).toMatchObject({ text: 'Works well', rating: 4 })

    // The same form changes the review (one per reader).
    const again = await rate(rita, { article: String(articleId), rating: '2', text: 'Less good now' })
    expect(location(again).path).toBe(`/articles/${articleId}`)
    expect(await reviewCount()).toBe(1)
    expect((await (await api.rating(articleId)).json()).average).toBe(2)
  })

  it('tells a visitor without a session to sign in, and writes nothing', async () => {
    const response = await rate(null, { article: String(articleId), rating: '5', next: `/articles/${articleId}` })
    expect(response.status).toBe(303)
    expect(location(response).query).toMatchObject({ review: 'write', review_error: 'AUTH_REQUIRED' })
    const ended = await rate({ ...otto, token: 'not-a-live-session' }, { article: String(articleId), rating: '5' })
    expect(location(ended).query.review_error).toBe('AUTH_REQUIRED')
    expect(await reviewCount()).toBe(1)
  })

  it("refuses another site's post (the cookie travels with it in the Pi Browser's frame)", async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]) {
      const response = await rate(otto, { article: String(articleId), rating: '1' }, headers)
      expect(response.status, JSON.stringify(headers)).toBe(403)
    }
    const noOrigin = await t.request('/review', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(otto) },
      body: `article=${articleId}&rating=1`,
    })
    expect(noOrigin.status).toBe(403)
    expect(await reviewCount()).toBe(1)
  })

  it('says what was wrong with the form, reopening it on what was typed, and never 500s', async () => {
    const article = String(articleId)
    const cases: [Record<string, string>, string][] = [
      [{ article, text: 'No stars' }, 'REVIEW_RATING_OUT_OF_RANGE'],
      [{ article, rating: '9', text: 'Too many' }, 'REVIEW_RATING_OUT_OF_RANGE'],
      [{ article, rating: 'five' }, 'REVIEW_RATING_OUT_OF_RANGE'],
      [{ article, rating: '3.5' }, 'REVIEW_RATING_OUT_OF_RANGE'],
      [{ article, rating: '3', text: 'x'.repeat(1_001) }, 'REVIEW_TEXT_TOO_LONG'],
      [{ article, rating: '3', text: 'a\u0000b\u0007' }, 'VALIDATION_FAILED'],
    ]
    for (const [fields, code] of cases) {
      const response = await rate(otto, { ...fields, next: `/articles/${articleId}` })
      expect(response.status, JSON.stringify(fields)).toBe(303)
      const { query, hash } = location(response)
      expect(query.review_error, JSON.stringify(fields)).toBe(code)
      expect(query.review).toBe('write')
      expect(hash).toBe('#write-review')
      if (fields.text && fields.text.length < 100) expect(query.review_text).toBe(fields.text.trim())
    }
    // An unreadable article id, or none: back to the page (or home), nothing written.
    for (const bad of ['abc', '0', '-1', '99999999999', '']) {
      const response = await rate(otto, { article: bad, rating: '3' })
      expect(response.status, bad).toBe(303)
      expect(response.headers.get('location')).toBe('/')
    }
    // An article that is not there: the API's refusal, named.
    const gone = await rate(otto, { article: '2147483647', rating: '3' })
    expect(location(gone).query.review_error).toBe('ARTICLE_NOT_FOUND')
    // A body of another type, or none.
    const json = await t.request('/review', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: t.url, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ article: articleId, rating: 3 }),
    })
    expect(json.status).toBe(303)
    const huge = await rate(otto, { article, rating: '3', text: '🚀'.repeat(1_400) })
    expect(huge.status).toBe(413)
    expect(await reviewCount()).toBe(1)
  })

  it('never sends the reader to another site', async () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/a\nb']) {
      const response = await rate(otto, { article: String(articleId), next })
      expect(location(response).path, next).toBe(`/articles/${articleId}`)
      expect(response.headers.get('location')).toMatch(/^\/articles\//)
    }
  })

  it("keeps the API's rules: no rating of one's own article, none from a suspended account", async () => {
    const own = await rate(maker, { article: String(articleId), rating: '5' })
    expect(location(own).query.review_error).toBe('REVIEW_OWN_ARTICLE')
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, otto.userId))
    const suspended = await rate(otto, { article: String(articleId), rating: '5' })
    expect(location(suspended).query.review_error).toBe('ACCOUNT_SUSPENDED')
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, otto.userId))
    expect(await reviewCount()).toBe(1)
  })

  it('marks a review helpful and takes the mark back, at the review', async () => {
    const [review] = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.articleId, articleId))
    const id = String(review!.id)
    const helpful = async () =>
      ((await (await api.list(articleId)).json()) as { id: number; helpfulCount: number }[]).find(
        (listed) => listed.id === review!.id,
      )!.helpfulCount
    const next = `/vi/articles/${articleId}?sort=helpful`

    const marked = await post('/review-helpful', { review: id, intent: 'helpful', next }, { cookie: cookieOf(otto) })
    expect(marked.status).toBe(303)
    expect(location(marked)).toEqual({
      path: `/vi/articles/${articleId}`,
      query: { sort: 'helpful', helpful: id },
      hash: `#review-${id}`,
    })
    expect(await helpful()).toBe(1)

    const unmarked = await post(
      '/review-helpful',
      { review: id, intent: 'unhelpful', next: `${next}&helpful=${id}` },
      { cookie: cookieOf(otto) },
    )
    expect(location(unmarked).query).toEqual({ sort: 'helpful', unhelpful: id })
    expect(await helpful()).toBe(0)

    // One's own review, a review of one's own article, a visitor, another site: nothing changes.
    const own = await post('/review-helpful', { review: id, next }, { cookie: cookieOf(rita) })
    expect(location(own).query).toMatchObject({ helpful_error: 'FORBIDDEN', helpful_review: id })
    const owner = await post('/review-helpful', { review: id, next }, { cookie: cookieOf(maker) })
    expect(location(owner).query.helpful_error).toBe('REVIEW_OWN_ARTICLE')
    const visitor = await post('/review-helpful', { review: id, next })
    expect(location(visitor).query.helpful_error).toBe('AUTH_REQUIRED')
    const crossSite = await post(
      '/review-helpful',
      { review: id, next },
      { cookie: cookieOf(otto), 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.status).toBe(403)
    const unknown = await post('/review-helpful', { review: '2147483647', next }, { cookie: cookieOf(otto) })
    expect(location(unknown).query.helpful_error).toBe('REVIEW_NOT_FOUND')
    const unreadable = await post(
      '/review-helpful',
      { review: 'x', next: '//evil.example' },
      { cookie: cookieOf(otto) },
    )
    expect(unreadable.headers.get('location')).toBe('/')
    expect(await helpful()).toBe(0)
  })
  it('takes a review of 1,000 emoji (12 bytes each once encoded), at the limit of its length', async () => {
    const text = '🚀'.repeat(1_000)
    const response = await rate(rita, { article: String(articleId), rating: '5', text, next: `/articles/${articleId}` })
    expect(location(response).query.review_saved).toBe('PUBLISHED')
    expect(await reviewCount()).toBe(1)
  })

  it('keeps hostile HTML as the plain text it is, as the API does', async () => {
    const text = '<img src=x onerror=alert(1)><script>alert(1)</script>'
    const response = await rate(otto, { article: String(articleId), rating: '3', text })
    expect(location(response).query.review_saved).toBe('PUBLISHED')
    const listed = (await (await api.list(articleId)).json()) as { text: string }[]
    expect(listed.map((review) => review.text)).toContain(text)
  })
})
