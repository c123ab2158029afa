import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { AppError } from '#src/errors/app-error'
import { addressKey, connectLimitsStore, type LimitsStore } from './limits-store'
import { createNonceSource } from './nonce-source'

export const PI_SDK_ORIGIN = 'https://sdk.minepi.com'
/** The Pi Browser and the Pi Sandbox show apps inside a frame of these hosts. */
const PI_FRAME_HOSTS = ['https://app-cdn.minepi.com', 'https://sandbox.minepi.com']
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A per-process secret that server-side rendering presents when its loaders call this API over
     * loopback: those calls are part of one page request, which the rate limit has already counted.
     */
    internalToken: string
    /** The counters shared by every instance (REDIS_URL), or undefined: each process counts alone. */
    limitsStore: LimitsStore | undefined
  }
  interface FastifyReply {
    /** This response's CSP nonce for inline scripts (React Router's hydration data). */
    scriptNonce: string
  }
  interface FastifyContextConfig {
    /**
     * false: this route never answers anything a browser renders or a proxy should compress (a
     * beacon's empty 204). It goes without the document security headers, the CSP nonce made for
     * them and compression: see `NOT_A_DOCUMENT`.
     */
    document?: boolean
    /**
     * true: a file served as it is (build assets, the favicon, images, media), cheap, cacheable and
     * dozens per page view: never counted by the rate limit. Set by `markStaticFileRoutes`.
     */
    staticFile?: boolean
  }
}

/**
 * Route options of a route whose answers are never a document: no body, or none a browser would
 * render (POST /api/events answers an empty 204). Its answers go without the document headers and
 * the nonce, and compression, which wraps every send: on the busiest route these cost more than the
 * work itself (docs/decisions/0009-campaign-stats.md). HSTS and the rest still reach the browser on
 * every page, which is where they take effect.
 */
export const NOT_A_DOCUMENT = { config: { document: false } } as const

/** Stands for the response's nonce in the CSP written once at start-up (a valid CSP source word). */
const NONCE_SLOT = 'spotlight-nonce-slot'

export const INTERNAL_TOKEN_HEADER = 'x-spotlight-internal'

/**
 * A `.` or `..` segment, written plainly or percent-encoded (`%2e`, either case, mixed), between
 * slashes or backslashes: what a WHATWG URL parser (React Router's) resolves away, so that
 * `/favicon/../search.data` would be answered as `/search.data`.
 */
const DOT_SEGMENT = /(?:^|[/\\])(?:\.|%2e){1,2}(?=[/\\]|$)/i

/** Whether a request's path (its query aside) holds a dot segment. */
export function hasDotSegment(url: string): boolean {
  const queryAt = url.indexOf('?')
  return DOT_SEGMENT.test(queryAt === -1 ? url : url.slice(0, queryAt))
}

/**
 * Refuses a path with dot segments with a 400 and the error body, before the route's handler (the
 * page renderer) and after the rate limit has counted it. A 400 rather than a 301 to the resolved
 * path: browsers resolve dot segments before they send a request, so only a hand-made request has
 * them, and a redirect would hand it the page it was after one request later, at no cost to it.
 */
export const refuseDotSegments: preHandlerHookHandler = (request, _reply, done) => {
  if (!hasDotSegment(request.url)) return done()
  done(new AppError('BAD_REQUEST', 'The path may not contain "." or ".." segments.'))
}

/**
 * Every route registered in `scope` from now on serves files as they are (`staticFile`: never
 * rate-limited), but those `isNotAFile` names (the web app's page renderer, which claims every other
 * path). The exemption goes with the route a request matched, never with how its URL begins.
 */
export function markStaticFileRoutes(scope: FastifyInstance, isNotAFile: (url: string) => boolean = () => false) {
  scope.addHook('onRoute', (route) => {
    if (!isNotAFile(route.url)) route.config = { ...route.config, staticFile: true }
  })
}

