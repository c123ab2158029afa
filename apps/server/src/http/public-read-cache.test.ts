import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { createPublicReadCache } from './public-read-cache'
import { findCategoryId, findUserId, insertArticle } from '#src/test/factories'

const TTL_MS = 400

const names = async (t: TestApp) =>
  ((await (await t.request('/api/categories')).json()) as Array<{ name: string }>).map((category) => category.name)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Two instances on one database, each with its own in-process cache of public reads.
describe('the public read cache', () => {
  let a: TestApp
  let b: TestApp
  let admin = ''

  beforeAll(async () => {
    a = await buildTestApp({ publicReadCacheTtlMs: TTL_MS })
    b = await buildTestApp({ database: a.database, publicReadCacheTtlMs: TTL_MS })
    admin = (await signIn(a, 'admin')).accessToken
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  it('shows a write at once on the instance that took it, and within the TTL on the other', async () => {
    expect(await names(a)).toContain('Games')
    expect(await names(b)).toContain('Games')
    const gamesId = await findCategoryId(a.database.db, 'games')
    const put = await a.request(`/api/categories/${gamesId}`, {
      method: 'PUT',
      token: admin,
      json: { name: 'Play', slug: 'games' },
    })
    expect(put.status).toBe(200)

    expect(await names(a)).toContain('Play')
    await sleep(TTL_MS + 50)
    expect(await names(b)).toContain('Play')
  })

  it('sees a write made behind its back (another process, the clock) once the TTL has passed', async () => {
    const first = await (await a.request('/api/articles')).json()
    const ownerId = await findUserId(a.database.db, 'admin')
    const { id } = await insertArticle(a.database.db, ownerId, { status: 'PUBLISHED' })
    // Still the stored answer, with its ETag honoured...
    const again = await a.request('/api/articles')
    expect(await again.json()).toEqual(first)
    const etag = again.headers.get('etag')!
    expect((await a.request('/api/articles', { headers: { 'if-none-match': etag } })).status).toBe(304)
    // ...but a signed-in read never comes from the cache.
    const signedIn = await (await a.request('/api/articles', { token: admin })).json()
    expect(signedIn.map((article: { id: number }) => article.id)).toContain(id)

    await sleep(TTL_MS + 50)
    const later = await (await a.request('/api/articles')).json()
    expect(later.map((article: { id: number }) => article.id)).toContain(id)
  })

  it('answers a hit compressed as the client asks, the same list every time', async () => {
    // A list long enough to be worth compressing (1 KB and up).
    const ownerId = await findUserId(a.database.db, 'admin')
    for (let count = 0; count < 6; count++) await insertArticle(a.database.db, ownerId, { status: 'PUBLISHED' })
    await sleep(TTL_MS + 50)
    const plain = await a.request('/api/articles', { headers: { 'accept-encoding': 'identity' } })
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(1024)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const list: unknown = JSON.parse(text)
    for (const [asked, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br', 'br'],
    ]) {
      const response = await a.request('/api/articles', { headers: { 'accept-encoding': asked! } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(response.headers.get('x-request-id')).toBeTruthy()
      expect(await response.json()).toEqual(list)
    }
  })
})

describe('a burst of misses on one key', () => {
  it('is computed by the first request while the others wait for its answer', async () => {
    const cache = createPublicReadCache(10_000)
    expect(cache.claim('/api/articles')).toBeNull()
    const waiting = cache.claim('/api/articles')
    expect(waiting).toBeInstanceOf(Promise)
    cache.set('/api/articles', { parts: [Buffer.from('[]')], headers: {}, hasNonce: false }, cache.generation)
    await waiting
    expect(cache.get('/api/articles')?.parts[0]?.toString()).toBe('[]')
  })

  it('lets the others go when the first one stores nothing (an error, a 404)', async () => {
    const cache = createPublicReadCache(10_000)
    expect(cache.claim('/api/articles/1')).toBeNull()
    const waiting = cache.claim('/api/articles/1')
    cache.release('/api/articles/1')
    await waiting
    expect(cache.get('/api/articles/1')).toBeUndefined()
    expect(cache.claim('/api/articles/1')).toBeNull()
  })
})
