import type { Article } from '@spotlight/shared/schemas/articles'
import { expect, vi } from 'vitest'
import { settleTokenRequests } from '#app/lib/api-client'
import { jsonResponse } from '#app/test/render'

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

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>

/** A fetch stub answering `'METHOD /path'` keys; anything else is a 404. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`
    const handler = routes[key]
    if (!handler) return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404)
    return handler(init)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
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
