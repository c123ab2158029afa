import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { publicCache } from './http-cache'
import { loggedPath } from './request-log'
import { requestIdOf, type FrontDoor } from './front-door'
import { sendAnswer, toAnswer, writeAnswer, type Answer } from './public-cache-answer'
import { cacheSlotOf, dropsOf, rawKeyOf, type CacheSlot, type PublicChange, type Space } from './public-cache-keys'

/**
 * An in-memory cache of the public reads (JSON lists, an article, categories) and of the public
 * server-rendered pages: what lets one process serve thousands of reads a second (`npm run bench`).
 * Two `lru-cache` spaces bounded by bytes (public-cache-keys.ts says which key goes where); a miss
 * is computed by one request while the others on that key wait for it (lru-cache's `fetch`).
 * Staying correct:
 * - a write says what it changed (`app.publicReads.changed(...)`): the reads that show it are
 *   dropped here and, through LISTEN/NOTIFY, on the other instances; a write that changes no public
 *   read (a contact message, a draft) leaves the cache alone;
 * - entries live `ttlMs` (30 s) at most, which bounds how late this instance sees what no write
 *   announced: a background job, the clock (a scheduled article's day; a promotion's end is
 *   announced by the payments reconciler's tick, up to a minute late), a notice lost while the LISTEN
 *   connection was down. The HTTP answers already
 *   let browsers keep them 30 s (Cache-Control);
 * - a miss computed while any answer of ours failed (5xx: the database away) is not stored, since a
 *   page renders what it could read.
 * Requests carrying credentials are never served from, nor stored in, the cache.
 */
export type PublicReads = {
  changed(...changes: PublicChange[]): void
}
export type { PublicChange }

type Miss = { slot: CacheSlot; generation: number; settle(answer: Answer | undefined): void }

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads
  }
  interface FastifyRequest {
    /** Set on the one request that computes a missed read; the route's onSend stores its answer. */
    publicReadMiss: Miss | undefined
  }
  interface FastifyContextConfig {
    /** An anonymous GET of this route may be served from, and stored in, the public cache. */
    publicRead?: boolean
  }
}

/** Bytes of bodies (and their compressed copies) each space may hold, least recently used out first. */
const SPACE_BYTES: Record<Space, number> = { pages: 32 * 1024 * 1024, queries: 8 * 1024 * 1024 }
/** How long the others wait on the one request computing a read before computing it themselves. */
const WAIT_MS = 5000
const CHANNEL = 'public_reads'

type FetchContext = { request: FastifyRequest; slot: CacheSlot; generation: number }

function createSpace(bytes: number, ttlMs: number) {
  return new LRUCache<string, Answer, FetchContext>({
    maxSize: bytes,
    sizeCalculation: (answer) => Math.max(1, answer.bytes),
    ttl: ttlMs,
    /**
     * Runs on the first request that misses: that request computes the answer through its route,
     * and settles this promise from its onSend (or with nothing, however it ends); every other
     * request on the key awaits the same promise.
     */
    fetchMethod: (_key, _stale, { context }) =>
      new Promise<Answer | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), WAIT_MS)
        timer.unref()
        context.request.publicReadMiss = {
          slot: context.slot,
          generation: context.generation,
          settle(answer) {
            clearTimeout(timer)
            resolve(answer)
          },
        }
      }),
  })
}

/**
 * `spaceBytes` overrides the spaces' sizes (tests fill a small space instead of 8 MB); `frontDoor`,
 * when given, answers hits before Fastify.
 */
type PublicCacheOptions = { ttlMs: number; spaceBytes?: Partial<Record<Space, number>>; frontDoor?: FrontDoor }

