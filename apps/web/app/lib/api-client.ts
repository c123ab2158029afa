import type { ErrorBody, ErrorDetail } from '@spotlight/shared/errors'
import { pushNotice } from './notices'
import { expireSession, readStoredSession } from './session-store'

/** The fixed message for an expired or refused session. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.'

/**
 * What checks a response body: anything with zod's `parse`. Public pages pass none (their types
 * come from type-only imports), which keeps zod out of the JavaScript they load first;
 * the server already validates every answer against the shared schemas.
 */
export type Parser<T> = { parse(data: unknown): T }

/** Any failed API call: the server's `{error: {code, message, details}}`, or a client-side code. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: ErrorDetail[] | undefined
  readonly requestId: string | undefined

  constructor(init: { status: number; code: string; message: string; details?: ErrorDetail[]; requestId?: string }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.details = init.details
    this.requestId = init.requestId
  }
}

/**
 * The status of a page whose own content could not be read: 503 when the API said it is briefly
 * unavailable (its database away: browsers, crawlers and caches take it as "come back later"), 502
 * for any other failure of the API behind the page.
 */
export function pageLoadFailedStatus(error: unknown): 502 | 503 {
  return error instanceof ApiError && error.status === 503 ? 503 : 502
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON unless it is FormData (uploads) or a string. */
  body?: unknown
  headers?: HeadersInit
  /** Parses the response body; contract drift then fails loudly instead of rendering garbage. */
  schema?: Parser<T>
  signal?: AbortSignal
  /** Origin to resolve the path against; needed on the server, where there is no page URL. */
  baseUrl?: string
  /**
   * For the signed-in user only: with no stored session the request is not sent, and fails as the
   * server would answer it (401 AUTH_REQUIRED) without ending anything. A screen can outlive its
   * sign-out by a moment (a query mounted just before the click starts its fetch just after it);
   * sent, that fetch would only come back 401.
   */
  signedIn?: boolean
}

// Sign-in calls and public feeds never carry the stored token.
const isAnonymousUrl = (url: string) => url.includes('/auth/') || url.includes('/public/')

/**
 * The one fetch wrapper. Adds `Authorization: Bearer <stored token>` to every request except
 * /auth/ and /public/ URLs, sends JSON, and turns any non-2xx answer into an `ApiError`. A stored
 * session found expired before the request, or a 401 to a request that carried it, ends the
 * session: the stored user is cleared and "Session expired. Please log in again." is shown.
 */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { data } = await send(path, options)
  return data
}

/** Options a feature fetcher passes through: where to call from the server, and extra headers. */
export type CallOptions = Pick<RequestOptions<unknown>, 'baseUrl' | 'headers' | 'signal' | 'signedIn'>

/** What a request for the signed-in user fails with when there is no stored session (see `signedIn`). */
export const notSignedIn = () => new ApiError({ status: 401, code: 'AUTH_REQUIRED', message: SESSION_EXPIRED_MESSAGE })

/** `request`, with the answer's headers too: for a body that is not a plain list but pages by header. */
export async function requestWithHeaders<T>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<{ data: T; headers: Headers }> {
  const { data, response } = await send(path, options)
  return { data, headers: response.headers }
}

/**
 * A GET of a paginated list: the body (a plain array, decision 0002) and the next page's cursor from the
 * `X-Next-Cursor` header (null on the last page).
 */
export async function requestPage<T>(
  path: string,
  itemSchema: Parser<T> | undefined,
  options: CallOptions = {},
): Promise<{ items: T[]; nextCursor: string | null; total: number | null }> {
  const { data, response } = await send<unknown>(path, { ...options, method: 'GET' })
  if (!Array.isArray(data)) {
    throw new ApiError({ status: response.status, code: 'UNEXPECTED_RESPONSE', message: 'Expected a list' })
  }
  const items = itemSchema ? data.map((item) => itemSchema.parse(item)) : (data as T[])
  // `X-Total-Count`: how many in all, where a list gives it (the first page of search results).
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN)
  return { items, nextCursor: response.headers.get('x-next-cursor') || null, total: Number.isNaN(total) ? null : total }
}

/** Requests in flight that carry the stored token, until their answer's head arrives. */
const carryingToken = new Set<Promise<unknown>>()

/**
 * Waits (at most `timeoutMs`) for every request that carries the stored token to be answered. Sign-out
 * revokes the token only then: a request sent just before it (the bell's poll, a refetch) would
 * otherwise reach the server after the revocation and come back 401.
 */
