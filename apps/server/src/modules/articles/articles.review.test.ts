import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { ArticleReviewSchema, ArticleSchema } from '@spotlight/shared/schemas/articles'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits, insertArticle } from '#src/test/factories'

/** GET /api/articles/{id}/review: the admin's view of an article before moderating it. */
describe('article review (admin)', () => {
  let t: TestApp
  let ownerId: number
  const tokens = { owner: '', other: '', admin: '' }

  const review = (id: number | string, token?: string) =>
    t.request(`/api/articles/${id}/review`, token ? { token } : {})
  const errorCode = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.owner = (await signIn(t, 'rita')).accessToken
    tokens.other = (await signIn(t, 'ramon')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'rita')
  })
  afterAll(async () => {
    await t.close()
  })

  it('is for admins only: visitor 401, owner and other users 403, admin 200', async () => {
    const { id } = await insertArticle(t.database.db, ownerId, { status: 'PENDING_APPROVAL' })
    const visitor = await review(id)
    expect(visitor.status).toBe(401)
    expect(await errorCode(visitor)).toBeTruthy()
    expect((await review(id, tokens.owner)).status).toBe(403)
    expect((await review(id, tokens.other)).status).toBe(403)
    const admin = await review(id, tokens.admin)
    expect(admin.status).toBe(200)
    expect(admin.headers.get('cache-control')).toMatch(/private|no-store/)
  })

  it('answers 404 for an unknown article and 400 for an id that is not one', async () => {
    const missing = await review(2_000_000_000, tokens.admin)
    expect(missing.status).toBe(404)
    expect(await errorCode(missing)).toBe('ARTICLE_NOT_FOUND')
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await review(bad, tokens.admin)
      expect(response.status, bad).toBe(400)
      expect(await errorCode(response)).toBeTruthy()
    }
  })

  it('gives the whole article, its author, when it was submitted and the reason a resubmission answers', async () => {
    await grantCredits(t.database.db, ownerId, 1)
    const before = Date.now()
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: tokens.owner,
      json: articleBody({ title: 'Reviewed in full', status: 'PENDING_APPROVAL' }),
    })
    expect(created.status).toBe(201)
    const article = ArticleSchema.parse(await created.json())

    const first = ArticleReviewSchema.parse(await (await review(article.id, tokens.admin)).json())
    expect(first.article).toMatchObject({ id: article.id, title: 'Reviewed in full', status: 'PENDING_APPROVAL' })
    expect(first.article.content).toBe(article.content)
    expect(first.authorUsername).toBe('rita')
    expect(Date.parse(first.submittedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(first.previousRejectionReason).toBeNull()

    const rejected = await t.request(`/api/articles/${article.id}/reject`, {
      method: 'PUT',
      token: tokens.admin,
      json: { reason: 'The download link is broken.' },
    })
    expect(rejected.status).toBe(200)

    // The owner fixes it and resubmits: the article leaves REJECTED, the admin still sees why it was.
    const resubmitted = await t.request(`/api/articles/${article.id}`, {
      method: 'PUT',
      token: tokens.owner,
      json: articleBody({ title: 'Reviewed in full, fixed', status: 'PENDING_APPROVAL' }),
    })
    expect(resubmitted.status).toBe(200)
    expect(ArticleSchema.parse(await resubmitted.json()).rejectionReason).toBeNull()

    const second = ArticleReviewSchema.parse(await (await review(article.id, tokens.admin)).json())
    expect(second.article).toMatchObject({ title: 'Reviewed in full, fixed', status: 'PENDING_APPROVAL' })
    expect(second.previousRejectionReason).toBe('The download link is broken.')
    expect(Date.parse(second.submittedAt!)).toBeGreaterThanOrEqual(Date.parse(first.submittedAt!))
  })

  it('keeps the previous reason when a resubmission goes through PUT /submit as well', async () => {
    const { id } = await insertArticle(t.database.db, ownerId, {
      status: 'REJECTED',
      rejectionReason: 'Add screenshots.',
    })
    expect((await t.request(`/api/articles/${id}/submit`, { method: 'PUT', token: tokens.owner })).status).toBe(200)
    const body = ArticleReviewSchema.parse(await (await review(id, tokens.admin)).json())
    expect(body.previousRejectionReason).toBe('Add screenshots.')
    expect(body.submittedAt).not.toBeNull()
  })
})
