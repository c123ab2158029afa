import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ArticleInput } from '@spotlight/shared/schemas/articles'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits, insertArticle } from '#src/test/factories'

/** Bad input on every write endpoint: 400 naming the field, never a 500, never a change to stored data. */
describe('article and category writes refuse bad input', () => {
  let t: TestApp
  let ownerId: number
  let user = ''
  let admin = ''
  let draftId = 0
  let pendingId = 0

  // Wrong on purpose (a number for a title, an unknown status, fields the API does not take): the cast lets
  // the typed factory build bodies the server must refuse or strip.
  const hostileBody = (overrides: Record<string, unknown>) => articleBody(overrides as Partial<ArticleInput>)

  const without = (field: string) => {
    const body: Record<string, unknown> = articleBody()
    delete body[field]
    return body
  }

  async function expect400(method: string, path: string, body: unknown, field: string | null, token: string) {
    const init: RequestInit & { token: string; json?: unknown } = { method, token }
    if (typeof body === 'string') {
      init.body = body
      init.headers = { 'content-type': 'application/json' }
    } else if (body !== undefined) init.json = body
    const response = await t.request(path, init)
    const text = await response.text()
    expect(response.status, `${method} ${path} ${text}`).toBe(400)
    const error = ErrorBodySchema.parse(JSON.parse(text)).error
    if (field)
      expect(
        error.details?.map((detail) => detail.path),
        text,
      ).toContain(field)
  }

  beforeAll(async () => {
    t = await buildTestApp()
    user = (await signIn(t, 'vera')).accessToken
    admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'vera')
    await grantCredits(t.database.db, ownerId, 1)
    draftId = (await insertArticle(t.database.db, ownerId, { status: 'DRAFT', title: 'Untouched' })).id
    pendingId = (await insertArticle(t.database.db, ownerId, { status: 'PENDING_APPROVAL' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const ARTICLE_CASES: [string, unknown, string | null][] = [
    ...['company', 'app', 'title', 'description', 'category', 'content', 'publishDate', 'status'].map(
      (field) => [`missing ${field}`, without(field), field] as [string, unknown, string],
    ),
    ['empty title', articleBody({ title: '   ' }), 'title'],
    ['empty company', articleBody({ company: '' }), 'company'],
    ['title of 101 characters', articleBody({ title: 'x'.repeat(101) }), 'title'],
    ['description of 201 characters', articleBody({ description: 'x'.repeat(201) }), 'description'],
    ['content over 200000 characters', articleBody({ content: `<p>${'x'.repeat(200_000)}</p>` }), 'content'],
    ['title as a number', hostileBody({ title: 123 }), 'title'],
    ['category as a string', hostileBody({ category: 'games' }), 'category'],
    ['category without slug', hostileBody({ category: { name: 'Games' } }), 'category.slug'],
    ['content as an object', hostileBody({ content: { html: '<p>x</p>' } }), 'content'],
    ['unknown status', hostileBody({ status: 'ARCHIVED' }), 'status'],
    ['REJECTED as status', hostileBody({ status: 'REJECTED' }), 'status'],
    ['lower-case status', hostileBody({ status: 'draft' }), 'status'],
    ['unknown promoteType', hostileBody({ promoteType: 'GOLD' }), 'promoteType'],
    ['approved as a string', hostileBody({ approved: 'yes' }), 'approved'],
    ['impossible date', articleBody({ publishDate: '2025-02-30' }), 'publishDate'],
    ['month 13', articleBody({ publishDate: '2025-13-01' }), 'publishDate'],
    ['date in words', articleBody({ publishDate: 'tomorrow' }), 'publishDate'],
    ['date-time instead of date', articleBody({ publishDate: '2025-05-01T10:00:00Z' }), 'publishDate'],
    ['bad upload date', articleBody({ headerImageUploadDate: 'yesterday' }), 'headerImageUploadDate'],
    ['header image as a number', hostileBody({ headerImage: 5 }), 'headerImage'],
    ['a JSON array', [articleBody()], null],
    ['JSON null', 'null', null],
    ['broken JSON', '{"title": ', null],
  ]

  it.each(ARTICLE_CASES)('POST /api/articles with %s → 400', async (_name, body, field) => {
    await expect400('POST', '/api/articles', body, field, user)
  })

  it.each(ARTICLE_CASES)('PUT /api/articles/{id} with %s → 400', async (_name, body, field) => {
    await expect400('PUT', `/api/articles/${draftId}`, body, field, user)
  })

  const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '1e3x', '%20']

  it.each(BAD_IDS)('refuses the malformed id %j on every article write', async (id) => {
    await expect400('PUT', `/api/articles/${id}`, articleBody(), 'id', user)
    await expect400('DELETE', `/api/articles/${id}`, undefined, 'id', user)
    await expect400('PUT', `/api/articles/${id}/submit`, undefined, 'id', user)
    await expect400('PUT', `/api/articles/${id}/approve`, undefined, 'id', admin)
    await expect400('PUT', `/api/articles/${id}/reject`, { reason: 'x' }, 'id', admin)
    await expect400('PUT', `/api/categories/${id}`, { name: 'X' }, 'id', admin)
    await expect400('DELETE', `/api/categories/${id}`, undefined, 'id', admin)
  })

  it.each([
    ['missing reason', {}],
    ['empty reason', { reason: '' }],
    ['blank reason', { reason: '   \n ' }],
    ['reason as a number', { reason: 42 }],
    ['reason over 1000 characters', { reason: 'x'.repeat(1001) }],
  ])('PUT /api/articles/{id}/reject with %s → 400 naming reason', async (_name, body) => {
    await expect400('PUT', `/api/articles/${pendingId}/reject`, body, 'reason', admin)
  })

  it.each([
    ['missing name', { description: 'x' }, 'name'],
    ['empty name', { name: '  ' }, 'name'],
    ['name as a number', { name: 7 }, 'name'],
    ['name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['name without letters or digits', { name: '!!!' }, 'name'],
    ['javascript: header image', { name: 'Ok', headerImage: 'javascript:alert(1)' }, 'headerImage'],
    ['ftp header image', { name: 'Ok', headerImage: 'ftp://example.com/x.png' }, 'headerImage'],
    ['header image not a URL', { name: 'Ok', headerImage: 'picture.png' }, 'headerImage'],
    ['emoji too long', { name: 'Ok', emoji: 'x'.repeat(17) }, 'emoji'],
  ])('POST and PUT /api/categories with %s → 400', async (_name, body, field) => {
    await expect400('POST', '/api/categories', body, field, admin)
    await expect400('PUT', '/api/categories/1', body, field, admin)
  })

  it('says which field for an empty name, and left the stored article untouched', async () => {
    const response = await t.request('/api/categories', { method: 'POST', token: admin, json: { name: '' } })
    expect(ErrorBodySchema.parse(await response.json()).error.details).toContainEqual({
      path: 'name',
      message: 'Name is required.',
    })
    const stored = await (await t.request(`/api/articles/${draftId}`, { token: user })).json()
    expect(stored.title).toBe('Untouched')
    expect((await (await t.request('/api/credits/me', { token: user })).json()).available).toBe(1)
  })

  it('strips unknown fields instead of storing them', async () => {
    const response = await t.request('/api/articles', {
      method: 'POST',
      token: user,
      json: hostileBody({ id: 999_999, ownerId: 1, rejectionReason: 'x', status: 'DRAFT', evil: true }),
    })
    expect(response.status).toBe(201)
    const article = await response.json()
    expect(article.id).not.toBe(999_999)
    expect(article.rejectionReason).toBeNull()
    expect(article).not.toHaveProperty('evil')
  })
})
