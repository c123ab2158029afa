import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { ArticleListSchema, ArticleSchema } from '@spotlight/shared/schemas/articles'
import { promotions, publicationCredits } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits, insertArticle, insertPromotion } from '#src/test/factories'

describe('article workflow, credits and moderation', () => {
  let t: TestApp
  let olgaId: number
  const tokens = { olga: '', otto: '', admin: '' }

  const create = (token: string, overrides: Record<string, unknown> = {}) =>
    t.request('/api/articles', { method: 'POST', token, json: articleBody(overrides) })
  const put = (token: string, path: string, json?: unknown) =>
    t.request(`/api/articles${path}`, { method: 'PUT', token, ...(json === undefined ? {} : { json }) })
  const list = async (token: string, name: string) => {
    const response = await t.request(`/api/articles/${name}`, { token })
    expect(response.status).toBe(200)
    return ArticleListSchema.parse(await response.json())
  }
  const errorCode = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.olga = (await signIn(t, 'olga')).accessToken
    tokens.otto = (await signIn(t, 'otto')).accessToken
    tokens.admin = (await signIn(t, 'admin')).accessToken
    olgaId = await findUserId(t.database.db, 'olga')
  })
  afterAll(async () => {
    await t.close()
  })

  describe('publication credits', () => {
    it('refuses to create an article without a credit (402) and says why', async () => {
      const response = await create(tokens.otto)
      expect(response.status).toBe(402)
      const body = ErrorBodySchema.parse(await response.json())
      expect(body.error).toMatchObject({
        code: 'ARTICLE_CREDIT_REQUIRED',
        message: 'You need to subscribe to create an article.',
      })
      expect(await (await t.request('/api/credits/me', { token: tokens.otto })).json()).toEqual({
        available: 0,
        unlimited: false,
      })
    })

    it('lets one credit create exactly one article, even with five concurrent creates, and binds it', async () => {
      const user = await signIn(t, 'racer')
      const userId = await findUserId(t.database.db, 'racer')
      await grantCredits(t.database.db, userId, 1)
      expect((await (await t.request('/api/credits/me', { token: user.accessToken })).json()).available).toBe(1)

      const responses = await Promise.all(Array.from({ length: 5 }, () => create(user.accessToken)))
      const statuses = responses.map((response) => response.status).sort()
      expect(statuses).toEqual([201, 402, 402, 402, 402])
      const created = ArticleSchema.parse(await responses.find((response) => response.status === 201)!.json())

      const credits = await t.database.db.select().from(publicationCredits).where(eq(publicationCredits.userId, userId))
      expect(credits).toHaveLength(1)
      expect(credits[0]).toMatchObject({ articleId: created.id })
      expect(credits[0]!.usedAt).toBeInstanceOf(Date)
      expect((await (await t.request('/api/credits/me', { token: user.accessToken })).json()).available).toBe(0)
    })

    it('lets an admin create and publish without any credit', async () => {
      const response = await create(tokens.admin, { status: 'PENDING_APPROVAL' })
      expect(response.status).toBe(201)
      expect(ArticleSchema.parse(await response.json())).toMatchObject({ status: 'PUBLISHED', approved: true })
      expect(await (await t.request('/api/credits/me', { token: tokens.admin })).json()).toEqual({
        available: 0,
        unlimited: true,
      })
    })

    it('never asks for another credit to edit, resubmit after rejection, or submit', async () => {
      const user = await signIn(t, 'frugal')
      await grantCredits(t.database.db, await findUserId(t.database.db, 'frugal'), 1)
      const article = ArticleSchema.parse(await (await create(user.accessToken)).json())
      expect((await put(user.accessToken, `/${article.id}`, articleBody({ title: 'Edited' }))).status).toBe(200)
      expect((await put(user.accessToken, `/${article.id}/submit`)).status).toBe(200)
      expect((await put(tokens.admin, `/${article.id}/reject`, { reason: 'Blurry header' })).status).toBe(200)
      const resubmitted = await put(user.accessToken, `/${article.id}`, articleBody({ status: 'PENDING_APPROVAL' }))
      expect(resubmitted.status).toBe(200)
      expect((await create(user.accessToken)).status).toBe(402)
    })
  })

  describe('the state machine', () => {
    it('stores what the server decides: a user asking for PUBLISHED gets PENDING_APPROVAL', async () => {
      await grantCredits(t.database.db, olgaId, 1)
      const response = await create(tokens.olga, { status: 'PUBLISHED', approved: true, promoteType: 'MAIN_SLIDER' })
      expect(response.status).toBe(201)
      expect(ArticleSchema.parse(await response.json())).toMatchObject({
        status: 'PENDING_APPROVAL',
        approved: false,
        promoteType: 'STANDARD',
      })
    })

    it('takes a draft through submit and approval to the public page', async () => {
      await grantCredits(t.database.db, olgaId, 1)
      const draft = ArticleSchema.parse(await (await create(tokens.olga)).json())
      expect(draft.status).toBe('DRAFT')
      expect((await list(tokens.olga, 'drafts')).map((a) => a.id)).toContain(draft.id)
      expect((await t.request(`/api/articles/${draft.id}`)).status).toBe(404)

      const submitted = ArticleSchema.parse(await (await put(tokens.olga, `/${draft.id}/submit`)).json())
      expect(submitted.status).toBe('PENDING_APPROVAL')
      expect((await list(tokens.olga, 'drafts')).map((a) => a.id)).not.toContain(draft.id)
      expect((await list(tokens.olga, 'pending')).map((a) => a.id)).toContain(draft.id)
      expect((await list(tokens.admin, 'pending')).map((a) => a.id)).toContain(draft.id)
      expect((await list(tokens.otto, 'pending')).map((a) => a.id)).not.toContain(draft.id)

      const approved = await put(tokens.admin, `/${draft.id}/approve`)
      expect(approved.status).toBe(200)
      expect(ArticleSchema.parse(await approved.json())).toMatchObject({ status: 'PUBLISHED', approved: true })
      expect((await list(tokens.olga, 'published')).map((a) => a.id)).toContain(draft.id)
      expect((await t.request(`/api/articles/${draft.id}`)).status).toBe(200)
    })

    it('refuses invalid transitions with 409', async () => {
      const draft = await insertArticle(t.database.db, olgaId, { status: 'DRAFT' })
      const published = await insertArticle(t.database.db, olgaId, { status: 'PUBLISHED' })
      const rejected = await insertArticle(t.database.db, olgaId, { status: 'REJECTED', rejectionReason: 'No' })
      const cases: [string, string, unknown, string][] = [
        [tokens.admin, `/${draft.id}/approve`, undefined, 'ARTICLE_INVALID_TRANSITION'],
        [tokens.admin, `/${draft.id}/reject`, { reason: 'x' }, 'ARTICLE_INVALID_TRANSITION'],
        [tokens.admin, `/${published.id}/approve`, undefined, 'ARTICLE_INVALID_TRANSITION'],
        [tokens.admin, `/${published.id}/reject`, { reason: 'x' }, 'ARTICLE_INVALID_TRANSITION'],
        [tokens.admin, `/${rejected.id}/approve`, undefined, 'ARTICLE_INVALID_TRANSITION'],
        [tokens.admin, `/${rejected.id}/reject`, { reason: 'x' }, 'ARTICLE_INVALID_TRANSITION'],
        [tokens.olga, `/${published.id}/submit`, undefined, 'ARTICLE_LOCKED'],
        [tokens.olga, `/${published.id}`, articleBody({ status: 'DRAFT' }), 'ARTICLE_LOCKED'],
        [tokens.olga, `/${published.id}`, articleBody({ status: 'PENDING_APPROVAL' }), 'ARTICLE_LOCKED'],
      ]
      for (const [token, path, json, code] of cases) {
        const response = await put(token, path, json)
        expect(response.status, path).toBe(409)
        expect(await errorCode(response)).toBe(code)
      }
      // Nothing moved.
      expect((await t.request(`/api/articles/${draft.id}`, { token: tokens.olga }).then((r) => r.json())).status).toBe(
        'DRAFT',
      )
    })

    it('lets an admin edit a published article, and approving twice fails the second time', async () => {
      const published = await insertArticle(t.database.db, olgaId, { status: 'PUBLISHED' })
      const edited = await put(tokens.admin, `/${published.id}`, articleBody({ status: 'PUBLISHED', title: 'Fixed' }))
      expect(edited.status).toBe(200)
      expect(await edited.json()).toMatchObject({ status: 'PUBLISHED', title: 'Fixed' })

      const pending = await insertArticle(t.database.db, olgaId, { status: 'PENDING_APPROVAL' })
      const [first, second] = await Promise.all([
        put(tokens.admin, `/${pending.id}/approve`),
        put(tokens.admin, `/${pending.id}/reject`, { reason: 'Too late' }),
      ])
      expect([first!.status, second!.status].sort()).toEqual([200, 409])
    })

    it('rejects with a trimmed reason, keeps it while the author fixes, and clears it on resubmission', async () => {
      const pending = await insertArticle(t.database.db, olgaId, { status: 'PENDING_APPROVAL' })
      const rejected = await put(tokens.admin, `/${pending.id}/reject`, { reason: '  Header image is blurry  ' })
      expect(rejected.status).toBe(200)
      expect(await rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Header image is blurry' })
      const inList = (await list(tokens.olga, 'rejected')).find((a) => a.id === pending.id)
      expect(inList?.rejectionReason).toBe('Header image is blurry')

      const fixing = await put(tokens.olga, `/${pending.id}`, articleBody({ status: 'DRAFT', title: 'Sharper' }))
      expect(await fixing.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Header image is blurry' })

      const resubmitted = await put(tokens.olga, `/${pending.id}`, articleBody({ status: 'PENDING_APPROVAL' }))
      expect(await resubmitted.json()).toMatchObject({ status: 'PENDING_APPROVAL', rejectionReason: null })
      expect((await list(tokens.olga, 'rejected')).map((a) => a.id)).not.toContain(pending.id)

      // Resubmission through PUT /submit works the same.
      const again = await insertArticle(t.database.db, olgaId, { status: 'REJECTED', rejectionReason: 'No' })
      expect(await (await put(tokens.olga, `/${again.id}/submit`)).json()).toMatchObject({
        status: 'PENDING_APPROVAL',
        rejectionReason: null,
      })
    })
  })

  describe('deleting', () => {
    it('lets the owner delete a published article; promotions go, the credit stays spent', async () => {
      await grantCredits(t.database.db, olgaId, 1)
      const article = ArticleSchema.parse(await (await create(tokens.olga)).json())
      await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
      const deleted = await t.request(`/api/articles/${article.id}`, { method: 'DELETE', token: tokens.olga })
      expect(deleted.status).toBe(204)
      expect((await t.request(`/api/articles/${article.id}`, { token: tokens.olga })).status).toBe(404)
      expect(await t.database.db.select().from(promotions).where(eq(promotions.articleId, article.id))).toHaveLength(0)
      const credits = await t.database.db.select().from(publicationCredits).where(eq(publicationCredits.userId, olgaId))
      expect(credits.every((credit) => credit.usedAt !== null)).toBe(true)
    })
  })

  describe('hostile HTML through the API', () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="/media/ok.webp" onerror="alert(1)"><img src="https://evil.example/p.gif">' +
      '<a href="javascript:alert(1)">x</a><a href="https://ok.example" target="_self">y</a>' +
      '<p style="color: red; background: url(javascript:alert(1)); width: expression(alert(1))">s</p>' +
      '<iframe src="https://evil.example/embed/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>' +
      '<svg><script>alert(1)</script></svg><object data="x"></object><form><input></form>' +
      '<meta http-equiv="refresh" content="0;url=https://evil.example">'

    function expectHarmless(content: string) {
      expect(content).not.toMatch(/<script|<svg|<object|<form|<meta|<input/i)
      expect(content).not.toMatch(/\son[a-z]+\s*=/i)
      expect(content).not.toMatch(/javascript:|expression\(|url\(/i)
      expect(content).not.toContain('evil.example')
      expect(content).toContain('<img src="/media/ok.webp" loading="lazy" />')
      expect(content).toContain('rel="noopener noreferrer nofollow ugc"')
      expect(content).toContain('https://www.youtube-nocookie.com/embed/abc')
    }

    it('stores and returns hostile content harmlessly on create and on update', async () => {
      await grantCredits(t.database.db, olgaId, 1)
      const created = await create(tokens.olga, { content: hostile })
      expect(created.status).toBe(201)
      const article = ArticleSchema.parse(await created.json())
      expectHarmless(article.content)
      expectHarmless((await (await t.request(`/api/articles/${article.id}`, { token: tokens.olga })).json()).content)

      const updated = await put(tokens.olga, `/${article.id}`, articleBody({ content: `<p>v2</p>${hostile}` }))
      expect(updated.status).toBe(200)
      const stored = (await list(tokens.olga, 'drafts')).find((a) => a.id === article.id)!
      expectHarmless(stored.content)
      expect(stored.content).toContain('v2')
    })

    it('refuses content that is empty once sanitised, too many images, and foreign media', async () => {
      await grantCredits(t.database.db, olgaId, 1)
      const img = '<img src="/media/a.webp">'
      const cases: [Record<string, unknown>, string, string][] = [
        [{ content: '<script>alert(1)</script><p> </p>' }, 'content', 'Content cannot be empty after sanitization.'],
        [{ content: `<p>x</p>${img.repeat(6)}` }, 'content', 'The article cannot contain more than 5 images.'],
        [
          { content: `<p>x</p>${img.repeat(5)}`, headerImage: '/media/h.webp' },
          'content',
          'The article cannot contain more than 5 images.',
        ],
        [{ headerImage: 'https://evil.example/h.png' }, 'headerImage', 'must be a file uploaded to this site'],
        [{ headerImage: 'javascript:alert(1)' }, 'headerImage', 'must be a file uploaded to this site'],
        [{ promoVideo: 'https://evil.example/v.mp4' }, 'promoVideo', 'must be a file uploaded to this site'],
        [{ category: { name: 'Unknown', slug: 'nope' } }, 'category.slug', 'Please select a valid category.'],
        [{ category: { name: 'Sin', slug: 'sin-categoria' } }, 'category.slug', 'Please select a valid category.'],
      ]
      for (const [overrides, path, message] of cases) {
        const response = await create(tokens.olga, overrides)
        expect(response.status, path).toBe(400)
        const body = ErrorBodySchema.parse(await response.json())
        expect(body.error.code).toBe('VALIDATION_FAILED')
        expect(body.error.details).toContainEqual({ path, message })
      }
      // None of the refusals spent the credit.
      expect((await (await t.request('/api/credits/me', { token: tokens.olga })).json()).available).toBe(1)
      const five = await create(tokens.olga, { content: `<p>x</p>${img.repeat(4)}`, headerImage: '/media/h.webp' })
      expect(five.status).toBe(201)
    })
  })
})
