import parsePrometheusTextFormat, { type PromFamily } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buy } from '#src/modules/payments/payments.test-support'
import { simClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { beacon, view } from '#src/modules/stats/stats.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, insertArticle } from '#src/test/factories'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'

const TOKEN = 'scrape-token-0123456789abcdef'
/** What production needs to start; the database itself is the test's (buildApp takes it as given). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused/unused',
  PI_API_KEY: 'key',
  PUBLIC_URL: 'https://spotlight.example',
  // No real Pi Platform here to check the placeholder key against (pi.key-check.test.ts checks it).
  PI_KEY_CHECK: '0',
}

type Labels = Record<string, string>
type Sample = { name: string; labels: Labels; value: number }
type Scrape = { families: PromFamily[]; samples: Sample[] }

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g

/**
 * The scrape read twice: the independent parser (which throws on anything not in the text format) for
 * the families, and a line reader for the samples (that parser merges a labelled histogram's series).
 */
function read(text: string): Scrape {
  const families = parsePrometheusTextFormat(text)
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = SAMPLE_LINE.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    const labels: Labels = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return { families, samples }
}

/** The sum of the samples named `name` whose labels include `labels` (a histogram: `<name>_count`). */
function valueOf({ samples }: Scrape, name: string, labels: Labels = {}): number {
  return samples
    .filter((it) => it.name === name && Object.entries(labels).every(([key, value]) => it.labels[key] === value))
    .reduce((sum, it) => sum + it.value, 0)
}

describe('GET /metrics: who may scrape', () => {
  const apps: TestApp[] = []
  // One database for the three configurations: only who may scrape differs.
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database.drop()
  })
  const start = async (env: Record<string, string>) => {
    const t = await buildTestApp({ env, database })
    apps.push(t)
    return t
  }

  it('does not exist in production without METRICS_TOKEN, whatever is presented', async () => {
    const t = await start(PRODUCTION)
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404)
    const withToken = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(withToken.statusCode).toBe(404)
    expect(withToken.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('in production answers only the right bearer token, even from loopback', async () => {
    const t = await start({ ...PRODUCTION, METRICS_TOKEN: TOKEN })
    const scrape = (authorization?: string) =>
      t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })
    expect((await scrape()).statusCode).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401)
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).statusCode).toBe(401)
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401)
    const refused = await scrape('Bearer wrong')
    expect(refused.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } })
    expect(refused.body).not.toContain('spotlight_')
    const right = await scrape(`Bearer ${TOKEN}`)
    expect(right.statusCode).toBe(200)
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(right.headers['cache-control']).toBe('no-store')
  })

  it('outside production is open on loopback only: another address, or a proxied request, gets 404', async () => {
    const t = await start({})
    const fromLoopback = await fetch(`${t.url}/metrics`)
    expect(fromLoopback.status).toBe(200)
    expect(await fromLoopback.text()).toContain('spotlight_http_request_duration_seconds')
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(404)
    const proxied = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(proxied.statusCode).toBe(404)
  })

  it('refuses a METRICS_TOKEN too short to be a secret, naming the variable', async () => {
    await expect(buildTestApp({ env: { METRICS_TOKEN: 'short' } })).rejects.toThrow(/METRICS_TOKEN/)
  })
})

