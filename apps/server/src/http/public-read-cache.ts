import { randomBytes } from 'node:crypto'
import { joinAround, NONCE_LENGTH, NONCE_SLOT, serveHit } from './public-read-hit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { startPublicReadBus } from './public-read-bus'

/**
 * An in-memory cache of the public reads (JSON lists, an article, categories) and of the public
 * server-rendered pages. It is what lets one process serve thousands of reads a second
 * (`npm run bench`). Staying correct:
 * - every successful write request to this instance (any POST/PUT/PATCH/DELETE: article writes and
 *   workflow, payments that activate promotions, category admin) empties it at once, and on
 *   PostgreSQL tells the other instances to empty theirs (LISTEN/NOTIFY, public-read-bus.ts);
 * - entries live `ttlMs` (30 s) at most, which bounds how late this instance sees what no request
 *   announced: a background job (the payments reconciler), the clock (a scheduled article's day, a
 *   promotion's expiry), a notice lost while the LISTEN connection was down. The HTTP answers already
 *   let browsers keep them 30 s (Cache-Control).
 * Requests carrying credentials are never served from, nor stored in, the cache.
 */
export type PublicReadCache = {
  /**
   * The stored answer, or undefined when the caller should compute it. Past its TTL an entry is
   * recomputed by one request while the others still get it (no stampede of 50 renders at once).
   */
  get(key: string): Entry | undefined
  set(key: string, answer: CachedAnswer, generation: number): void
  /** Counts the bytes of a compressed variant stored on an entry (the byte bound covers them). */
  grew(bytes: number): void
  /** A recomputation that produced nothing storable (a 404 now, an error): drop the old answer. */
  drop(key: string): void
  /**
   * Marks `key` as being computed by one request, or, when another already computes it, resolves
   * once that one has stored (or given up on) its answer, REFRESH_GRACE_MS at most. Without it the
   * first moments of a burst (50 connections on an empty cache) render the same page 50 times at
   * once: the server's peak memory and its slowest answers.
   */
  claim(key: string): Promise<void> | null
  /** The computing request is done with `key` (stored, dropped or failed): wake those waiting on it. */
  release(key: string): void
  /** Incremented by every clear: an answer computed across a write is not stored. */
  readonly generation: number
  clear(): void
}

export type CachedAnswer = {
  /**
   * The body as bytes (encoded once, not on every hit), cut where a page's nonce goes: one part for
   * JSON, n + 1 parts around n nonces for a page.
   */
  parts: Buffer[]
  headers: Record<string, string>
  /** A page: its CSP header carries NONCE_SLOT and its body is cut where each response's own nonce goes. */
  hasNonce: boolean
}

export type Entry = CachedAnswer & {
  freshUntil: number
  refreshingSince: number
  /** The body's length with a nonce in each slot (a nonce is always 24 characters). */
  length: number
  /** A JSON answer compressed once, on the first hit that accepts that encoding. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>
  /** The headers as Node's flat list, made on the first hit (public-read-hit.ts). */
  head?: string[]
  /** A page's parts deflated for gzip answers, on the first hit that accepts gzip (gzip-around.ts). */
  deflated?: Buffer[]
}

/** Beyond this many keys (query strings are the visitor's to vary) the cache starts over. */
const MAX_ENTRIES = 1000
/** ...or beyond this many bytes of bodies (a page's key varies with the visitor's cookie and language). */
const MAX_BYTES = 32 * 1024 * 1024
/** How long the others wait on the one request recomputing an entry before trying themselves. */
const REFRESH_GRACE_MS = 5000

