import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { CategorySchema } from '@spotlight/shared/schemas/categories'
import { articles } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle } from '#src/test/factories'

describe('admin category writes', () => {
  let t: TestApp
  let admin = ''

  const post = (json: unknown) => t.request('/api/categories', { method: 'POST', token: admin, json })
  const put = (id: number, json: unknown) => t.request(`/api/categories/${id}`, { method: 'PUT', token: admin, json })
  const code = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  it('creates a category with the slug made from the name, or the one given, normalised', async () => {
    const made = await post({ name: '  Arts & Crafts! ', description: 'Hand made', emoji: '🎨', headerImage: '' })
    expect(made.status).toBe(201)
    expect(CategorySchema.parse(await made.json())).toMatchObject({
      name: 'Arts & Crafts!',
      slug: 'arts-and-crafts',
      headerImage: null,
      emoji: '🎨',
    })
    const given = await post({ name: 'Music', slug: ' Sound  Tracks ', headerImage: 'https://cdn.example/m.png' })
    expect(await given.json()).toMatchObject({ slug: 'sound-tracks', headerImage: 'https://cdn.example/m.png' })
    expect((await t.request('/api/categories/slug/sound-tracks')).status).toBe(200)
  })

  it('refuses a slug another category already has (409)', async () => {
    const response = await post({ name: 'Games' })
    expect(response.status).toBe(409)
    expect(await code(response)).toBe('CATEGORY_SLUG_TAKEN')
    expect((await post({ name: 'Anything', slug: 'sin-categoria' })).status).toBe(409)
  })

  it('keeps the slug when the name is unchanged, even if a new one was typed; follows a changed name', async () => {
    const created = CategorySchema.parse(await (await post({ name: 'Sports' })).json())
    const sameName = await put(created.id, { name: 'Sports', slug: 'hacked-slug', description: 'All sports' })
    expect(sameName.status).toBe(200)
    expect(await sameName.json()).toMatchObject({ slug: 'sports', description: 'All sports' })

    const renamed = await put(created.id, { name: 'Sports & Fitness', slug: 'ignored' })
    expect(await renamed.json()).toMatchObject({ name: 'Sports & Fitness', slug: 'sports-and-fitness' })

    const clash = await put(created.id, { name: 'Finances' })
    expect(clash.status).toBe(409)
    expect(await code(clash)).toBe('CATEGORY_SLUG_TAKEN')
    expect((await put(999_999, { name: 'Ghost' })).status).toBe(404)
  })

  it('protects the catch-all: no rename, no delete; other fields may change', async () => {
    const id = await findCategoryId(t.database.db, 'sin-categoria')
    const renamed = await put(id, { name: 'Other' })
    expect(renamed.status).toBe(409)
    expect(await code(renamed)).toBe('CATEGORY_PROTECTED')
    const described = await put(id, { name: 'Sin categoría', description: 'Everything else' })
    expect(described.status).toBe(200)
    expect(await described.json()).toMatchObject({ slug: 'sin-categoria', description: 'Everything else' })
    const deleted = await t.request(`/api/categories/${id}`, { method: 'DELETE', token: admin })
    expect(deleted.status).toBe(409)
    expect(await code(deleted)).toBe('CATEGORY_PROTECTED')
  })

  it('moves the articles of a deleted category to the catch-all', async () => {
    await signIn(t, 'writer')
    const ownerId = await findUserId(t.database.db, 'writer')
    const created = CategorySchema.parse(await (await post({ name: 'Temporary' })).json())
    const row = await insertArticle(t.database.db, ownerId, { categoryId: created.id })

    const response = await t.request(`/api/categories/${created.id}`, { method: 'DELETE', token: admin })
    expect(response.status).toBe(204)
    expect((await t.request(`/api/categories/${created.id}`)).status).toBe(404)
    const [moved] = await t.database.db.select().from(articles).where(eq(articles.id, row.id))
    expect(moved?.categoryId).toBe(await findCategoryId(t.database.db, 'sin-categoria'))
    expect((await t.request(`/api/categories/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(404)
  })
})
