import type { Article } from '@spotlight/shared/schemas/articles'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { prettifyError } from 'zod'
import { expect, vi } from 'vitest'
import { settleTokenRequests } from '#app/lib/api-client'
import { type JsonResponse, jsonResponse } from '#app/test/render'
import { type ApiBody, type ApiRoute, apiContract, contractPattern } from './api-contract'

export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    company: 'Acme',
    app: 'PiChat',
    title: 'Chat with Pioneers',
    description: 'A chat app.',
    headerImage: null,
    headerImagePublicId: null,
    headerImageUploadDate: null,
    category: { name: 'Social', slug: 'social' },
    content: '<p>Hi</p>',
    publishDate: '2026-01-02',
    promoteType: 'STANDARD',
    promoVideo: null,
    promoVideoPublicId: null,
    promoVideoUploadDate: null,
    approved: false,
    status: 'DRAFT',
    rejectionReason: null,
    activePlans: [],
    language: 'en',
    ...overrides,
  }
}

export function storeUser(role: 'USER' | 'ADMIN' = 'USER') {
  window.localStorage.setItem(
    'user',
    JSON.stringify({
      accessToken: 'tok',
      username: 'ada',
      piId: 'pi-ada',
      role,
      expiresIn: 3600,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  )
}

/** A stub's answer to one route: a response typed with that endpoint's body (see `jsonResponse`). */
type Handler<Body> = (init: RequestInit | undefined) => JsonResponse<Body> | Promise<JsonResponse<Body>>

/** Stubbed routes, each answered with its endpoint's response type. */
export type StubRoutes<Route extends ApiRoute> = { [Key in Route]: Handler<ApiBody<Key>> }

/** Routes kept for several `stubApi` calls, typed as `stubApi` types them (a bare object literal is not). */
export const stubRoutes = <Route extends ApiRoute>(routes: StubRoutes<Route>) => routes

/** Answers of stubs that broke the server's contract, since the last check (see `takeContractBreaches`). */
const breaches: string[] = []

/**
 * A fetch stub answering `'METHOD /path'` keys (the routes of api-contract.ts); anything else is a
 * 404. Each route's answer is typed with its endpoint's response (`jsonResponse` checks a literal
 * against it), and checked again at run time: a success body must parse with the endpoint's shared
 * schema, an error body with ErrorBodySchema. A breach fails the test (setup.ts).
 */
export function stubApi<Route extends ApiRoute>(routes: StubRoutes<Route>) {
  const stubbed = routes as Record<string, Handler<unknown> | undefined>
  const unknown = Object.keys(stubbed).filter((route) => contractPattern(route) === null)
  if (unknown.length > 0) throw new Error(`stubApi: no endpoint of api-contract.ts answers ${unknown.join(', ')}`)
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = routeOf(input, init)
    const handler = stubbed[key]
    if (!handler) return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404)
    return handler(init)
  })
  vi.stubGlobal('fetch', withContract(fetchMock))
  return fetchMock
}

/**
 * A hand-made fetch stub, its answers checked as `stubApi`'s are (for a test that answers by call
 * order or by query string): `vi.stubGlobal('fetch', withContract(fetchMock))`. Requests to paths
 * outside the contract pass unchecked.
 */
export function withContract(fetchStub: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchStub(input, init)
    await checkAnswer(routeOf(input, init), response)
    return response
  }
}

function routeOf(input: RequestInfo | URL, init: RequestInit | undefined) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url
  return `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`
}

async function checkAnswer(key: string, response: Response) {
  const pattern = contractPattern(key)
  // A Response a stub hands out twice is read once: the second read fails in the client anyway.
  if (pattern === null || response.bodyUsed) return
  const schema = response.ok ? apiContract[pattern] : ErrorBodySchema
  const text = await response.clone().text()
  if (schema === null) {
    if (text !== '') breaches.push(`${key} answers no body, but the stub sent ${text}`)
    return
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    breaches.push(`${key} (${response.status}) answers JSON, but the stub sent ${text.slice(0, 200)}`)
    return
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const what = response.ok ? pattern : 'an error body'
    breaches.push(`${key} (${response.status}): the stub's body is not ${what}:\n${prettifyError(parsed.error)}`)
  }
}

/** The contract breaches of the stubs since the last call, forgotten once read. */
export function takeContractBreaches(): string[] {
  return breaches.splice(0)
}

export const serverError = () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, 500)

/**
 * Sign-out's wait for the requests sent with the token (settleTokenRequests) is still pending 30 ms on,
 * while one is unanswered, and ends once `answer` answers it.
 */
export async function expectSignOutWaitsFor(answer: () => void) {
  let settled = false
  const settling = settleTokenRequests(5000).then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(settled).toBe(false)
  answer()
  await settling
}
