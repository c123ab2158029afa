import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'

describe('GET /api/categories', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the seeded categories, the hidden catch-all included for the client to drop', async () => {
    const response = await t.request('/api/categories')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { slug: string; name: string }[]
    expect(body.map((category) => category.slug)).toEqual([
      'productivity-tools',
      'marketplaces',
      'social-and-community',
      'digital-services',
      'learning',
      'travel-and-experiences',
      'finances',
      'health-and-wellness',
      'games',
      'sin-categoria',
    ])
  })

  it('finds a category by slug and answers 404 with the error body for an unknown one', async () => {
    const found = await t.request('/api/categories/slug/games')
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({ name: 'Games', slug: 'games' })

    const missing = await t.request('/api/categories/slug/nope')
    expect(missing.status).toBe(404)
    expect(ErrorBodySchema.parse(await missing.json()).error.code).toBe('CATEGORY_NOT_FOUND')
  })

  it('refuses a malformed id with 400 rather than a server error', async () => {
    for (const id of ['abc', '-1', '0', '99999999999999']) {
      const response = await t.request(`/api/categories/${id}`)
      expect(response.status).toBe(400)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
  })
})
