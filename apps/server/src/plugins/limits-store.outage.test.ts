// REDIS_URL through a TCP proxy in front of the machine's Redis, which the tests make go silent (a
// host that stops answering: the connection stays up, no reply comes), cut, and come back. While Redis
// is away this instance counts alone, no request waits long for it, and the counts are shared again
// once it is back.
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { startTcpProxy, type TcpProxy } from '#src/test/tcp-proxy'
import { BEHIND_PROXY, BROWSER_UA, beacon } from '#src/modules/stats/stats.test-support'

const REDIS_URL = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379')
const MAX = 3

describe('rate limits while Redis goes away and comes back', () => {
  const prefix = `spotlight-test-${randomBytes(6).toString('hex')}:`
  let proxy: TcpProxy
  let t: TestApp

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379), endWith: 'close' })
    t = await buildTestApp({
      env: { ...BEHIND_PROXY, REDIS_URL: `redis://${proxy.host}`, REDIS_KEY_PREFIX: prefix },
      rateLimitMax: MAX,
    })
  })
  afterAll(async () => {
    await t?.close()
    await proxy?.close()
    const redis = new Redis(REDIS_URL.toString(), { maxRetriesPerRequest: 1 })
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  const statusesFrom = async (address: string, count: number) => {
    const statuses: number[] = []
    for (let index = 0; index < count; index += 1)
      statuses.push((await t.request('/api/media/config', { headers: { 'x-forwarded-for': address } })).status)
    return statuses
  }

  it('a Redis that stops answering holds no request: this instance counts alone, promptly', async () => {
    expect(await statusesFrom('198.51.100.60', MAX + 1)).toEqual([200, 200, 200, 429])
    proxy.mode('silent')
    try {
      const statuses: number[] = []
      const beacons: number[] = []
      for (let index = 0; index < MAX + 2; index += 1) {
        const started = Date.now()
        statuses.push((await statusesFrom('198.51.100.61', 1))[0]!)
        beacons.push((await beacon(t, [], BROWSER_UA, '198.51.100.61')).status)
        expect(Date.now() - started).toBeLessThan(2_000)
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      expect(beacons.slice(0, MAX)).not.toContain(429)
      expect(beacons.slice(MAX)).toEqual([429, 429])
    } finally {
      proxy.mode('forward')
    }
  }, 30_000)

  it('a Redis cut and back: this instance counts alone meanwhile, then in Redis again', async () => {
    proxy.mode('down')
    expect(await statusesFrom('198.51.100.62', MAX + 2)).toEqual([200, 200, 200, 429, 429])
    proxy.mode('forward')
    // ioredis reconnects on its own; within a few seconds the counts are in Redis again.
    const redis = new Redis(REDIS_URL.toString(), { maxRetriesPerRequest: 1 })
    try {
      await expect
        .poll(
          async () => {
            const address = `198.51.100.${63 + Math.floor(Math.random() * 100)}`
            await statusesFrom(address, 1)
            return (await redis.keys(`${prefix}rl:*${address}`)).length
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBeGreaterThan(0)
    } finally {
      await redis.quit()
    }
  }, 30_000)
})
