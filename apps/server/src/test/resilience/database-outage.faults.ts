// The rest of the server while PostgreSQL is away: public pages and reads, signed-in writes, and what
// the server keeps of them afterwards. In process (the app built by the test helpers, with the web
// build), its database behind a TCP proxy that resets, refuses or goes silent.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CreatedSessionLinkSchema } from '@spotlight/shared/schemas/session-links'
import { createDatabase } from '#src/db/client'
import { openStompClient } from '#src/modules/session-links/stomp-test-client'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { collectUncaught, proxiedTestDatabase, type ProxiedDatabase } from '#src/test/proxied-database'
import type { TcpProxy } from '#src/test/tcp-proxy'
import { isErrorBody } from './traffic'

describe('PostgreSQL away, under the whole app', () => {
  let proxied: ProxiedDatabase
  let proxy: TcpProxy
  let testApp: TestApp
  const uncaught = collectUncaught()

  beforeAll(async () => {
    proxied = await proxiedTestDatabase()
    proxy = proxied.proxy
    const database = createDatabase({ url: proxied.url, poolMax: 4 })
    testApp = await buildTestApp({
      database: { ...database, url: proxied.url, drop: () => database.close() },
      web: true,
      publicReadCacheTtlMs: 30_000,
    })
  })
  afterEach(async () => {
    proxy.mode('forward')
    await expect.poll(() => testApp.database.ping(1000), { timeout: 10_000 }).toBe(true)
  })
  afterAll(async () => {
    uncaught.stop()
    await testApp?.close()
    await testApp?.database.close()
    await proxied?.close()
  })

  const stop = () => proxy.mode('down')
  const timed = async (path: string, init?: Parameters<TestApp['request']>[1]) => {
    const startedAt = performance.now()
    const response = await testApp.request(path, { ...init, signal: AbortSignal.timeout(15_000) })
    const body = await response.text()
    return { response, body, ms: performance.now() - startedAt }
  }
  const expectOutageAnswer = (response: TestResponse, body: string) => {
    expect(response.status, body).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(isErrorBody(JSON.parse(body)), body).toBe(true)
  }

  it('keeps no page rendered while the database was away, and renders it whole once it is back', async () => {
    const owner = await signIn(testApp, 'outagemaker')
    const title = 'Outage-proof app'
    await insertArticle(proxied.target.db, await findUserId(proxied.target.db, owner.username), { title })
    stop()

    // The home page renders what it could read (nothing) and says so on the page, with a 503.
    const first = await timed('/')
    expect(first.response.status).toBe(503)
    expect(first.body).toContain('<html')
    expect(first.body).not.toContain(title)
    const second = await timed('/')
    expect(second.response.headers.get('x-cache')).not.toBe('hit')

    proxy.mode('forward')
    await expect.poll(() => testApp.database.ping(1000), { timeout: 10_000 }).toBe(true)
    const back = await timed('/')
    expect(back.response.status).toBe(200)
    expect(back.body).toContain(title)
    expect(uncaught.errors).toEqual([])
  })

  it('answers 503 at once while the database host does not answer at all, and serves again when it does', async () => {
    // The host goes silent: the pool's open connections die, new ones get no answer (no reset).
    proxy.dropAll()
    proxy.mode('stalled')
    // The first read waits out the connection timeout: that is how the server learns of the outage.
    const first = await timed('/api/articles?limit=3')
    expectOutageAnswer(first.response, first.body)

    // From then on nothing waits for a connection that will not come, the health check included.
    const reads = [4, 5, 6, 7, 8, 9, 10].map((limit) => `/api/articles?limit=${limit}`)
    const answers = await Promise.all([...reads, '/api/search?q=outage', '/healthz'].map((path) => timed(path)))
    for (const [index, { response, body, ms }] of answers.entries()) {
      expect(ms, `${index}: ${body}`).toBeLessThan(1000)
      if (index < answers.length - 1) expectOutageAnswer(response, body)
      else expect(response.status).toBe(200)
    }
    const ready = await timed('/readyz')
    expect(ready.response.status).toBe(503)
    expect(ready.ms).toBeLessThan(1000)

    proxy.mode('forward')
    await expect.poll(async () => (await timed('/api/articles?limit=11')).response.status, { timeout: 3000 }).toBe(200)
    expect(uncaught.errors).toEqual([])
  })

  it('refuses a signed-in write with the error body while the database is away, and takes it after', async () => {
    const author = await signIn(testApp, 'outagereviewer')
    const maker = await signIn(testApp, 'outagereviewed')
    const article = await insertArticle(proxied.target.db, await findUserId(proxied.target.db, maker.username))
    const review = { method: 'PUT', token: author.accessToken, json: { rating: 4, text: 'Works offline too.' } }
    stop()
    const refused = await timed(`/api/articles/${article.id}/reviews/mine`, review)
    expectOutageAnswer(refused.response, refused.body)
    expect(refused.ms).toBeLessThan(1000)

    proxy.mode('forward')
    await expect
      .poll(async () => (await timed(`/api/articles/${article.id}/reviews/mine`, review)).response.status, {
        timeout: 5000,
      })
      .toBe(201)
    expect(uncaught.errors).toEqual([])
  })

  it("tells a live channel's subscriber to try again later, not of an internal error", async () => {
    const created = await testApp.request('/api/session-links', { method: 'POST' })
    expect(created.status).toBe(201)
    const link = CreatedSessionLinkSchema.parse(await created.json())
    const client = await openStompClient(testApp.url)
    try {
      expect((await client.connect()).command).toBe('CONNECTED')
      stop()
      const refused = await client.subscribe(link.code, link.secret)
      expect(refused.command).toBe('ERROR')
      expect(refused.headers.message).toBe('Service unavailable')
      expect((await client.closed).code).toBe(1013)
    } finally {
      client.close()
    }
    expect(uncaught.errors).toEqual([])
  })
})