async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions) {
  const isOn = options.ttlMs > 0
  const bytes = { ...SPACE_BYTES, ...options.spaceBytes }
  const spaces: Record<Space, LRUCache<string, Answer, FetchContext>> = {
    pages: createSpace(bytes.pages, options.ttlMs),
    queries: createSpace(bytes.queries, options.ttlMs),
  }
  /** Counts the changes: an answer computed across one is not stored (it may predate the write). */
  let generation = 0
  const instanceId = randomUUID()
  const { metrics } = app

  function drop(changes: PublicChange[] | 'everything') {
    generation++
    const drops = changes === 'everything' ? null : new Set<string>(changes.flatMap(dropsOf))
    for (const space of Object.values(spaces)) {
      if (!drops) space.clear()
      else
        for (const key of [...space.keys()]) if (space.peek(key)?.shows.some((it) => drops.has(it))) space.delete(key)
    }
  }

  const hub = app.notifyHub
  const stopListening = isOn
    ? hub.listen(CHANNEL, (payload) => {
        // null: the hub (re)connected and may have missed notices.
        if (payload === null) return drop('everything')
        let notice: { from?: string; changes?: PublicChange[] } = {}
        try {
          notice = JSON.parse(payload) as typeof notice
        } catch {
          // Not one of ours (another version's notice): dropping everything is always correct.
        }
        if (notice.from !== instanceId) drop(Array.isArray(notice.changes) ? notice.changes : 'everything')
      })
    : () => {}
  app.addHook('onClose', async () => stopListening())

  app.decorate('publicReads', {
    changed(...changes) {
      if (!isOn || changes.length === 0) return
      drop(changes)
      void hub.notify(CHANNEL, JSON.stringify({ from: instanceId, changes }))
    },
  } satisfies PublicReads)
  app.decorateRequest('publicReadMiss', undefined)

  // A page's loaders read through this same server, and a page whose reads failed (the database away)
  // still renders, with what it could read, as a 200. Any answer of ours that fails (5xx) counts as a
  // change: a miss computed across it is not stored, so an incomplete page never outlives the outage.
  if (isOn)
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode >= 500) generation++
      done(null, payload)
    })

  // Registered before the security plugin, so a hit is answered before any other work (its stored
  // headers include the security ones). Hits skip the rate limiter: they cost less than its bookkeeping.
  app.addHook('onRequest', async (request, reply) => {
    const slot = isOn ? cacheSlotOf(request) : null
    if (!slot) return
    const space = spaces[slot.space]
    let answer = space.get(slot.key)
    metrics.cacheLookup(slot.space, answer !== undefined)
    if (!answer) {
      const pending = space.fetch(slot.key, { context: { request, slot, generation } }).catch(() => undefined)
      // The fetch ran synchronously up to our fetchMethod: this request computes the answer.
      if (request.publicReadMiss) return
      answer = await pending
      // The one computing it stored nothing (a 404, an error, a write in between): compute it too.
      if (!answer) return
    }
    await sendAnswer(request, reply, answer)
    return reply
  })

  if (isOn && options.frontDoor) answerHitsAtTheFrontDoor(app, options.frontDoor, spaces)

  // However the miss ended (stored, refused, failed, the client gone), those waiting on it go on.
  const settleMiss = async (request: FastifyRequest) => request.publicReadMiss?.settle(undefined)
  app.addHook('onResponse', settleMiss)
  app.addHook('onRequestAbort', settleMiss)

  /** Stores a missed read's answer; one that is not a public 200 stores nothing. */
  app.decorate(
    'storePublicAnswer',
    (request: FastifyRequest, reply: FastifyReply, body: string | Buffer, nonce = '') => {
      const miss = request.publicReadMiss
      if (!miss) return
      const cacheControl = String(reply.getHeader('cache-control') ?? '')
      const isPublic = reply.statusCode === 200 && (cacheControl.startsWith('public') || nonce !== '')
      if (!isPublic || miss.generation !== generation) return miss.settle(undefined)
      miss.settle(toAnswer(reply, body, miss.slot.shows, nonce))
    },
  )
}

/**
 * Hits answered on node:http before Fastify: a stored answer holds every header the route and our
 * hooks gave it (security headers included), so Fastify's routing, hooks and request objects would
 * only cost time (they were most of a cached read's cost: docs/performance.md). A hit is counted in
 * the metrics under its route and logged as Fastify logs a request; a miss, or a key whose read is
 * being computed, goes on to Fastify, whose onRequest hook above looks it up (and waits) as before.
 */
function answerHitsAtTheFrontDoor(
  app: FastifyInstance,
  frontDoor: FrontDoor,
  spaces: Record<Space, LRUCache<string, Answer, FetchContext>>,
) {
  const { metrics, log } = app
  const logsRequests = ['trace', 'debug', 'info'].includes(log.level)
  frontDoor.answerStored((request, response, isClosing) => {
    if (isClosing) return false
    const url = request.url ?? ''
    const key = rawKeyOf(request.method, url, request.headers)
    if (key === null) return false
    let space: Space = 'pages'
    let answer = spaces.pages.get(key)
    if (!answer) {
      space = 'queries'
      answer = spaces.queries.get(key)
      if (!answer) return false
    }
    const startedAt = performance.now()
    const requestId = requestIdOf(request)
    metrics.cacheLookup(space, true)
    const done = () => {
      const milliseconds = performance.now() - startedAt
      metrics.observeRequest(answer.route, 'GET', response.statusCode, milliseconds / 1000)
      if (logsRequests) {
        const fields = { method: 'GET', url: loggedPath(url), statusCode: response.statusCode }
        log.info({ reqId: requestId, ...fields, responseTime: Math.round(milliseconds * 10) / 10 }, 'request completed')
      }
    }
    const fail = (error: unknown) => {
      log.error({ err: error, reqId: requestId }, 'cached answer failed')
      response.destroy()
    }
    try {
      const pending = writeAnswer(request.headers, response, answer, requestId, false)
      if (pending) pending.then(done, fail)
      else done()
    } catch (error) {
      fail(error)
    }
    return true
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    storePublicAnswer(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, nonce?: string): void
  }
}

export const publicReadCache = fp(publicCachePlugin, {
  name: 'public-read-cache',
  dependencies: ['db', 'notify-hub', 'metrics'],
})

/**
 * Route options for a cached public JSON read: publicCache() sets Cache-Control and the ETag, then
 * the answer is stored (the lookup is the plugin's onRequest hook).
 */
export function cachedPublicRead() {
  return {
    config: { publicRead: true },
    onSend: [
      publicCache(),
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (typeof payload === 'string' || Buffer.isBuffer(payload))
          request.server.storePublicAnswer(request, reply, payload)
        else request.publicReadMiss?.settle(undefined)
        return payload
      },
    ],
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  return Buffer.concat(chunks)
}

/**
 * Stores the public pages as they are rendered: a miss is buffered instead of streamed (one render
 * per page and TTL at most). Register inside the web app's scope, before the React Router handler.
 */
export function registerPageCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload: unknown) => {
    const miss = request.publicReadMiss
    if (!miss) return payload
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    const isStream = typeof (payload as Readable | null)?.pipe === 'function'
    if (reply.statusCode !== 200 || !isHtml || reply.hasHeader('set-cookie') || !isStream || !reply.scriptNonce) {
      miss.settle(undefined)
      return payload
    }
    const html = (await readAll(payload as Readable)).toString('utf8')
    app.storePublicAnswer(request, reply, html, reply.scriptNonce)
    return html
  })
}
