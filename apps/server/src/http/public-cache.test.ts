import { get } from 'node:http'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_POLICY } from '#src/plugins/security'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
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

/** A counter's value in GET /metrics (0 when the series does not exist yet). */
async function metricValue(t: TestApp, series: string): Promise<number> {
  const text = await (await t.request('/metrics')).text()
  const line = text.split('\n').find((it) => it.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

// A hit is answered on node:http before Fastify sees the request (front-door.ts): nothing a
// client or an operator sees may differ from a hit Fastify answered.
describe('a public cache hit answered before Fastify', () => {
  let t: TestApp
  let articleId = 0

  beforeAll(async () => {
    t = await buildTestApp({ publicReadCacheTtlMs: 60_000 })
    await signIn(t, 'admin')
    articleId = (await insertArticle(t.database.db, await findUserId(t.database.db, 'admin'), { status: 'PUBLISHED' }))
      .id
  })
  afterAll(async () => t.close())

  it('carries the computed answer’s headers and body, its own request id, and honours If-None-Match', async () => {
    const path = `/api/articles/${articleId}`
    const computed = await t.request(path)
    const body: unknown = await computed.json()
    expect(computed.headers.get('x-cache')).toBeNull()
    const hit = await t.request(path, { headers: { 'x-request-id': 'front-door-1' } })
    expect(hit.headers.get('x-cache')).toBe('hit')
    expect(hit.headers.get('x-request-id')).toBe('front-door-1')
    expect(await hit.json()).toEqual(body)
    const perResponse = new Set([
      'date',
      'x-request-id',
      'x-cache',
      'content-length',
      'content-encoding',
      'connection',
      'keep-alive',
    ])
    const kept = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(([name]) => !perResponse.has(name) && !name.startsWith('x-ratelimit')),
      )
    expect(kept(hit)).toEqual(kept(computed))
    // Data, not a page: the short policy, without a page's ~740-byte one, on the hit as on the miss.
    expect(hit.headers.get('content-security-policy')).toBe(DATA_POLICY)
    // The limiter counted the miss, not the hit: its figures are not replayed as if they were current.
    expect(computed.headers.get('x-ratelimit-remaining')).not.toBeNull()
    expect([...hit.headers.keys()].filter((name) => name.startsWith('x-ratelimit'))).toEqual([])
    const etag = hit.headers.get('etag')!
    const notModified = await t.request(path, { headers: { 'if-none-match': etag } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('x-cache')).toBe('hit')
  })

  it('counts each hit in the metrics under its route and its cache space', async () => {
    const path = `/api/articles/${articleId}`
    await t.request(path)
    const requests =
      'spotlight_http_request_duration_seconds_count{route="/api/articles/:id",method="GET",status="200"}'
    const hits = 'spotlight_public_cache_lookups_total{space="pages",result="hit"}'
    const [requestsBefore, hitsBefore] = [await metricValue(t, requests), await metricValue(t, hits)]
    for (let count = 0; count < 3; count++) expect((await t.request(path)).headers.get('x-cache')).toBe('hit')
    expect(await metricValue(t, requests)).toBe(requestsBefore + 3)
    expect(await metricValue(t, hits)).toBe(hitsBefore + 3)
  })

  it('never answers another spelling of a stored address, nor a request with credentials', async () => {
    await t.request(`/api/articles/${articleId}`)
    // Sent as written (fetch, or a URL given to http.get, would resolve the dot segments first).
    const { hostname, port } = new URL(t.url)
    const xCacheOf = (path: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        get({ hostname, port, path }, (response) => {
          response.resume()
          resolve(response.headers['x-cache'] as string | undefined)
        }).on('error', reject)
      })
    for (const path of [
      `/api/articles/0${articleId}`,
      `/favicon/../api/articles/${articleId}`,
      `/api//articles/${articleId}`,
    ])
      expect(await xCacheOf(path), path).toBeUndefined()
    const withToken = await t.request(`/api/articles/${articleId}`, { token: 'not-a-token' })
    expect(withToken.headers.get('x-cache')).toBeNull()
  })
})

const ids = async (t: TestApp, path: string) => {
  const response = await t.request(path)
  const body = (await response.json()) as Array<{ id: number }>
  if (!Array.isArray(body)) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
  return body.map((article) => article.id)
}

// One instance, a TTL far longer than the test: whatever changes is what a write said it changed.
describe('what a write drops from the public read cache', () => {
  let t: TestApp
  let admin = ''
  let ownerId = 0

  beforeAll(async () => {
    t = await buildTestApp({ publicReadCacheTtlMs: 60_000 })
    admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'admin')
  })
  afterAll(async () => t.close())

  it('keeps the lists when a write changes no public read (a contact message, a draft)', async () => {
    const before = await ids(t, '/api/articles')
    // Behind the cache's back: only a write that says so would show it.
    const { id: hidden } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED' })
    const sent = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'Ana', email: 'ana@example.com', message: 'A question about the app.' },
    })
    expect(sent.status).toBeLessThan(300)
    const draft = await t.request('/api/articles', {
      method: 'POST',
      token: admin,
      json: {
        title: 'A draft',
        description: 'Not public yet',
        company: 'Acme',
        app: 'Acme App',
        content: '<p>Draft</p>',
        category: { slug: 'games' },
        publishDate: new Date().toISOString().slice(0, 10),
        status: 'DRAFT',
      },
    })
    expect(draft.status).toBe(201)
    expect(await ids(t, '/api/articles')).toEqual(before)
    expect(before).not.toContain(hidden)
  })

  it('drops the lists and that article when an article that is public changes, and keeps the categories', async () => {
    const categories = await names(t)
    const { id: hidden } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED' })
    expect(await ids(t, '/api/articles')).not.toContain(hidden)
    const { id } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED', title: 'Before' })
    expect(((await (await t.request(`/api/articles/${id}`)).json()) as { title: string }).title).toBe('Before')
    // A category renamed behind the cache's back stays as it was: an article's write does not show it.
    await t.database.db.execute(sql`update categories set name = 'Renamed' where slug = 'games'`)

    const removed = await t.request(`/api/articles/${hidden}`, { method: 'DELETE', token: admin })
    expect(removed.status).toBe(204)
    expect(await ids(t, '/api/articles')).not.toContain(hidden)
    expect(await ids(t, '/api/articles')).toContain(id)
    expect(await names(t)).toEqual(categories)
  })

  it('shows a new category and keeps the article lists', async () => {
    const before = await ids(t, '/api/articles')
    const { id: hidden } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED' })
    const created = await t.request('/api/categories', { method: 'POST', token: admin, json: { name: 'Puzzles' } })
    expect(created.status).toBe(201)
    expect(await names(t)).toContain('Puzzles')
    expect(await ids(t, '/api/articles')).toEqual(before)
    expect(before).not.toContain(hidden)
  })

  it("shows a category's new name on its articles", async () => {
    const games = await findCategoryId(t.database.db, 'games')
    const { id } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED', categoryId: games })
    const categoryName = async () =>
      ((await (await t.request(`/api/articles/${id}`)).json()) as { category: { name: string } }).category.name
    const before = await categoryName()
    const renamed = await t.request(`/api/categories/${games}`, {
      method: 'PUT',
      token: admin,
      json: { name: `${before} Arcade`, slug: 'games' },
    })
    expect(renamed.status).toBe(200)
    expect(await names(t)).toContain(`${before} Arcade`)
    expect(await categoryName()).toBe(`${before} Arcade`)
  })

  it('shows a promotion an admin activates on the article it promotes', async () => {
    const { id } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED' })
    const plans = async () =>
      ((await (await t.request(`/api/articles/${id}`)).json()) as { activePlans: unknown[] }).activePlans
    expect(await plans()).toEqual([])
    const activated = await t.request('/api/payments/activate/admin', {
      method: 'POST',
      token: admin,
      json: { articleId: id, planType: 'MAIN_SLIDER', username: 'admin' },
    })
    expect(activated.status).toBe(200)
    expect(await plans()).toHaveLength(1)
  })

  it("shows a new follower and a maker's new bio on the maker's profile at once", async () => {
    await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED' })
    const profile = async () => {
      const response = await t.request('/api/makers/admin')
      return {
        hit: response.headers.get('x-cache') === 'hit',
        ...((await response.json()) as { followers: number; bio: string }),
      }
    }
    const first = await profile()
    expect((await profile()).hit).toBe(true)
    const fan = (await signIn(t, 'fan')).accessToken
    expect((await t.request('/api/follows/makers/admin', { method: 'PUT', token: fan })).status).toBe(200)
    expect(await profile()).toMatchObject({ hit: false, followers: first.followers + 1 })
    const edited = await t.request('/api/makers/me', {
      method: 'PUT',
      token: admin,
      json: { bio: 'We build Pi apps.', website: null },
    })
    expect(edited.status).toBe(200)
    expect(await profile()).toMatchObject({ hit: false, bio: 'We build Pi apps.' })
  })
})

