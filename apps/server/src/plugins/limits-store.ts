import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import ipaddr from 'ipaddr.js'
import { LRUCache } from 'lru-cache'

/** Keys the in-memory fallback remembers; past it the oldest window is forgotten (it starts over). */
const LOCAL_KEYS_MAX = 100_000
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
 * What a limit counts a client address under: an IPv4 address as it is (also when written as IPv6,
 * `::ffff:203.0.113.7`), an IPv6 address by its /64. One subscriber, one machine or one cloud server
 * holds a whole /64 and may send from any of its 2^64 addresses: counted one by one, each limit would
 * start afresh with every request. @fastify/rate-limit's own key for a route's limit does the same.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip.toLowerCase()
  const address = ipaddr.IPv6.parse(ip)
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString()
  return `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The counters several instances share (REDIS_URL): what one instance allows, all of them together
 * allow. When Redis cannot be reached each instance counts in its own memory meanwhile, as it does
 * with no REDIS_URL at all: N instances then allow N times a limit, never more, and the outage is
 * logged (at most every 30 s). Neither failing closed (an unreachable Redis would take the whole site
 * down with it) nor failing open: requests passing uncounted would lift every limit at once, those on
 * signing in (each a call to the Pi platform under the app's key), on the contact form's stored
 * messages and on uploads, and the beacons' budget, which keeps one address from inflating a paid
 * campaign's impressions and clicks.
 */
export type LimitsStore = {
  redis: Redis
  /** Prefix of every key this site writes (REDIS_KEY_PREFIX): sites or test runs can share one Redis. */
  prefix: string
  /** Counts one hit of `key` in a window of `windowMs`: the hits so far and the milliseconds left. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>
  /** The store @fastify/rate-limit counts its limits in: `hit`, under `rl:`. */
  rateLimitStore: FastifyRateLimitStoreCtor
  close(): Promise<void>
}

/**
 * Fixed windows counted in this process's memory, as @fastify/rate-limit counts its own: past `maxKeys`
 * the least recently hit is forgotten (it starts over), so a flood of new addresses cannot push out a
 * busy one's count. The beacon budget without Redis, and every limit while Redis is away.
 */
export function createLocalWindows(maxKeys = LOCAL_KEYS_MAX, now: () => number = Date.now) {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys })
  return {
    hit(key: string, windowMs: number): { count: number; ttlMs: number } {
      const at = now()
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, ttlMs: window.resetAt - at }
    },
  }
}

/**
 * @fastify/rate-limit's store over `hit`: each route's limit under its own method and path, as its
 * own Redis store names them (a limit made by createRateLimit keys its counters itself).
 */
function rateLimitStoreOver(hit: LimitsStore['hit'], namespace: string): FastifyRateLimitStoreCtor {
  class WindowStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly keyPrefix = namespace,
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      hit(this.keyPrefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo
      const name = route?.method === undefined ? '' : `${String(route.method)}${String(route.url)}-`
      return new WindowStore(undefined, `${this.keyPrefix}${name}`)
    }
  }
  return WindowStore
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
    log.warn({ err: error }, 'rate limits: Redis unreachable; each instance counts alone until it answers')
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

  const local = createLocalWindows()
  const hit: LimitsStore['hit'] = async (key, windowMs) => {
    try {
      const [count, ttlMs] = await redis.spotlightWindow(prefix + key, windowMs)
      return { count, ttlMs }
    } catch (error) {
      reportOutage(error)
      return local.hit(key, windowMs)
    }
  }

  return {
    redis,
    prefix,
    hit,
    rateLimitStore: rateLimitStoreOver(hit, 'rl:'),
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
