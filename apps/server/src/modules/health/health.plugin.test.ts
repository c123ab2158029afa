import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_POLICY } from '#src/plugins/security'
import { buildTestApp, type TestApp, type TestResponse } from '#src/test/build-test-app'

/** What helmet writes besides the CSP (HSTS only in production; no X-Frame-Options: the Pi Browser frames us). */
const HELMET_HEADERS = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

describe('health and the HTTP basics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers liveness and readiness', async () => {
    expect((await t.request('/healthz')).status).toBe(200)
    const ready = await t.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ready' })
  })

  it("sends a page's security headers, with a CSP that lets the Pi Browser frame the app", async () => {
    const response = await t.request('/offline.html')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain('https://sdk.minepi.com')
    expect(csp).toContain('frame-ancestors')
    expect(csp).toContain('https://app-cdn.minepi.com')
    expect(csp).toContain("object-src 'none'")
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("gives each page its own script nonce in helmet's CSP, and helmet's other headers", async () => {
    // The headers are worked out once at start-up (plugins/security.ts); only the nonce changes.
    const scriptNonce = (csp: string) => /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1]
    const responses = await Promise.all([1, 2, 3].map(() => t.request('/offline.html')))
    const policies = responses.map((response) => response.headers.get('content-security-policy') ?? '')
    const nonces = policies.map(scriptNonce)
    expect(nonces.every((nonce) => nonce && Buffer.from(nonce, 'base64').length === 16)).toBe(true)
    expect(new Set(nonces).size).toBe(3)
    for (const policy of policies) {
      expect(policy).not.toContain('spotlight-nonce-slot')
      expect(policy).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/)
    }
    expect(Object.fromEntries([...responses[1]!.headers].filter(([name]) => HELMET_HEADERS.includes(name)))).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    })
  })

  it("answers JSON with a data policy instead of a page's headers", async () => {
    const answers = [await t.request('/healthz'), await t.request('/api/categories')]
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toBe(DATA_POLICY)
      expect(Object.fromEntries([...response.headers].filter(([name]) => HELMET_HEADERS.includes(name)))).toEqual({
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
      })
    }
    // An error is JSON too.
    const missing = await t.request('/api/articles/999999')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBe(DATA_POLICY)
  })

  it('gives every response a request id, keeping a sane one from the caller', async () => {
    const generated = await t.request('/healthz')
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await t.request('/healthz', { headers: { 'x-request-id': 'proxy-123' } })
    expect(kept.headers.get('x-request-id')).toBe('proxy-123')
    const replaced = await t.request('/healthz', { headers: { 'x-request-id': '<script>' } })
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>')
  })

  it('answers unknown API paths with the JSON error body', async () => {
    for (const path of ['/api/nothing-here', '/auth/nothing-here']) {
      const response = await t.request(path, { method: 'POST' })
      expect(response.status).toBe(404)
      expect((await response.json()).error.code).toBe('NOT_FOUND')
    }
  })

  it('readiness turns 503 when the database stops answering', async () => {
    const broken = await buildTestApp()
    try {
      await broken.database.close()
      const response = await broken.request('/readyz')
      expect(response.status).toBe(503)
      expect((await response.json()).error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        requestId: response.headers.get('x-request-id'),
      })
      expect((await broken.request('/healthz')).status).toBe(200)
    } finally {
      await broken.app.close()
      await broken.database.drop().catch(() => {})
    }
  })
})

describe('rate limiting', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitMax: 5 })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers 429 with the error body and Retry-After once a caller exceeds the limit', async () => {
    const statuses: number[] = []
    let last: TestResponse | undefined
    for (let i = 0; i < 7; i++) {
      last = await t.request('/api/categories')
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.at(-1)).toBe(429)
    expect(last!.headers.get('retry-after')).toBeTruthy()
    expect((await last!.json()).error.code).toBe('RATE_LIMITED')
  })

  it('never throttles the health probes', async () => {
    for (let i = 0; i < 8; i++) expect((await t.request('/healthz')).status).toBe(200)
  })
})

describe('what the rate limit leaves alone', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitMax: 2 })
  })
  afterAll(async () => {
    await t.close()
  })

  it("lets the server's own rendering calls through with the internal token, and only with the right one", async () => {
    const internal = { 'x-spotlight-internal': t.app.internalToken }
    for (let i = 0; i < 5; i++) expect((await t.request('/api/categories', { headers: internal })).status).toBe(200)

    const forged = { 'x-spotlight-internal': 'x'.repeat(t.app.internalToken.length) }
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await t.request('/api/categories', { headers: forged })).status)
    expect(statuses).toContain(429)
  })

  it('never throttles static files', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('/media/none.webp')).status).toBe(404)
  })
})
