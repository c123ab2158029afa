// REDIS_URL: two instances on one database and the machine's Redis (127.0.0.1:6379) together allow
// what one allows, on every kind of limit: the API's budget per address, a route's own limit, and the
// beacons' budget answered before Fastify. Keys go under a prefix of this run, removed afterwards.
// With Redis unreachable each instance counts alone, in memory (limits-store.ts).
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { BEHIND_PROXY, BROWSER_UA, beacon } from '#src/modules/stats/stats.test-support'

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
/** The API's budget per address and minute in these tests (the beacons' budget is the same number). */
const MAX = 10

async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let cursor = '0'
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
    cursor = next
    keys.push(...found)
  } while (cursor !== '0')
  return keys
}

describe('rate limits shared through Redis', () => {
  const prefix = `spotlight-test-${randomBytes(6).toString('hex')}:`
  let redis: Redis
  let database: TestDatabase
  let first: TestApp
  let second: TestApp

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })
    database = await createTestDatabase()
    const env = { ...BEHIND_PROXY, REDIS_URL, REDIS_KEY_PREFIX: prefix }
    first = await buildTestApp({ database, env, rateLimitMax: MAX })
    second = await buildTestApp({ database, env, rateLimitMax: MAX })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database?.drop()
    if (redis) {
      const keys = await keysUnder(redis, prefix)
      if (keys.length > 0) await redis.del(...keys)
      await redis.quit()
    }
  })

  /** Sends `count` requests alternately to the two instances from one client address. */
  async function alternate(count: number, send: (t: TestApp) => Promise<Response>): Promise<number[]> {
    const statuses: number[] = []
    for (let index = 0; index < count; index += 1) statuses.push((await send(index % 2 ? second : first)).status)
    return statuses
  }

  it('counts the API budget once across both instances', async () => {
    const address = { 'x-forwarded-for': '203.0.113.10' }
    const statuses = await alternate(MAX + 2, (t) => t.request('/api/media/config', { headers: address }))
    expect(statuses.slice(0, MAX)).toEqual(Array(MAX).fill(200))
    expect(statuses.slice(MAX)).toEqual([429, 429])
    // Another address still has its whole budget.
    expect((await second.request('/api/media/config', { headers: { 'x-forwarded-for': '203.0.113.11' } })).status).toBe(
      200,
    )
  })

  it("counts a route's own limit once across both instances (contact: 30 attempts in 10 minutes)", async () => {
    const address = { 'x-forwarded-for': '203.0.113.20' }
    const statuses = await alternate(31, (t) =>
      t.request('/api/contact', { method: 'POST', headers: address, json: { name: 1 } }),
    )
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('counts the beacons once across both instances, in one window per address', async () => {
    const address = '203.0.113.30'
    const statuses = await alternate(MAX + 1, (t) => beacon(t, [], BROWSER_UA, address))
    expect(statuses.slice(0, MAX).includes(429)).toBe(false)
    const refused = await beacon(second, [], BROWSER_UA, address)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await beacon(first, [], BROWSER_UA, '203.0.113.31')).status).not.toBe(429)
  })

  it('keeps its counters under its own prefix, each with a window', async () => {
    const keys = await keysUnder(redis, prefix)
    expect(keys.some((key) => key.startsWith(`${prefix}beacon:`))).toBe(true)
    expect(keys.some((key) => key.startsWith(`${prefix}rl:`))).toBe(true)
    for (const key of keys) expect(await redis.pttl(key), key).toBeGreaterThan(0)
  })
})

describe('rate limits with Redis unreachable', () => {
  let t: TestApp

  beforeAll(async () => {
    // Nothing listens on port 1: every command fails at once.
    t = await buildTestApp({ env: { ...BEHIND_PROXY, REDIS_URL: 'redis://127.0.0.1:1' }, rateLimitMax: 3 })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('counts on this instance alone: neither failing every request nor letting a flood through', async () => {
    const address = { 'x-forwarded-for': '198.51.100.40' }
    const statuses: number[] = []
    for (let index = 0; index < 5; index += 1)
      statuses.push((await t.request('/api/media/config', { headers: address })).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])

    const beacons: number[] = []
    for (let index = 0; index < 5; index += 1) beacons.push((await beacon(t, [], BROWSER_UA, '198.51.100.40')).status)
    expect(beacons.slice(0, 3)).not.toContain(429)
    expect(beacons.slice(3)).toEqual([429, 429])
  })

  it("keeps a route's own limit", async () => {
    // Sign-in: 30 a minute per address, each a call to the Pi platform under the app's key.
    const signIns: number[] = []
    for (let index = 0; index < 31; index += 1) {
      const response = await t.request('/auth/pi-login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.41' },
        json: { accessToken: 'not-a-pi-token' },
      })
      signIns.push(response.status)
    }
    expect(signIns.slice(0, 30)).not.toContain(429)
    expect(signIns[30]).toBe(429)
  })
})
