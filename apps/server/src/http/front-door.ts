import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify'

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/

/** A proxy's request id is kept so one id follows a request across hops; anything odd is replaced. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID()
}

/** What a raw route is told about the request besides the request itself. */
export type FrontDoorContext = {
  requestId: string
  /** True once the app has begun to close (read it when answering): answer 503 and end the connection. */
  readonly closing: boolean
}

/** A route answered on node:http before Fastify sees the request. */
export type RawRoute = (request: IncomingMessage, response: ServerResponse, context: FrontDoorContext) => void

/**
 * Answers a request from a store before Fastify when it can, and says whether it did (false: the
 * request goes on to Fastify untouched). Called for every request but the raw routes': it must cost
 * next to nothing when it does not answer.
 */
export type RawLookup = (request: IncomingMessage, response: ServerResponse, isClosing: boolean) => boolean

/**
 * The one place where a request may be answered before Fastify, when Fastify's per-request work
 * (its hooks, our security and cache hooks, a child logger) costs more than the answer itself:
 * POST /api/events (docs/decisions/0009-campaign-stats.md, "In front of Fastify"), and the hits of
 * the public read cache (public-cache.ts: a stored answer already holds every header Fastify and
 * our hooks gave it). Every other request goes to Fastify untouched. What answers here owns what
 * Fastify would do for it: error bodies, request id, the closing answer, its rate limit, its
 * metrics and its log line.
 */
export function createFrontDoor() {
  const routes = new Map<string, RawRoute>()
  let lookup: RawLookup | undefined
  let closing = false

  function routeOf(request: IncomingMessage): RawRoute | undefined {
    if (routes.size === 0 || request.method !== 'POST') return undefined
    const url = request.url ?? ''
    const query = url.indexOf('?')
    return routes.get(query === -1 ? url : url.slice(0, query))
  }

  /**
   * Fastify's own HTTP/1 server (lib/server.js) with the raw routes in front: the same `http`
   * options (head timeout, connection checks) and the same timeouts Fastify would set.
   */
  const serverFactory: FastifyServerFactory<Server> = (fastifyHandler, options) => {
    const settings = options as FastifyServerOptions & {
      http?: Parameters<typeof createServer>[0]
      keepAliveTimeout: number
      requestTimeout: number
      connectionTimeout: number
      maxRequestsPerSocket: number
    }
    const server = createServer(settings.http ?? {}, (request, response) => {
      const route = routeOf(request)
      if (route)
        route(request, response, {
          requestId: requestIdOf(request),
          get closing() {
            return closing
          },
        })
      else if (!lookup?.(request, response, closing)) fastifyHandler(request, response)
    })
    server.keepAliveTimeout = settings.keepAliveTimeout
    server.requestTimeout = settings.requestTimeout
    server.setTimeout(settings.connectionTimeout)
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket
    return server
  }

  return {
    serverFactory,
    /** Answers POST `path` (any query string) before Fastify. */
    post(path: string, route: RawRoute): void {
      routes.set(path, route)
    },
    /** Lets `answer` take the requests it has a stored answer for (one lookup: the last one set). */
    answerStored(answer: RawLookup): void {
      lookup = answer
    },
    /** Called from the app's preClose hook, with Fastify's own closing answer. */
    markClosing(): void {
      closing = true
    },
  }
}
export type FrontDoor = ReturnType<typeof createFrontDoor>