describe('what a scrape reports, and that it moves', () => {
  let t: TestApp
  const scrape = async () => {
    const response = await fetch(`${t.url}/metrics`)
    expect(response.status).toBe(200)
    return read(await response.text())
  }

  beforeAll(async () => {
    t = await buildTestApp({ publicReadCacheTtlMs: 30_000 })
  })
  afterAll(async () => {
    await t.close()
  })

  it('has every family an operator alerts on, in the text format', async () => {
    const names = new Set((await scrape()).families.map((family) => family.name))
    for (const name of [
      'spotlight_http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'spotlight_db_pool_connections',
      'spotlight_public_cache_lookups_total',
      'spotlight_payments',
      'spotlight_payment_transitions_total',
      'spotlight_notification_outbox_backlog',
      'spotlight_notification_outbox_oldest_seconds',
      'spotlight_job_runs_total',
      'spotlight_job_last_success_timestamp_seconds',
      'spotlight_beacons_total',
      'spotlight_worker_pool_tasks',
      'spotlight_worker_pool_refused',
    ])
      expect(names, name).toContain(name)
    const families = await scrape()
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(valueOf(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(valueOf(families, 'spotlight_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1)
  })

  it('counts requests by route pattern, method and status, never by raw URL, and the cache by space', async () => {
    const { accessToken } = await signIn(t, 'metric_reader')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, 'metric_reader'))
    const route = { route: '/api/articles/:id', method: 'GET', status: '200' }
    const before = await scrape()

    for (let i = 0; i < 2; i += 1) expect((await t.request(`/api/articles/${article.id}`)).status).toBe(200)
    expect((await t.request('/api/no-such-thing-9f3a')).status).toBe(404)
    expect((await t.request('/api/credits/me', { token: 'not-a-session' })).status).toBe(401)
    expect((await t.request('/api/credits/me', { token: accessToken })).status).toBe(200)

    const after = await scrape()
    const moved = (name: string, labels: Labels) => valueOf(after, name, labels) - valueOf(before, name, labels)
    expect(moved('spotlight_http_request_duration_seconds_count', route)).toBe(2)
    expect(moved('spotlight_http_request_duration_seconds_count', { route: '/api/*', status: '404' })).toBe(1)
    expect(moved('spotlight_http_request_duration_seconds_count', { route: '/api/credits/me', status: '401' })).toBe(1)
    expect(moved('spotlight_http_request_duration_seconds_count', { route: '/api/credits/me', status: '200' })).toBe(1)
    expect(moved('spotlight_public_cache_lookups_total', { space: 'pages', result: 'miss' })).toBe(1)
    expect(moved('spotlight_public_cache_lookups_total', { space: 'pages', result: 'hit' })).toBe(1)
    const routes = after.samples
      .filter((sample) => sample.name === 'spotlight_http_request_duration_seconds_count')
      .map((sample) => sample.labels.route ?? '')
    expect(
      routes.filter((value) => value.includes('no-such-thing') || value === `/api/articles/${article.id}`),
    ).toEqual([])
  })

  it('counts payments by state and their transitions, and the outbox backlog they raise', async () => {
    const { accessToken } = await signIn(t, 'metric_buyer')
    const before = await scrape()
    await buy(t, simClient(t), 'metric_buyer', accessToken, { planType: 'STANDARD', categorySlug: null })
    const after = await scrape()
    const moved = (name: string, labels: Labels = {}) => valueOf(after, name, labels) - valueOf(before, name, labels)
    expect(moved('spotlight_payments', { status: 'COMPLETED' })).toBe(1)
    expect(moved('spotlight_payment_transitions_total', { from: 'none', to: 'CREATED' })).toBe(1)
    expect(moved('spotlight_payment_transitions_total', { from: 'CREATED', to: 'APPROVED' })).toBe(1)
    expect(moved('spotlight_payment_transitions_total', { from: 'APPROVED', to: 'COMPLETED' })).toBe(1)
    // PAYMENT_COMPLETED waits in the outbox until the worker takes it.
    expect(moved('spotlight_notification_outbox_backlog')).toBeGreaterThanOrEqual(1)
    expect(valueOf(after, 'spotlight_notification_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0)

    await t.app.notificationsOutbox.drain()
    expect(valueOf(await scrape(), 'spotlight_notification_outbox_backlog')).toBe(0)
    expect(valueOf(await scrape(), 'spotlight_notification_outbox_oldest_seconds')).toBe(0)
  })

  it("counts each scheduled job's runs and records its last success", async () => {
    const started = Date.now() / 1000
    const before = await scrape()
    const { ran } = await t.app.scheduler.runDue()
    expect(ran).toContain('promotion-notices')
    const after = await scrape()
    const job = { job: 'promotion-notices' }
    expect(
      valueOf(after, 'spotlight_job_runs_total', { ...job, result: 'ok' }) -
        valueOf(before, 'spotlight_job_runs_total', { ...job, result: 'ok' }),
    ).toBe(1)
    expect(valueOf(after, 'spotlight_job_last_success_timestamp_seconds', job)).toBeGreaterThanOrEqual(
      Math.floor(started),
    )
  })

  it('counts beacons accepted and refused, with the reason', async () => {
    await signIn(t, 'metric_author')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, 'metric_author'))
    const before = await scrape()
    expect((await beacon(t, [view(article.id)])).status).toBe(204)
    const wrongType = await t.request('/api/events', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'image/png' },
    })
    expect(wrongType.status).toBe(415)
    expect((await beacon(t, { events: 'nope' })).status).toBe(400)
    const after = await scrape()
    const moved = (labels: Labels) =>
      valueOf(after, 'spotlight_beacons_total', labels) - valueOf(before, 'spotlight_beacons_total', labels)
    expect(moved({ outcome: 'accepted' })).toBe(1)
    expect(moved({ outcome: 'refused', reason: 'unsupported_type' })).toBe(1)
    expect(moved({ outcome: 'refused', reason: 'invalid' })).toBe(1)
    // The beacon path is answered before Fastify: it never shows as a route of the request histogram.
    expect(valueOf(after, 'spotlight_http_request_duration_seconds_count', { route: '/api/events' })).toBe(0)
  })

  it('reports the sanitize and share-card worker pools, idle once the work is done', async () => {
    const { accessToken } = await signIn(t, 'admin')
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: accessToken,
      json: articleBody({ status: 'PUBLISHED' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const families = await scrape()
    for (const pool of ['sanitize', 'share-card']) {
      expect(valueOf(families, 'spotlight_worker_pool_tasks', { pool, state: 'threads' }), pool).toBeGreaterThan(0)
      expect(valueOf(families, 'spotlight_worker_pool_tasks', { pool, state: 'waiting' }), pool).toBe(0)
    }
  })
})
