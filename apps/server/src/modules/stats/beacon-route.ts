import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyBaseLogger } from 'fastify'
import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@spotlight/shared/errors'
import type { StatEvent } from '@spotlight/shared/schemas/stats'
import { isDatabaseUnavailable } from '#src/errors/database-unavailable'
import { errorBodyJson } from '#src/errors/error-body'
import type { RawRoute } from '#src/http/front-door'
import type { BeaconRefusal } from '#src/lib/metrics'
import { readBeaconBody } from './beacon-body'
import { addressKey, createLocalWindows, type LimitsStore } from '#src/plugins/limits-store'
import type { Reader } from './stats-counter'

/** A beacon of 50 events is about 4 KB; anything much larger is not ours. */
export const EVENTS_BODY_LIMIT = 16 * 1024
const WINDOW_MS = 60_000
/** Addresses whose window is remembered; past it the least recently seen starts over. */
const LIMITED_ADDRESSES = 100_000
/** The types a beacon comes as: sendBeacon's string (text/plain) or a fetch's JSON. */
const BEACON_TYPE = /^\s*(?:text\/plain|application\/json)\s*(?:;|$)/i

export type BeaconRouteOptions = {
  /** Counts a beacon: undefined when done at once (the usual case), else a promise of it. */
  record(events: StatEvent[], reader: Reader): Promise<void> | undefined
  /** Beacons per address and minute, counted apart from the API's budget. */
  rateLimitMax: number
  /** The app's trustProxy (config): whose X-Forwarded-For names the reader's address. */
  trustProxy: boolean | string
  log: FastifyBaseLogger
  /** Counters shared by every instance (REDIS_URL); undefined: this process counts alone, in memory. */
  limitsStore?: LimitsStore | undefined
  now?: () => number
  /** Told how each beacon was answered (the metrics: a counter bump, nothing more). */
  counts?: { accepted(): void; refused(reason: BeaconRefusal): void }
}

/** The refusal a status stands for; 503 is the closing server or an unreachable database. */
function refusalOf(status: number): BeaconRefusal {
  if (status === 429) return 'rate_limited'
  if (status === 415) return 'unsupported_type'
  if (status === 413) return 'too_large'
  if (status === 400) return 'invalid'
  if (status === 503) return 'closing'
  return 'failed'
}

/** The reader's address as Fastify's `request.ip` gives it for the same trustProxy setting. */
function addressResolver(trustProxy: boolean | string): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? ''
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()))
  return (request) => proxyAddr(request, trust)
}

/** Seconds to wait when a window holds more than `max` hits, else 0. */
const retryAfter = (max: number, { count, ttlMs }: { count: number; ttlMs: number }) =>
  count > max ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0

/** A fixed one-minute window per address, in this process's memory. */
function beaconRateLimit(max: number, now: () => number) {
  const windows = createLocalWindows(LIMITED_ADDRESSES, now)
  return (address: string): number => retryAfter(max, windows.hit(address, WINDOW_MS))
}

/**
 * The same window counted in Redis, one round trip a beacon (a script: INCR, PEXPIRE, PTTL). While
 * Redis cannot answer, this instance counts alone (limits-store.ts says why).
 */
function sharedBeaconRateLimit(max: number, store: LimitsStore) {
  return async (address: string): Promise<number> => retryAfter(max, await store.hit(`beacon:${address}`, WINDOW_MS))
}

/**
 * POST /api/events on node:http, in front of Fastify (docs/decisions/0009-campaign-stats.md, "In
 * front of Fastify"): the busiest route answers an empty 204 with no cookie, no document headers and
 * no compression, after the same checks the Fastify route made: a 16 KB body limit (413), text/plain
 * or JSON (415), Fastify's poisoning-safe JSON parser and the shared schema (400 with the API's error
 * body), its own per-address budget (429 with Retry-After) and 503 while the server closes.
 */
