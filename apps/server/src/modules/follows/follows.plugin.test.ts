import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { FollowsSchema, FollowStateSchema } from '@spotlight/shared/schemas/follows'
import { makerFollows } from '#src/db/schema/follows'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, setCategoryTranslation } from '#src/test/factories'

describe('follows: PUT/DELETE /api/follows/makers/{username} and /categories/{slug}, GET /api/follows', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  let slug: string
  const call = (method: string, path: string, token?: string) =>
    t.request(`/api/follows${path}`, { method, ...(token ? { token } : {}) })
  const state = async (response: Response) => {
    expect(response.status).toBe(200)
    return FollowStateSchema.parse(await response.json())
  }

  beforeAll(async () => {
    // Each crowd member signs in from an address of its own (the sign-in limit is per address).
    t = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } })
    for (const name of ['mia', 'rita', 'otto', 'admin', 'quiet']) tokens[name] = (await signIn(t, name)).accessToken
    await insertArticle(t.database.db, await findUserId(t.database.db, 'mia'), { company: 'Mia Apps' })
    const categories = (await (await t.request('/api/categories')).json()) as { slug: string }[]
    slug = categories[0]!.slug
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses visitors on every endpoint (401)', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/makers/mia'],
      ['DELETE', '/makers/mia'],
      ['PUT', `/categories/${slug}`],
      ['DELETE', `/categories/${slug}`],
    ] as const) {
      const response = await call(method, path)
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('AUTH_REQUIRED')
    }
  })

  it('follows and unfollows a maker idempotently, and counts followers on the profile', async () => {
    expect(await state(await call('PUT', '/makers/mia', tokens.rita))).toEqual({ following: true, followers: 1 })
    expect(await state(await call('PUT', '/makers/mia', tokens.rita))).toEqual({ following: true, followers: 1 })
    expect(await state(await call('PUT', '/makers/mia', tokens.admin))).toEqual({ following: true, followers: 2 })
    expect((await (await t.request('/api/makers/mia')).json()).followers).toBe(2)

    expect(await state(await call('DELETE', '/makers/mia', tokens.admin))).toEqual({ following: false, followers: 1 })
    expect(await state(await call('DELETE', '/makers/mia', tokens.admin))).toEqual({ following: false, followers: 1 })
    expect((await (await t.request('/api/makers/mia')).json()).followers).toBe(1)
  })

  it('refuses following oneself (409), an unknown maker or one with nothing public (404)', async () => {
    const self = await call('PUT', '/makers/mia', tokens.mia)
    expect(self.status).toBe(409)
    expect(ErrorBodySchema.parse(await self.json()).error.code).toBe('FOLLOW_SELF')
    for (const username of ['nobody', 'quiet']) {
      const response = await call('PUT', `/makers/${username}`, tokens.otto)
      expect(response.status).toBe(404)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('MAKER_NOT_FOUND')
    }
    expect((await call('DELETE', '/makers/nobody', tokens.otto)).status).toBe(404)
    expect((await call('PUT', `/makers/${'x'.repeat(65)}`, tokens.otto)).status).toBe(400)
  })

  it('follows and unfollows a category; an unknown slug is 404', async () => {
    expect(await state(await call('PUT', `/categories/${slug}`, tokens.otto))).toEqual({
      following: true,
      followers: 1,
    })
    expect(await state(await call('PUT', `/categories/${slug}`, tokens.otto))).toEqual({
      following: true,
      followers: 1,
    })
    const unknown = await call('PUT', '/categories/no-such-category', tokens.otto)
    expect(unknown.status).toBe(404)
    expect(ErrorBodySchema.parse(await unknown.json()).error.code).toBe('CATEGORY_NOT_FOUND')
    expect((await call('DELETE', '/categories/no-such-category', tokens.otto)).status).toBe(404)
  })

  it('lists only the signed-in account’s own follows, privately', async () => {
    await call('PUT', `/categories/${slug}`, tokens.rita)
    const response = await call('GET', '', tokens.rita)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const rita = FollowsSchema.parse(await response.json())
    expect(rita.makers).toEqual([{ username: 'mia', company: 'Mia Apps', followedAt: expect.any(String) }])
    expect(rita.categories.map((category) => category.slug)).toEqual([slug])

    const mia = FollowsSchema.parse(await (await call('GET', '', tokens.mia)).json())
    expect(mia).toEqual({ makers: [], categories: [] })
    const admin = FollowsSchema.parse(await (await call('GET', '', tokens.admin)).json())
    expect(admin.makers).toEqual([])

    await call('DELETE', `/categories/${slug}`, tokens.rita)
    expect(FollowsSchema.parse(await (await call('GET', '', tokens.rita)).json()).categories).toEqual([])
  })

  it('names each followed category in every language it is translated into, English staying `name`', async () => {
    await setCategoryTranslation(t.database.db, 'finances', 'es', { name: 'Finanzas', description: 'Carteras' })
    await setCategoryTranslation(t.database.db, 'finances', 'vi', { name: 'Tài chính' })
    await call('PUT', '/categories/finances', tokens.quiet)
    const quiet = FollowsSchema.parse(await (await call('GET', '', tokens.quiet)).json())
    expect(quiet.categories).toEqual([
      {
        slug: 'finances',
        name: 'Finances',
        translations: { es: { name: 'Finanzas' }, vi: { name: 'Tài chính' } },
        followedAt: expect.any(String),
      },
    ])
    await call('DELETE', '/categories/finances', tokens.quiet)
  })

  it('counts 50 accounts following at once as 50, and one account following 10 times at once as one', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `crowd_${i}`)
    const crowd: string[] = []
    for (const [i, name] of names.entries()) {
      const response = await t.request('/auth/pi-login', {
        method: 'POST',
        json: { accessToken: `sim-${name}` },
        headers: { 'x-forwarded-for': `10.9.0.${i + 1}` },
      })
      crowd.push((await response.json()).accessToken)
    }
    const answers = await Promise.all(crowd.map((token) => call('PUT', '/makers/mia', token)))
    expect(answers.map((response) => response.status)).toEqual(crowd.map(() => 200))
    const mia = await findUserId(t.database.db, 'mia')
    const rows = await t.database.db.select().from(makerFollows).where(eq(makerFollows.makerId, mia))
    // rita follows too.
    expect(rows).toHaveLength(51)
    expect((await (await t.request('/api/makers/mia')).json()).followers).toBe(51)

    const again = await Promise.all(Array.from({ length: 10 }, () => call('PUT', '/makers/mia', tokens.otto)))
    expect(again.map((response) => response.status)).toEqual(again.map(() => 200))
    expect((await (await t.request('/api/makers/mia')).json()).followers).toBe(52)
  })
})