/**
 * Helmet's headers that only mean something on a document the browser renders: the CSP (~600 bytes),
 * cross-origin opener and agent-cluster isolation, and legacy switches for old browsers' handling of
 * pages. Scripts, images and videos do without them: 0.7 KB less on each, 11 KB less on an article
 * page (15 such responses; Lighthouse's weight went from 157 to 146 KB). Kept:
 * X-Content-Type-Options, Cross-Origin-Resource-Policy and Referrer-Policy, which govern how a
 * subresource is used and what it fetches, and HSTS, which holds for the whole host.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

/** Types a browser never renders as a page; anything else (HTML, SVG, which can run script) keeps them. */
const NEVER_A_DOCUMENT = /^(?:application\/javascript|text\/javascript|image\/(?:webp|png|jpeg|gif|avif)|video\/)/

/**
 * JSON is data, never a page (nosniff keeps a browser from reading it as one): it needs no page's
 * policy, only one that loads nothing and lets nobody frame it. The page's policy is ~740 bytes,
 * a third of an article's JSON answer, written on each of them and on each of their cache hits.
 */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json/
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'"

export type SecurityOptions = {
  /** Requests per minute per IP over the whole API; routes may set tighter limits. */
  rateLimitMax: number
}

/** A route's limit per signed-in user, with a ceiling per address (see `perUserRateLimit`). */
type PerUserRateLimit = {
  max: number
  timeWindow: string
  hook: 'preHandler'
  keyGenerator: (request: FastifyRequest) => string
  perAddressMax: number
}

/**
 * A route's rate limit per signed-in user, for routes that authenticate: counted in `preHandler`,
 * after authentication, on the user's id, so neither a second session nor another spelling of the
 * same `Authorization` header (`Bearer<spaces>token` once gave a fresh budget) buys more. A route
 * that has one also gets a ceiling per address (`perAddressMax`, counted as the request arrives,
 * before authentication): many accounts behind one address, or a flood of bad tokens, stop there.
 * `name` keeps counters apart when one store (Redis) holds them all.
 */
export function perUserRateLimit(options: {
  name: string
  max: number
  perAddressMax: number
  timeWindow?: string
}): PerUserRateLimit {
  const { name, max, perAddressMax, timeWindow = '1 minute' } = options
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    // The route authenticated first; a request without a user never gets here (401), but keep a key.
    keyGenerator: (request) =>
      request.user ? `${name}:user:${request.user.userId}` : `${name}:ip:${addressKey(request.ip)}`,
    perAddressMax,
  }
}

const isPerUserRateLimit = (limit: unknown): limit is PerUserRateLimit =>
  typeof limit === 'object' &&
  limit !== null &&
  typeof (limit as { perAddressMax?: unknown }).perAddressMax === 'number'

function isInternal(presented: string | string[] | undefined, expected: string): boolean {
  if (typeof presented !== 'string' || presented.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(presented), Buffer.from(expected))
}

/**
 * The headers helmet writes on a document, worked out once: `helmet(options)` parses and checks its
 * options each time it is called, and @fastify/helmet called it for every request (with its own async
 * hook: ~70 µs of server CPU a request, /healthz 127-142 -> 60-64 µs; decision 0010). Only the CSP
 * changes from one response to the next, by its nonce, written where NONCE_SLOT stands.
 */
