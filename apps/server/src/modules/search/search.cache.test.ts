import { afterAll, beforeAll, expect, it } from 'vitest'
import { categories } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'

/** More unique keys than the public read cache holds (1,000 before it starts over). */
const UNIQUE_QUERIES = 1_050

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ publicReadCacheTtlMs: 60_000 })
})

afterAll(async () => {
  await t.close()
})

it('never lets a stream of unique searches evict the public reads people need', async () => {
  const names = async () =>
    ((await (await t.request('/api/categories')).json()) as { name: string }[]).map((c) => c.name)
  const before = await names()
  // Written behind the cache's back: only a recomputed answer would show it.
  await t.database.db.insert(categories).values({ name: 'Behind the cache', slug: 'behind-the-cache' })

  for (let start = 0; start < UNIQUE_QUERIES; start += 25) {
    const batch = Array.from({ length: 25 }, (_, i) => t.request(`/api/search?q=unique${start + i}`))
    const statuses = await Promise.all(batch.map(async (response) => (await response).status))
    expect(new Set(statuses)).toEqual(new Set([200]))
  }
  const suggest = await t.request('/api/search/suggest?q=unique-suggest')
  expect(suggest.status).toBe(200)

  expect(await names()).toEqual(before)
})
