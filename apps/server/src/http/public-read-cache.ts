import { randomBytes } from 'node:crypto'
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
  get(key: string): CachedAnswer | undefined
  set(key: string, answer: CachedAnswer, generation: number): void
  /** A recomputation that produced nothing storable (a 404 now, an error): drop the old answer. */
  drop(key: string): void
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

type Entry = CachedAnswer & { freshUntil: number; refreshingSince: number }

/** Beyond this many keys (query strings are the visitor's to vary) the cache starts over. */
const MAX_ENTRIES = 1000
/** How long the others wait on the one request recomputing an entry before trying themselves. */
const REFRESH_GRACE_MS = 5000

export function createPublicReadCache(ttlMs: number): PublicReadCache {
  const entries = new Map<string, Entry>()
  let generation = 0
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
      if (entries.size >= MAX_ENTRIES) entries.clear()
      entries.set(key, { ...answer, freshUntil: Date.now() + ttlMs, refreshingSince: 0 })
    },
    drop(key) {
      entries.delete(key)
    },
    get generation() {
      return generation
    },
    clear() {
      generation++
      entries.clear()
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReadCache
  }
  interface FastifyRequest {
    /** The cache key and generation of an anonymous read that missed; the route's onSend stores under it. */
    publicReadMiss: { key: string; generation: number } | undefined
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The public pages whose HTML is the same for every visitor of one language: the home page, an
 * article, a category, the featured list. (Dashboards and sign-in pages are never cached.)
 */
const CACHEABLE_PAGE = /^\/(?:articles\/\d{1,12}|category\/[\w-]{1,120}|featured-articles)?$/

/** Stands in for the per-response CSP nonce inside a stored page and its CSP header. */
export const NONCE_SLOT = '\u0000nonce\u0000'

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

function joinAround(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = []
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(separator)
    pieces.push(part)
  }
  return Buffer.concat(pieces)
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
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
    const hit = cache.get(key)
    if (!hit) {
      request.publicReadMiss = { key, generation: cache.generation }
      return
    }
    const nonce = hit.hasNonce ? randomBytes(16).toString('base64') : ''
    for (const [name, value] of Object.entries(hit.headers)) {
      reply.header(name, hit.hasNonce ? value.replaceAll(NONCE_SLOT, nonce) : value)
    }
    if (matchesEtag(request.headers['if-none-match'], hit.headers.etag)) {
      reply.removeHeader('content-type')
      return reply.code(304).send()
    }
    return reply.send(hit.parts.length === 1 ? hit.parts[0] : joinAround(hit.parts, Buffer.from(nonce)))
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
