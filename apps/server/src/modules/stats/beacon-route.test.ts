import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { BROWSER_UA, statsOf, view } from './stats.test-support'

/** POST /api/events is answered on node:http before Fastify (beacon-route.ts): what a caller sees of that. */
describe('POST /api/events in front of Fastify', () => {
  let t: TestApp
  let owner: string
  let articleId: number

  beforeAll(async () => {
    t = await buildTestApp()
    owner = (await signIn(t, 'front_door_owner')).accessToken
    articleId = (await insertArticle(t.database.db, await findUserId(t.database.db, 'front_door_owner'))).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('takes a beacon whatever its query string, and leaves other methods and paths to the API', async () => {
    const before = (await statsOf(t, owner, articleId)).totals.views as number
    const response = await t.request('/api/events?via=beacon', {
      method: 'POST',
      body: JSON.stringify({ events: [view(articleId)] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA },
    })
    expect(response.status).toBe(204)
    expect((await statsOf(t, owner, articleId)).totals.views).toBe(before + 1)

    for (const [path, method] of [
      ['/api/events', 'GET'],
      ['/api/events/', 'POST'],
    ] as const) {
      const other = await t.request(path, { method, headers: { 'user-agent': BROWSER_UA } })
      expect(other.status).toBe(404)
      expect(ErrorBodySchema.parse(await other.json()).error.code).toBe('NOT_FOUND')
    }
  })

  it("keeps a proxy's request id and replaces an odd one, in its answers and its error bodies", async () => {
    const sent = (requestId: string, body: string) =>
      t.request('/api/events', {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_UA, 'x-request-id': requestId },
      })
    expect((await sent('edge-42.a', JSON.stringify({ events: [view(articleId)] }))).headers.get('x-request-id')).toBe(
      'edge-42.a',
    )
    const refused = await sent('edge-43', 'not json')
    expect(refused.status).toBe(400)
    expect(ErrorBodySchema.parse(await refused.json()).error.requestId).toBe('edge-43')
    const odd = await sent('<script>', JSON.stringify({ events: [view(articleId)] }))
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses a body streamed past 16 KB without a length (413, error body) and keeps serving others', async () => {
    const started = performance.now()
    const refused = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${t.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_UA, 'transfer-encoding': 'chunked' },
      })
      request.on('response', (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      request.on('error', reject)
      const chunk = `{"events":[${'{"pad":"xxxxxxxxxxxxxxxxxxxx"},'.repeat(40)}`
      const writeMore = (left: number) => {
        if (left === 0 || request.destroyed) return request.end()
        request.write(chunk, () => setTimeout(() => writeMore(left - 1), 5))
      }
      writeMore(40)
    })
    const healthStarted = performance.now()
    const health = await t.request('/healthz')
    const healthMs = performance.now() - healthStarted
    const answer = await refused
    expect(answer.status).toBe(413)
    expect(ErrorBodySchema.parse(JSON.parse(answer.body)).error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(health.status).toBe(200)
    expect(healthMs).toBeLessThan(500)
    expect(performance.now() - started).toBeLessThan(5000)
  })
})

describe('POST /api/events: whose address the budget counts', () => {
  const fromAddress = (t: TestApp, address: string) =>
    t.request('/api/events', {
      method: 'POST',
      body: JSON.stringify({ events: [view(1)] }),
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_UA, 'x-forwarded-for': address },
    })

  it("trusts X-Forwarded-For only where the app's TRUST_PROXY says so, as the rest of the API does", async () => {
    const behindProxy = await buildTestApp({ rateLimitMax: 1, env: { TRUST_PROXY: 'loopback' } })
    const direct = await buildTestApp({ rateLimitMax: 1, env: { TRUST_PROXY: 'false' } })
    try {
      const proxied = [
        await fromAddress(behindProxy, '203.0.113.1'),
        await fromAddress(behindProxy, '203.0.113.2'),
        await fromAddress(behindProxy, '203.0.113.1'),
      ]
      expect(proxied.map((response) => response.status)).toEqual([204, 204, 429])
      const refused = proxied[2]!
      expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('RATE_LIMITED')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

      // Straight from a client, a forged header names nobody: one address, one budget.
      const forged = [await fromAddress(direct, '203.0.113.1'), await fromAddress(direct, '203.0.113.2')]
      expect(forged.map((response) => response.status)).toEqual([204, 429])
    } finally {
      await behindProxy.close()
      await direct.close()
    }
  })
})