export function createPublicReadCache(ttlMs: number): PublicReadCache {
  const entries = new Map<string, Entry>()
  let generation = 0
  /** Roughly what the entries hold (a replaced or dropped entry is counted until the next clear). */
  let bytes = 0
  const computing = new Map<string, { done: Promise<void>; wake: () => void }>()
  const release = (key: string) => {
    computing.get(key)?.wake()
    computing.delete(key)
  }
  return {
    get(key) {
      if (ttlMs <= 0) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      const now = Date.now()
      if (entry.freshUntil > now) return entry
      if (now - entry.freshUntil > REFRESH_GRACE_MS) {
        entries.delete(key)
        return undefined
      }
      if (now - entry.refreshingSince < REFRESH_GRACE_MS) return entry
      entry.refreshingSince = now
      return undefined
    },
    set(key, answer, startedAt) {
      if (ttlMs <= 0 || startedAt !== generation) return
      const length = answer.parts.reduce((sum, part) => sum + part.length, 0) + (answer.parts.length - 1) * NONCE_LENGTH
      if (entries.size >= MAX_ENTRIES || bytes + length > MAX_BYTES) {
        entries.clear()
        bytes = 0
      }
      entries.set(key, { ...answer, freshUntil: Date.now() + ttlMs, refreshingSince: 0, length, encoded: {} })
      bytes += length
      release(key)
    },
    grew(more) {
      bytes += more
    },
    drop(key) {
      entries.delete(key)
      release(key)
    },
    claim(key) {
      if (ttlMs <= 0) return null
      const current = computing.get(key)
      if (current) return current.done
      let wake = () => {}
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REFRESH_GRACE_MS)
        timer.unref()
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      computing.set(key, { done, wake })
      // Past the grace the next request computes it instead.
      void done.then(() => computing.get(key)?.done === done && computing.delete(key))
      return null
    },
    release,
    get generation() {
      return generation
    },
    clear() {
      generation++
      entries.clear()
      bytes = 0
      for (const key of [...computing.keys()]) release(key)
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReadCache
  }
  interface FastifyRequest {
    /** The cache key and generation of an anonymous read that missed; the route's onSend stores under it. */
    publicReadMiss: { key: string; generation: number; claimed: boolean } | undefined
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The public pages whose HTML is the same for every visitor of one language: the home page, an
 * article, a category, the featured list. (Dashboards and sign-in pages are never cached.)
 */
const CACHEABLE_PAGE = /^\/(?:articles\/\d{1,12}|category\/[\w-]{1,120}|featured-articles)?$/

/** Each response's own headers, never replayed. */
const UNSTORED_HEADERS = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive', 'set-cookie'])

/**
 * An anonymous GET's cache key: the URL; for a page also the two headers its language comes from
 * (`Vary: Cookie, Accept-Language`), since the HTML depends on nothing else (the session lives in
 * the browser). Null when the request may not use the cache (credentials, other methods).
 */
function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null
  const [path, query] = request.url.split('?')
  if (path!.startsWith('/api/')) return request.url
  if (query !== undefined || !CACHEABLE_PAGE.test(path!)) return null
  return `page ${path}\n${request.headers.cookie ?? ''}\n${request.headers['accept-language'] ?? ''}`
}

/**
 * Registered before the security plugin, so a hit is answered before any other work: the stored
 * body and headers (security headers included), with a fresh nonce put into a page and its CSP.
 * Hits skip the rate limiter: they cost less than the limiter's own bookkeeping.
 */
async function publicReadCachePlugin(app: FastifyInstance, options: { ttlMs: number }) {
  const cache = createPublicReadCache(options.ttlMs)
  app.decorate('publicReads', cache)
  app.decorateRequest('publicReadMiss', undefined)

  app.addHook('onRequest', async (request, reply) => {
    const key = cacheKey(request)
    if (key === null) return
    let hit = cache.get(key)
    let claimed = false
    if (!hit) {
      const computed = cache.claim(key)
      claimed = computed === null
      if (computed) {
        await computed
        hit = cache.get(key)
      }
    }
    if (!hit) {
      // A waiter that still found nothing computes it too, without a claim (it holds up no one).
      request.publicReadMiss = { key, generation: cache.generation, claimed }
      return
    }
    if (serveHit(request, reply, hit, cache)) return reply
    // A page for a client that takes brotli but not gzip: the compression plugin encodes it.
    const nonce = randomBytes(16).toString('base64')
    for (const [name, value] of Object.entries(hit.headers)) reply.header(name, value.replaceAll(NONCE_SLOT, nonce))
    return reply.send(joinAround(hit.parts, Buffer.from(nonce)))
  })

  // Any write that went through (even one that changes nothing public) starts the cache over:
  // writes are rare next to reads, and this cannot miss a new write route. onSend, not
  // onResponse: the writer's next read may arrive before onResponse runs.
  const pool = app.database.pool
  const bus = pool && options.ttlMs > 0 ? startPublicReadBus(pool, () => cache.clear(), app.log) : null
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) {
      cache.clear()
      bus?.publish()
    }
    return payload
  })
  // However the miss ended (stored, refused, failed, the client gone), those waiting on it go on.
  const releaseMiss = async (request: FastifyRequest) => {
    if (request.publicReadMiss?.claimed) cache.release(request.publicReadMiss.key)
  }
  app.addHook('onResponse', releaseMiss)
  app.addHook('onRequestAbort', releaseMiss)
  app.addHook('onClose', async () => bus?.close())
}

export const publicReadCache = fp(publicReadCachePlugin, { name: 'public-read-cache', dependencies: ['db'] })

/**
 * Stores a missed read's answer (from a route's onSend): every header it carries but the
 * per-response ones, with `nonce` (a page's CSP nonce) swapped for a placeholder. Answers that are
 * not a public 200 drop the key instead (an article that stopped being public).
 */
export function storeAnswer(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, nonce = ''): void {
  const miss = request.publicReadMiss
  if (!miss) return
  const cache = request.server.publicReads
  const cacheControl = String(reply.getHeader('cache-control') ?? '')
  if (reply.statusCode !== 200 || !(cacheControl.startsWith('public') || nonce)) {
    cache.drop(miss.key)
    return
  }
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNSTORED_HEADERS.has(name)) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    headers[name] = nonce ? text.replaceAll(nonce, NONCE_SLOT) : text
  }
  const parts = nonce
    ? String(body)
        .split(nonce)
        .map((part) => Buffer.from(part))
    : [Buffer.from(body)]
  cache.set(miss.key, { parts, headers, hasNonce: Boolean(nonce) }, miss.generation)
}

/**
 * Route onSend hook for a cached public JSON read; place it after publicCache(), which sets
 * Cache-Control and the ETag. (The lookup is the plugin's onRequest hook.)
 */
export async function storePublicRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.publicReadMiss) {
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) storeAnswer(request, reply, payload)
    else request.server.publicReads.drop(request.publicReadMiss.key)
  }
  return payload
}