export async function settleTokenRequests(timeoutMs = 3000): Promise<void> {
  if (carryingToken.size === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.allSettled([...carryingToken]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
    }),
  ])
  clearTimeout(timer)
}

/**
 * Counts a request sent with the stored token among those sign-out waits for, until it is answered. This
 * client's own requests are counted by it; one that carries the token itself (an upload's XHR, for its
 * progress) passes its own here.
 */
export function trackTokenRequest<T>(answered: Promise<T>): Promise<T> {
  carryingToken.add(answered)
  const forget = () => carryingToken.delete(answered)
  void answered.then(forget, forget)
  return answered
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<{ data: T; response: Response }> {
  const url = resolveUrl(path, options.baseUrl)
  const headers = new Headers(options.headers)
  headers.set('Accept', 'application/json')

  let sentStoredToken = false
  if (!isAnonymousUrl(url) && !headers.has('Authorization')) {
    const { session, isExpired } = readStoredSession()
    if (session && isExpired) throw endSession(401, 'SESSION_EXPIRED')
    if (session) {
      headers.set('Authorization', `Bearer ${session.accessToken}`)
      sentStoredToken = true
    } else if (options.signedIn) throw notSignedIn()
  }

  const body = encodeBody(options.body, headers)
  let response: Response
  try {
    const answered = fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal })
    response = await (sentStoredToken ? trackTokenRequest(answered) : answered)
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached.' })
  }

  if (!response.ok) {
    const apiError = await toApiError(response)
    if (response.status === 401 && sentStoredToken) throw endSession(401, apiError.code, apiError.requestId)
    throw apiError
  }
  return { data: await readBody(response, options.schema), response }
}

export const api = {
  get: <T>(path: string, schema?: Parser<T>, options?: Omit<RequestOptions<T>, 'schema' | 'method'>) =>
    request<T>(path, { ...options, schema, method: 'GET' }),
  post: <T>(
    path: string,
    body?: unknown,
    schema?: Parser<T>,
    options?: Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>,
  ) => request<T>(path, { ...options, body, schema, method: 'POST' }),
  put: <T>(
    path: string,
    body?: unknown,
    schema?: Parser<T>,
    options?: Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>,
  ) => request<T>(path, { ...options, body, schema, method: 'PUT' }),
  delete: <T>(path: string, schema?: Parser<T>, options?: Omit<RequestOptions<T>, 'schema' | 'method'>) =>
    request<T>(path, { ...options, schema, method: 'DELETE' }),
}

function resolveUrl(path: string, baseUrl: string | undefined): string {
  if (/^https?:\/\//.test(path)) return path
  if (baseUrl) return new URL(path, baseUrl).toString()
  if (typeof window === 'undefined') throw new Error(`api-client: pass baseUrl to request ${path} on the server`)
  return path
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData || typeof body === 'string') return body
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return JSON.stringify(body)
}

async function readBody<T>(response: Response, schema: Parser<T> | undefined): Promise<T> {
  if (response.status === 204) return undefined as T
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('json') ?? false
  const data: unknown = isJson && text ? JSON.parse(text) : text
  return schema ? schema.parse(data) : (data as T)
}

async function toApiError(response: Response): Promise<ApiError> {
  let data: unknown = null
  try {
    data = await response.json()
  } catch {
    // not JSON: a proxy or a crash page; fall through to a generic error
  }
  if (isErrorBody(data)) {
    const { code, message, details, requestId } = data.error
    return new ApiError({ status: response.status, code, message, details, requestId })
  }
  return new ApiError({
    status: response.status,
    code: response.status >= 500 ? 'INTERNAL_ERROR' : 'UNEXPECTED_RESPONSE',
    message: response.statusText || `Request failed with status ${response.status}`,
  })
}

/** The shape of the server's error body (ErrorBodySchema), checked by hand: no zod in the first load. */
function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false
  const error = (data as { error: unknown }).error
  if (typeof error !== 'object' || error === null) return false
  const { code, message, details } = error as Record<string, unknown>
  return typeof code === 'string' && typeof message === 'string' && (details === undefined || Array.isArray(details))
}

function endSession(status: number, code: string, requestId?: string): ApiError {
  expireSession()
  pushNotice({ id: 'session-expired', messageKey: 'auth.sessionExpired', tone: 'info' })
  return new ApiError({ status, code, message: SESSION_EXPIRED_MESSAGE, requestId })
}
