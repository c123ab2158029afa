import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { ArticleStatsSchema } from '@spotlight/shared/schemas/stats'
import { statsDaily, statsReaderMarks } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertPromotion } from '#src/test/factories'
import {
  BEHIND_PROXY,
  BROWSER_UA,
  CRAWLER_UA,
  OTHER_BROWSER_UA,
  beacon,
  click,
  impression,
  statsOf,
  view,
} from './stats.test-support'

const DAY_MS = 86_400_000

describe('POST /api/events: what is counted', () => {
  let t: TestApp
  let clock = new Date()
  let owner: string
  let articleId: number
  let draftId: number
  const today = () => clock.toISOString().slice(0, 10)

  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock, env: BEHIND_PROXY })
    owner = (await signIn(t, 'stats_owner')).accessToken
    const ownerId = await findUserId(t.database.db, 'stats_owner')
    articleId = (await insertArticle(t.database.db, ownerId)).id
    // In the main slider for as long as the tests' clock runs (each test moves it on 3 days).
    await insertPromotion(t.database.db, articleId, 'MAIN_SLIDER', {
      startsAt: new Date(clock.getTime() - DAY_MS),
      expiresAt: new Date(clock.getTime() + 365 * DAY_MS),
    })
    draftId = (await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })).id
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    // Each test counts from zero: the figures of the days before are not in its range.
    await t.app.statsCounter.flush()
    await t.database.db.delete(statsDaily)
    await t.database.db.delete(statsReaderMarks)
    clock = new Date(clock.getTime() + 3 * DAY_MS)
  })

  it('answers 204 with no body and no cookie, and counts views, impressions and clicks per placement', async () => {
    const response = await beacon(t, [
      view(articleId),
      impression(articleId),
      click(articleId),
      impression(articleId, 'LIST'),
    ])
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(response.headers.get('set-cookie')).toBeNull()

    const stats = ArticleStatsSchema.parse(await statsOf(t, owner, articleId, `?from=${today()}&to=${today()}`))
    expect(stats.totals).toEqual({ views: 1, uniqueReaders: 1, impressions: 2, clicks: 1, ctr: 0.5 })
    expect(stats.placements.MAIN_SLIDER).toEqual({ impressions: 1, clicks: 1 })
    expect(stats.placements.LIST).toEqual({ impressions: 1, clicks: 0 })
    expect(stats.daily).toEqual([{ date: today(), views: 1, uniqueReaders: 1, impressions: 2, clicks: 1 }])
  })

  it('answers with nothing a document needs: no CSP, no compression, no rate-limit headers, never cached', async () => {
    const response = await t.request('/api/events', {
      method: 'POST',
      body: JSON.stringify({ events: [view(articleId)] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA, 'accept-encoding': 'br, gzip' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('x-ratelimit-limit')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })

  it('lets keys it does not know through, as the shared schema does', async () => {
    const response = await beacon(t, { events: [{ ...view(articleId), at: 1 }], sentAt: 'now' })
    expect(response.status).toBe(204)
    expect((await statsOf(t, owner, articleId, `?from=${today()}&to=${today()}`)).totals.views).toBe(1)
  })

  it('takes JSON sent as application/json too', async () => {
    const response = await t.request('/api/events', {
      method: 'POST',
      json: { events: [view(articleId)] },
      headers: { 'user-agent': BROWSER_UA },
    })
    expect(response.status).toBe(204)
    expect((await statsOf(t, owner, articleId, `?from=${today()}&to=${today()}`)).totals.views).toBe(1)
  })

  it('counts a reader once a day, whatever its user agent, and again the next day', async () => {
    const first = today()
    await beacon(t, [view(articleId)], BROWSER_UA, '198.51.100.1')
    await beacon(t, [view(articleId)], BROWSER_UA, '198.51.100.1')
    await beacon(t, [view(articleId)], OTHER_BROWSER_UA, '198.51.100.1')
    await beacon(t, [view(articleId)], OTHER_BROWSER_UA, '198.51.100.2')
    let stats = await statsOf(t, owner, articleId, `?from=${first}&to=${first}`)
    expect(stats.totals).toMatchObject({ views: 2, uniqueReaders: 2 })

    clock = new Date(clock.getTime() + DAY_MS)
    const second = today()
    await beacon(t, [view(articleId)], BROWSER_UA, '198.51.100.1')
    stats = await statsOf(t, owner, articleId, `?from=${first}&to=${second}`)
    expect(stats.daily).toEqual([
      { date: first, views: 2, uniqueReaders: 2, impressions: 0, clicks: 0 },
      { date: second, views: 1, uniqueReaders: 1, impressions: 0, clicks: 0 },
    ])
    expect(stats.totals.uniqueReaders).toBe(3)
  })

  it('never stores an address or a user agent', async () => {
    await beacon(t, [view(articleId)])
    await t.app.statsCounter.flush()
    const stored = JSON.stringify(await t.database.db.select().from(statsReaderMarks))
    expect(stored).not.toContain('127.0.0.1')
    expect(stored).not.toContain('Chrome')
  })

  it('does not count crawlers, nor requests without a user agent (still 204)', async () => {
    expect((await beacon(t, [view(articleId), impression(articleId)], CRAWLER_UA)).status).toBe(204)
    expect((await beacon(t, [view(articleId)], null)).status).toBe(204)
    const stats = await statsOf(t, owner, articleId, `?from=${today()}&to=${today()}`)
    expect(stats.totals).toMatchObject({ views: 0, impressions: 0, uniqueReaders: 0 })
  })

  it('ignores unknown and unpublished articles without saying so', async () => {
    const response = await beacon(t, [view(draftId), view(999_999), impression(2_147_483_647), view(articleId)])
    expect(response.status).toBe(204)
    await t.app.statsCounter.flush()
    const rows = await t.database.db.select().from(statsDaily)
    expect(rows.map((row) => row.articleId)).toEqual([articleId])
  })

  it('counts an event repeated inside one beacon once', async () => {
    await beacon(
      t,
      Array.from({ length: 50 }, () => impression(articleId)),
    )
    const stats = await statsOf(t, owner, articleId, `?from=${today()}&to=${today()}`)
    expect(stats.totals.impressions).toBe(1)
  })
})

describe('POST /api/events: rate limit', () => {
  let t: TestApp
  let articleId: number

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitMax: 3 })
    await signIn(t, 'stats_limited')
    articleId = (await insertArticle(t.database.db, await findUserId(t.database.db, 'stats_limited'))).id
  })
  afterAll(async () => {
    await t.close()
  })

  it("limits beacons per address on their own budget, apart from the API's", async () => {
    const sent = []
    for (let index = 0; index < 4; index++) sent.push(await beacon(t, [view(articleId)]))
    expect(sent.map((response) => response.status)).toEqual([204, 204, 204, 429])
    const refused = sent[3]!
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('RATE_LIMITED')
    expect(refused.headers.get('retry-after')).toBeTruthy()
    // The reader's API budget is untouched.
    expect((await t.request('/api/categories')).status).toBe(200)
  })
})

