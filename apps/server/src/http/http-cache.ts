import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify'

export type PublicCacheOptions = {
  /** Seconds a browser or CDN may reuse the answer without asking again (0: always revalidate). */
  maxAge: number
  /** Seconds a stale answer may still be served while a fresh one is fetched in the background. */
  staleWhileRevalidate?: number
}

/** The short cache of the public JSON reads: fresh for 30 s, then served stale while revalidating. */
export const PUBLIC_READ_CACHE: PublicCacheOptions = { maxAge: 30, staleWhileRevalidate: 300 }

/**
 * What an answer named in the reader's language varies on (the `lang` cookie, then Accept-Language:
 * `languageOf`), so that no cache hands it to a reader of another language.
 */
export const LANGUAGE_VARY = 'Accept-Language, Cookie'

function cacheControl(options: PublicCacheOptions): string {
  if (options.maxAge === 0) return 'public, no-cache'
  const swr = options.staleWhileRevalidate ? `, stale-while-revalidate=${options.staleWhileRevalidate}` : ''
  return `public, max-age=${options.maxAge}${swr}`
}

function matches(ifNoneMatch: string, etag: string): boolean {
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}

/**
 * Route-level onSend hook for public reads whose answer is the same for everyone: sets
 * Cache-Control and a weak ETag (a hash of the serialized body and the next-page headers), and
 * answers 304 when the client already holds that version. A handler that set its own Cache-Control
 * (an owner reading an unpublished article) is left alone: that answer depends on the session.
 * Runs before @fastify/compress (which appends its hook to each route), so it hashes plain bytes.
 */
export function publicCache(options: PublicCacheOptions = PUBLIC_READ_CACHE) {
  const header = cacheControl(options)
  return async function publicCacheHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    const isBody = typeof payload === 'string' || Buffer.isBuffer(payload)
    if (!isRead || reply.statusCode !== 200 || !isBody || reply.hasHeader('cache-control')) return payload

    const hash = createHash('sha256')
      .update(payload)
      .update(`\n${String(reply.getHeader('link') ?? '')}`)
      .digest('base64url')
      .slice(0, 27)
    const etag = `W/"${hash}"`
    reply.header('cache-control', header)
    reply.header('etag', etag)

    const ifNoneMatch = request.headers['if-none-match']
    if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) {
      reply.code(304)
      reply.removeHeader('content-type')
      reply.removeHeader('content-length')
      return null
    }
    return payload
  }
}

/** For answers that depend on the session (an owner's unpublished article, the admin inbox). */
export function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store')
}

/** The default of an answer to a request with a session token: the route said nothing, so it is the session's. */
const privateUnlessSaid: onSendHookHandler = async (request, reply, payload) => {
  if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) markPrivate(reply)
  return payload
}

/**
 * Every answer to a request that carries a session token is private and not stored unless its route
 * said how it may be cached (a public read the same for everyone sets its own, publicCache above): a
 * route that forgets markPrivate cannot leave a signed-in answer to a shared cache. Appended last to
 * the onSend hooks of each route registered after it, so it sees what the route's own hooks set.
 */
export function sessionAnswersPrivateByDefault(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]
    route.onSend = [...own, privateUnlessSaid]
  })
}