export function createBeaconRoute(options: BeaconRouteOptions): RawRoute {
  const now = options.now ?? Date.now
  const addressOf = addressResolver(options.trustProxy)
  const overBudget: (address: string) => number | Promise<number> = options.limitsStore
    ? sharedBeaconRateLimit(options.rateLimitMax, options.limitsStore)
    : beaconRateLimit(options.rateLimitMax, now)
  const { log, counts } = options
  // One line per beacon at `info` and below, as Fastify's request log (OneLineRequestLog) writes. It
  // costs ~5-7 µs a beacon, nearly all of it the write(2) of the line (decision 0009, 2026-11-27):
  // kept, as for every other request; LOG_LEVEL=warn drops it where the proxy keeps an access log.
  const logsRequests = ['trace', 'debug', 'info'].includes(log.level)

  return (request, response, context) => {
    const { requestId } = context
    const startedAt = logsRequests ? performance.now() : 0
    const answer = (status: number, headers: OutgoingHttpHeaders, body?: string) => {
      headers['x-request-id'] = requestId
      if (context.closing) headers.connection = 'close'
      response.writeHead(status, headers)
      response.end(body)
      if (counts) {
        if (status === 204) counts.accepted()
        else counts.refused(refusalOf(status))
      }
      if (logsRequests) {
        const responseTime = Math.round((performance.now() - startedAt) * 10) / 10
        log.info(
          { reqId: requestId, method: 'POST', url: '/api/events', statusCode: status, responseTime },
          'request completed',
        )
      }
    }
    const fail = (code: ErrorCode, message: string, details?: ErrorDetail[], headers: OutgoingHttpHeaders = {}) =>
      answer(
        ERROR_STATUS[code],
        {
          'content-type': 'application/json; charset=utf-8',
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
          ...headers,
        },
        errorBodyJson(code, message, requestId, details),
      )

    // A beacon begun before closing is answered and counted: the last flush runs once the server has
    // closed, after every open request (onClose in stats.plugin.ts).
    if (context.closing) {
      request.resume()
      return fail('SERVICE_UNAVAILABLE', 'The server is restarting; please retry.')
    }
    const address = addressOf(request)
    const budget = overBudget(addressKey(address))
    // In memory the answer is at hand; from Redis it comes back with the next read of the socket
    // (the body waits in the paused request meanwhile; a client gone by then is noted, not thrown).
    if (typeof budget === 'number') return afterBudget(budget)
    request.once('error', () => {})
    budget.then(afterBudget, () => afterBudget(0))

    function afterBudget(wait: number) {
      if (wait > 0) {
        request.resume()
        return fail('RATE_LIMITED', `Too many beacons; retry in ${wait} seconds.`, undefined, {
          'retry-after': String(wait),
        })
      }
      const type = request.headers['content-type']
      if (!type || !BEACON_TYPE.test(type)) {
        request.resume()
        return fail('UNSUPPORTED_MEDIA_TYPE', `Unsupported media type: ${type ?? 'none'}`)
      }
      const tooLarge = () => {
        // The rest of the body is read and dropped (bounded by the request timeout), then the connection ends.
        request.resume()
        fail('PAYLOAD_TOO_LARGE', 'The request body is too large.', undefined, { connection: 'close' })
      }
      if (Number(request.headers['content-length'] ?? 0) > EVENTS_BODY_LIMIT) return tooLarge()

      const chunks: Buffer[] = []
      let size = 0
      let isRefused = false
      request.on('data', (chunk: Buffer) => {
        if (isRefused) return
        size += chunk.length
        if (size > EVENTS_BODY_LIMIT) {
          isRefused = true
          chunks.length = 0
          return tooLarge()
        }
        chunks.push(chunk)
      })
      request.on('end', () => {
        if (isRefused) return
        // A beacon usually arrives in one chunk: read as it is, not copied first.
        const read = readBeaconBody(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size))
        if ('error' in read) {
          const { code, message, details } = read.error
          return fail(code, message, details)
        }
        const counted = () => answer(204, { 'cache-control': 'no-store' })
        const failed = (error: unknown) => {
          if (isDatabaseUnavailable(error)) {
            log.warn({ err: error, reqId: requestId }, 'database unavailable')
            return fail('SERVICE_UNAVAILABLE', 'The service is briefly unavailable; please retry.', undefined, {
              'retry-after': '5',
            })
          }
          log.error({ err: error, reqId: requestId }, 'unhandled error')
          fail('INTERNAL_ERROR', 'Something went wrong on our side.')
        }
        // Counted at once when the articles and the day's key are known (no promise, no extra tick);
        // a throw there is answered like a rejection, never left to crash the process.
        let pending: Promise<void> | undefined
        try {
          pending = options.record(read.events, { address, userAgent: request.headers['user-agent'] })
        } catch (error) {
          return failed(error)
        }
        if (pending) pending.then(counted, failed)
        else counted()
      })
      request.on('error', () => {
        // The client went away mid-body: nothing to answer, nothing counted.
        isRefused = true
      })
    }
  }
}
