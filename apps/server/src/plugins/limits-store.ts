import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/** A Redis outage is logged at most this often: every limited request would otherwise log it. */
const OUTAGE_LOG_EVERY_MS = 30_000
/** How long start-up waits for Redis before serving without it (limits then pass until it answers). */
const READY_WAIT_MS = 2000
/**
 * How long a command may wait for its reply. A Redis that stops answering without closing the
 * connection (a host gone silent, a full network path) would otherwise hold every limited request.
 */
const COMMAND_TIMEOUT_MS = 500

/**
 * One fixed window per key, in one round trip: INCR, PEXPIRE on the window's first hit, and the time
 * left (for Retry-After), atomically. The same window @fastify/rate-limit's Redis store counts.
 */
const WINDOW_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`

type WindowRedis = Redis & { spotlightWindow(key: string, windowMs: number): Promise<[number, number]> }

/**
 * The counters several instances share (REDIS_URL): what one instance allows, all of them together
 * allow. When Redis cannot be reached the limits fail open: requests pass uncounted, and the outage
 * is logged (at most every 30 s). Rate limits guard against floods, not against double spending
 * (payments and slots are guarded by the database), so an unreachable Redis must not take the whole
 * site down with it; each instance's web server still bounds bodies and connections.
 */
export type LimitsStore = {
  redis: Redis
  /** Prefix of every key this site writes (REDIS_KEY_PREFIX): sites or test runs can share one Redis. */
  prefix: string
  /** Counts one hit of `key` in a window of `windowMs`: the hits so far and the milliseconds left. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>
  reportOutage(error: unknown): void
  close(): Promise<void>
}

export async function connectLimitsStore(url: string, prefix: string, log: FastifyBaseLogger): Promise<LimitsStore> {
  // ioredis is imported only when configured (~20 MB held for nothing otherwise).
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    connectTimeout: READY_WAIT_MS,
    maxRetriesPerRequest: 1,
    // A command fails at once while Redis is away instead of waiting in a queue: a limit check never
    // holds a request up.
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Commands issued in the same tick go out in one write (many beacons at once: one round trip).
    enableAutoPipelining: true,
  }) as WindowRedis
  redis.defineCommand('spotlightWindow', { numberOfKeys: 1, lua: WINDOW_SCRIPT })

  let lastReported = 0
  const reportOutage = (error: unknown) => {
    const now = Date.now()
    if (now - lastReported < OUTAGE_LOG_EVERY_MS) return
    lastReported = now
    log.warn({ err: error }, 'rate limits: Redis unreachable; requests pass uncounted until it answers')
  }
  redis.on('error', reportOutage)

  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS)
    timer.unref()
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })

  return {
    redis,
    prefix,
    async hit(key, windowMs) {
      const [count, ttlMs] = await redis.spotlightWindow(prefix + key, windowMs)
      return { count, ttlMs }
    },
    reportOutage,
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