describe('POST /api/events: hostile beacons', () => {
  let t: TestApp
  let articleId: number

  beforeAll(async () => {
    t = await buildTestApp()
    await signIn(t, 'stats_hostile')
    articleId = (await insertArticle(t.database.db, await findUserId(t.database.db, 'stats_hostile'))).id
  })
  afterAll(async () => {
    await t.close()
  })

  const raw = (body: string, contentType = 'text/plain;charset=UTF-8') =>
    t.request('/api/events', {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, 'user-agent': BROWSER_UA },
    })
  const one = (overrides: Record<string, unknown>) => ({ events: [{ ...view(articleId), ...overrides }] })

  it.each([
    ['no events', { events: [] }],
    ['not an object', [view(1)]],
    ['events not a list', { events: view(1) }],
    ['an unknown type', one({ type: 'PURCHASE' })],
    ['a lower-case placement', one({ placement: 'main_slider' })],
    ['an id as a string', one({ articleId: String(1) })],
    ['a negative id', one({ articleId: -1 })],
    ['a fractional id', one({ articleId: 1.5 })],
    ['an id past int4', one({ articleId: 2 ** 31 })],
    ['51 events', { events: Array.from({ length: 51 }, () => view(1)) }],
    ['thousands of ids', { events: Array.from({ length: 300 }, (_, index) => view(index + 1)) }],
  ])('refuses %s with 400 and the error body', async (_name, body) => {
    const response = await raw(JSON.stringify(body))
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json()).error.code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/)
  })

  it('refuses broken, deep, poisoned, oversize and foreign bodies without a 5xx', async () => {
    const answers = [
      await raw('{"events": ['),
      await raw('not json'),
      await raw(`${'['.repeat(4000)}${']'.repeat(4000)}`),
      await raw(`{"events":${'['.repeat(3000)}${']'.repeat(3000)}}`),
      await raw('{"__proto__": {"polluted": true}, "events": []}'),
      await raw(JSON.stringify({ events: [view(articleId)], padding: 'x'.repeat(20_000) })),
      await raw(JSON.stringify({ events: Array.from({ length: 5000 }, (_, index) => view(index + 1)) })),
      await raw('events=1', 'application/x-www-form-urlencoded'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 413, 413, 415])
    for (const answer of answers) expect(ErrorBodySchema.safeParse(await answer.json()).success).toBe(true)
    await t.app.statsCounter.flush()
    expect(await t.database.db.select().from(statsDaily)).toEqual([])
  })
})
