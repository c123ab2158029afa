// Who may write categories (only an admin), what a bad body or id gets (a 400, never a 500), the
// Spanish fields, and the admin list with each category's article count (the category form's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { AdminCategorySchema, CategorySchema } from '@spotlight/shared/schemas/categories'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle } from '#src/test/factories'

describe('category writes: authorization and bad input', () => {
  let t: TestApp
  let admin = ''
  let user = ''
  let n = 0

  const code = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code
  const create = async (json: Record<string, unknown> = {}) => {
    n += 1
    const response = await t.request('/api/categories', {
      method: 'POST',
      token: admin,
      json: { name: `Authz ${n}`, ...json },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return CategorySchema.parse(await response.json())
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    user = (await signIn(t, 'plain_user')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  describe.each([
    ['a visitor', () => undefined, 401, 'AUTH_REQUIRED'],
    ['a signed-in user', () => user, 403, 'FORBIDDEN'],
  ])('%s', (_who, token, status, errorCode) => {
    it('cannot create, update, delete nor read the admin list; nothing changes', async () => {
      const target = await create()
      const as = token() ? { token: token()! } : {}
      const attempts = [
        t.request('/api/categories', { method: 'POST', json: { name: 'Intruder' }, ...as }),
        t.request(`/api/categories/${target.id}`, { method: 'PUT', json: { name: 'Renamed' }, ...as }),
        t.request(`/api/categories/${target.id}`, { method: 'DELETE', ...as }),
        t.request('/api/categories/admin', as),
      ]
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(status)
        expect(await code(response)).toBe(errorCode)
      }
      expect(await (await t.request(`/api/categories/${target.id}`)).json()).toEqual(target)
      expect((await t.request('/api/categories/slug/intruder')).status).toBe(404)
    })
  })

  it('an admin creates, updates and deletes', async () => {
    const created = await create()
    const updated = await t.request(`/api/categories/${created.id}`, {
      method: 'PUT',
      token: admin,
      json: { name: created.name, description: 'Changed' },
    })
    expect(updated.status).toBe(200)
    expect((await t.request(`/api/categories/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(204)
  })

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty name', { name: '   ' }],
    ['a name of the wrong type', { name: 42 }],
    ['a name too long', { name: 'x'.repeat(101) }],
    ['a Spanish name too long', { name: 'Ok', translations: { es: { name: 'x'.repeat(101) } } }],
    [
      'a Spanish description too long',
      { name: 'Ok', translations: { es: { name: 'Ok', description: 'x'.repeat(1001) } } },
    ],
    ['a description too long', { name: 'Ok', description: 'x'.repeat(1001) }],
    [
      'a Spanish description of the wrong type',
      { name: 'Ok', translations: { es: { name: 'Ok', description: ['x'] } } },
    ],
    ['translations of the wrong type', { name: 'Ok', translations: ['es'] }],
    ['a translation into the default language', { name: 'Ok', translations: { en: { name: 'Other' } } }],
    ['a translation into a language not in the registry', { name: 'Ok', translations: { xx: { name: 'Other' } } }],
    ['an emoji too long', { name: 'Ok', emoji: 'x'.repeat(17) }],
    ['a header image that is no http(s) URL', { name: 'Ok', headerImage: 'javascript:alert(1)' }],
    ['a header image path outside the uploads', { name: 'Ok', headerImage: '/etc/passwd' }],
    ['a header image path climbing out of the uploads', { name: 'Ok', headerImage: '/media/../x' }],
    ['an array', [{ name: 'Ok' }]],
  ])('POST and PUT with %s: 400 VALIDATION_FAILED', async (_case, json) => {
    const target = await create()
    for (const [method, path] of [
      ['POST', '/api/categories'],
      ['PUT', `/api/categories/${target.id}`],
    ] as const) {
      const response = await t.request(path, { method, token: admin, ...(json === undefined ? {} : { json }) })
      expect(response.status, `${method} ${await response.clone().text()}`).toBe(400)
      expect(await code(response)).toBe('VALIDATION_FAILED')
    }
  })

  it('a name without letters or digits (no slug can be made): 400', async () => {
    const response = await t.request('/api/categories', { method: 'POST', token: admin, json: { name: '!!!' } })
    expect(response.status).toBe(400)
    expect(await code(response)).toBe('VALIDATION_FAILED')
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('PUT, DELETE and GET with the id %s: 400', async (id) => {
    for (const method of ['PUT', 'DELETE', 'GET'] as const) {
      const response = await t.request(`/api/categories/${id}`, {
        method,
        token: admin,
        ...(method === 'PUT' ? { json: { name: 'Ok' } } : {}),
      })
      expect(response.status, method).toBe(400)
      expect(await code(response)).toBe('VALIDATION_FAILED')
    }
  })

  it('keeps the Spanish name and description, and clears them when the name is emptied', async () => {
    const created = await create({ translations: { es: { name: ' Música ', description: 'Canciones' } } })
    expect(created.translations).toEqual({ es: { name: 'Música', description: 'Canciones' } })
    const bySlug = await (await t.request(`/api/categories/slug/${created.slug}`)).json()
    expect(bySlug.translations).toEqual({ es: { name: 'Música', description: 'Canciones' } })
    const cleared = await t.request(`/api/categories/${created.id}`, {
      method: 'PUT',
      token: admin,
      json: { name: created.name, translations: { es: { name: '', description: 'Kept?' } } },
    })
    expect(await cleared.json()).toMatchObject({ slug: created.slug, translations: {} })
    const untranslated = await create()
    expect(untranslated.translations).toEqual({})
  })

  it("a published article's category carries its Spanish name", async () => {
    const created = await create({ translations: { es: { name: 'Juegos de mesa', description: 'Tableros' } } })
    const ownerId = await findUserId(t.database.db, 'plain_user')
    const article = await insertArticle(t.database.db, ownerId, { categoryId: created.id })
    const read = await (await t.request(`/api/articles/${article.id}`)).json()
    expect(read.category).toEqual({
      name: created.name,
      slug: created.slug,
      translations: { es: { name: 'Juegos de mesa' } },
    })
  })

  it('the admin list counts the articles of each category, the catch-all included', async () => {
    const created = await create()
    const ownerId = await findUserId(t.database.db, 'plain_user')
    await insertArticle(t.database.db, ownerId, { categoryId: created.id })
    await insertArticle(t.database.db, ownerId, { categoryId: created.id, status: 'DRAFT' })
    const response = await t.request('/api/categories/admin', { token: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const list = AdminCategorySchema.array().parse(await response.json())
    expect(list.find((row) => row.id === created.id)?.articleCount).toBe(2)
    const fallbackId = await findCategoryId(t.database.db, 'sin-categoria')
    expect(list.find((row) => row.id === fallbackId)).toBeDefined()

    // Deleting it moves both to the catch-all: the count follows them.
    const before = list.find((row) => row.id === fallbackId)!.articleCount
    expect((await t.request(`/api/categories/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(204)
    const after = AdminCategorySchema.array().parse(
      await (await t.request('/api/categories/admin', { token: admin })).json(),
    )
    expect(after.find((row) => row.id === fallbackId)?.articleCount).toBe(before + 2)
    expect(after.some((row) => row.id === created.id)).toBe(false)
  })
})