describe('a stream of unique query keys', () => {
  it('evicts other query keys, never the reads everyone makes', async () => {
    // A 1 MB query space (8 MB in production) so that a few hundred keys overflow it.
    const t = await buildTestApp({ publicReadCacheTtlMs: 60_000, publicReadCacheQueryBytes: 1024 * 1024 })
    try {
      await signIn(t, 'admin')
      const ownerId = await findUserId(t.database.db, 'admin')
      // Lists of ~35 KB: 200 of them overflow the query space several times.
      for (let count = 0; count < 80; count++) {
        await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED', description: 'x'.repeat(190) })
      }
      const home = await ids(t, '/api/articles?limit=100')
      const firstQuery = await ids(t, '/api/articles?limit=100&q=0')
      const { id: hidden } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED' })
      for (let start = 1; start < 200; start += 50) {
        await Promise.all(
          Array.from({ length: 50 }, (_, offset) => t.request(`/api/articles?limit=100&q=${start + offset}`)),
        )
      }
      // The home list is still the stored one (the article inserted behind its back is not in it)...
      expect(await ids(t, '/api/articles?limit=100')).toEqual(home)
      // ...while the first query key was evicted and computed again.
      expect(firstQuery).not.toContain(hidden)
      expect(await ids(t, '/api/articles?limit=100&q=0')).toContain(hidden)
    } finally {
      await t.close()
    }
  }, 60_000)
})

describe('a burst of misses on one key', () => {
  it('is answered by one computation, the same list for everyone', async () => {
    const t = await buildTestApp({ publicReadCacheTtlMs: 60_000 })
    try {
      await signIn(t, 'admin')
      const ownerId = await findUserId(t.database.db, 'admin')
      const burst = Array.from({ length: 20 }, () => t.request('/api/articles?limit=5'))
      // Inserted while the first request computes: the ones waiting on it get its answer, not a newer one.
      await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED' })
      const lists = await Promise.all(burst.map(async (response) => (await response).text()))
      expect(new Set(lists).size).toBe(1)
    } finally {
      await t.close()
    }
  })
})