function documentHeaders(options: HelmetOptions) {
  const fixed: [string, string][] = []
  const recorder = {
    setHeader: (name: string, value: string) => fixed.push([name, value]),
    removeHeader: () => {},
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  const policyAt = fixed.findIndex(([, value]) => value.includes(NONCE_SLOT))
  if (policyAt < 0) throw new Error('the CSP has no place for the nonce')
  const [[policyName, policy]] = fixed.splice(policyAt, 1) as [[string, string]]
  const [beforeNonce, afterNonce] = policy.split(NONCE_SLOT) as [string, string]
  return {
    write(response: ServerResponse, nonce: string) {
      for (const [name, value] of fixed) response.setHeader(name, value)
      response.setHeader(policyName, beforeNonce + nonce + afterNonce)
    },
  }
}

async function security(app: FastifyInstance, options: SecurityOptions) {
  const { config } = app
  const mediaOrigins =
    config.mediaStore === 'cloudinary'
      ? ['https://res.cloudinary.com']
      : config.s3?.publicUrl // /media/ redirects there (the CSP checks where a redirect leads)
        ? [new URL(config.s3.publicUrl).origin]
        : []
  const internalToken = randomBytes(32).toString('base64url')
  app.decorate('internalToken', internalToken)

  const headers = documentHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", PI_SDK_ORIGIN, `'nonce-${NONCE_SLOT}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        connectSrc: ["'self'", 'https://api.minepi.com', ...mediaOrigins, 'https://api.cloudinary.com'],
        frameSrc: VIDEO_PLAYERS,
        // The service worker (/sw.js) and the web app manifest are our own files, nothing else.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Not X-Frame-Options: the Pi Browser must be able to frame us.
        frameAncestors: ["'self'", ...PI_FRAME_HOSTS],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })

  // A fresh nonce per response for inline scripts only (a nonce in style-src would switch
  // 'unsafe-inline' off and block the style attributes articles may carry), and helmet's headers.
  app.decorateReply('scriptNonce', '')
  const nextNonce = createNonceSource()
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.document !== false) {
      reply.scriptNonce = nextNonce()
      headers.write(reply.raw, reply.scriptNonce)
    }
    done()
  })
  // Before compress's own onRoute hook, which reads this route option.
  app.addHook('onRoute', (route) => {
    if (route.config?.document === false) Object.assign(route, { compress: false })
  })

  // The document headers go onto every response as the request arrives; what is sent turns out to
  // be a script, an image, a video or JSON only once a route has answered.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type')
    if (typeof type === 'string' && NEVER_A_DOCUMENT.test(type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name)
    } else if (typeof type === 'string' && JSON_TYPE.test(type) && reply.raw.hasHeader('content-security-policy')) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name)
      reply.raw.setHeader('content-security-policy', DATA_POLICY)
    }
    done(null, payload)
  })

  // Every limit's counters are in this process's memory, or in Redis when REDIS_URL is set (shared by
  // every instance; see limits-store.ts for what happens when it cannot be reached).
  const limitsStore = config.redisUrl
    ? await connectLimitsStore(config.redisUrl, config.redisKeyPrefix, app.log)
    : undefined
  app.decorate('limitsStore', limitsStore)
  if (limitsStore) app.addHook('onClose', () => limitsStore.close())
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    ...(limitsStore ? { store: limitsStore.rateLimitStore } : {}),
    // Health probes come from the orchestrator and must never be throttled; nor must the routes of
    // static files (by the route matched: `/favicon/../search.data` is the page renderer's), nor the
    // server's own rendering calls (the page request that caused them was counted).
    allowList: (request) =>
      request.url === '/healthz' ||
      request.url === '/readyz' ||
      request.routeOptions.config.staticFile === true ||
      isInternal(request.headers[INTERNAL_TOKEN_HEADER], internalToken),
  })

  // The per-address ceiling of routes limited per user: first of their onRequest hooks, so it counts
  // before authentication reads the database.
  app.addHook('onRoute', (route) => {
    const limit: unknown = route.config?.rateLimit
    if (!isPerUserRateLimit(limit)) return
    const name = `${String(route.method)}:${route.url}`
    const check = app.createRateLimit({
      max: limit.perAddressMax,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `address:${name}:${addressKey(request.ip)}`,
    })
    const ceiling: onRequestHookHandler = async (request, reply) => {
      const result = await check(request)
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', String(result.ttlInSeconds))
      throw new AppError('RATE_LIMITED', 'Too many requests from this address. Please wait a minute.')
    }
    const existing = route.onRequest
    route.onRequest = [ceiling, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])]
  })

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
}

export default fp(security, { name: 'security', dependencies: ['config'] })
