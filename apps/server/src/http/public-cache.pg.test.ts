import { describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId } from '#src/test/factories'

const names = async (t: TestApp) =>
  ((await (await t.request('/api/categories')).json()) as Array<{ name: string }>).map((category) => category.name)

describe('the public read cache on PostgreSQL', () => {
  it('empties the other instance at once (LISTEN/NOTIFY), however long its TTL', async () => {
    const a = await buildTestApp({ publicReadCacheTtlMs: 60_000 })
    const b = await buildTestApp({ database: a.database, publicReadCacheTtlMs: 60_000 })
    try {
      const admin = (await signIn(a, 'admin')).accessToken
      expect(await names(b)).toContain('Games')
      const gamesId = await findCategoryId(a.database.db, 'games')
      await a.request(`/api/categories/${gamesId}`, {
        method: 'PUT',
        token: admin,
        json: { name: 'Play', slug: 'games' },
      })
      await expect.poll(() => names(b), { timeout: 2000, interval: 50 }).toContain('Play')
    } finally {
      await b.close()
      await a.close()
    }
  })
})
