import { ErrorBodySchema } from '@spotlight/shared/errors'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { jsonResponse } from '#app/test/render'
import { expectSignOutWaitsFor } from '#app/test/support'
import { ApiError, api, SESSION_EXPIRED_MESSAGE, settleTokenRequests } from './api-client'
import { SESSION_KEY, storeSession } from './session-store'

const fetchMock = vi.fn<typeof fetch>()
const user = {
  accessToken: 'tok-123',
  username: 'alice',
  piId: 'sim-uid-alice',
  role: 'USER' as const,
  expiresIn: 3600,
}

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? []
  return { url, init, headers: new Headers(init?.headers) }
}

beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(jsonResponse({ ok: true }))
  vi.stubGlobal('fetch', fetchMock)
})

describe('api client: bearer token', () => {
  it('adds the stored access token to API requests', async () => {
    storeSession(user)
    await api.get('/api/articles/drafts')
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-123')
  })

  it.each(['/auth/pi-login', '/auth/logout', '/api/public/articles'])('leaves %s without the token', async (path) => {
    storeSession(user)
    await api.post(path, {})
    expect(lastRequest().headers.has('Authorization')).toBe(false)
  })

  it('sends no token when nobody is signed in', async () => {
    await api.get('/api/categories')
    expect(lastRequest().headers.has('Authorization')).toBe(false)
  })

  it('drops an unparseable stored user and still sends the request, without a token', async () => {
    window.localStorage.setItem(SESSION_KEY, '{oops')
    await api.get('/api/categories')
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(lastRequest().headers.has('Authorization')).toBe(false)
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })
})

describe('api client: JSON', () => {
  it('sends bodies as JSON by default and parses JSON answers with the schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ planType: 'MAIN_SLIDER' }))
    const data = await api.post('/api/things', { a: 1 }, z.object({ planType: z.string() }))
    expect(data).toEqual({ planType: 'MAIN_SLIDER' })
    const { init, headers } = lastRequest()
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":1}')
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('fails loudly when the answer does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ planType: 3 }))
    await expect(api.get('/api/x', z.object({ planType: z.string() }))).rejects.toThrow()
  })

  it('returns undefined for 204 and text for text answers', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
    await expect(api.delete('/api/articles/1')).resolves.toBeUndefined()
    fetchMock.mockResolvedValueOnce(new Response('deleted', { headers: { 'Content-Type': 'text/plain' } }))
    await expect(api.delete('/api/cleanup/abc')).resolves.toBe('deleted')
  })
})

describe('api client: errors', () => {
  it('turns an error body into ApiError {status, code, message, details}', async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid body',
        requestId: 'req-1',
        details: [{ path: 'title', message: 'Too long' }],
      },
    }
    expect(ErrorBodySchema.safeParse(body).success).toBe(true)
    fetchMock.mockResolvedValueOnce(jsonResponse(body, 400))
    const error = await api.post('/api/articles', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      requestId: 'req-1',
      details: [{ path: 'title', message: 'Too long' }],
    })
  })

  it('still gives an ApiError when the error body is not ours', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    await expect(api.get('/api/articles')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' })
  })

  it('reports a network failure as NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api.get('/api/articles')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('passes other HTTP errors through without touching the session', async () => {
    storeSession(user)
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403))
    await expect(api.get('/api/articles/pending')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(window.localStorage.getItem(SESSION_KEY)).not.toBeNull()
  })
})

describe('api client: session expiry', () => {
  it('clears the stored user on a 401 and reports "Session expired. Please log in again."', async () => {
    storeSession(user)
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'AUTH_REQUIRED', message: 'Sign in' } }, 401))
    await expect(api.get('/api/articles/drafts')).rejects.toMatchObject({
      status: 401,
      code: 'AUTH_REQUIRED',
      message: SESSION_EXPIRED_MESSAGE,
    })
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('ends an expired stored session before sending anything', async () => {
    const expired = { ...user, expiresAt: new Date(Date.now() - 1000).toISOString() }
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(expired))
    await expect(api.get('/api/articles/drafts')).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: SESSION_EXPIRED_MESSAGE,
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('does not treat a refused Pi token at sign-in as an expired session', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'AUTH_PI_TOKEN_INVALID', message: 'Pi token refused' } }, 401),
    )
    await expect(api.post('/auth/pi-login', { accessToken: 'x' })).rejects.toMatchObject({
      code: 'AUTH_PI_TOKEN_INVALID',
      message: 'Pi token refused',
    })
  })
})

describe('api client: requests for the signed-in user only', () => {
  it('sends one with the stored token while signed in', async () => {
    storeSession(user)
    await api.get('/api/credits/me', undefined, { signedIn: true })
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-123')
  })

  it('does not send one once signed out, and fails as the server would, ending nothing', async () => {
    await expect(api.get('/api/credits/me', undefined, { signedIn: true })).rejects.toMatchObject({
      status: 401,
      code: 'AUTH_REQUIRED',
    })
    expect(fetchMock).not.toHaveBeenCalled()
    // Other requests still go out as a visitor's.
    await api.get('/api/categories')
    expect(fetchMock).toHaveBeenCalledOnce()
  })
})

describe('api client: what sign-out waits for before revoking the token', () => {
  /** A fetch that answers only when the test says so. */
  const heldAnswer = () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    return (response: Response) => answer(response)
  }

  it('waits for a request sent with the token until it is answered', async () => {
    storeSession(user)
    const answer = heldAnswer()
    const poll = api.get('/api/notifications?limit=10')
    await expectSignOutWaitsFor(() => answer(jsonResponse({ ok: true })))
    expect(await poll).toEqual({ ok: true })
    const start = Date.now()
    await settleTokenRequests(5000)
    expect(Date.now() - start).toBeLessThan(50)
  })

  it('does not wait for requests without the token, nor past its timeout', async () => {
    storeSession(user)
    const answerAnonymous = heldAnswer()
    const anonymous = api.get('/api/public/articles')
    let start = Date.now()
    await settleTokenRequests(5000)
    expect(Date.now() - start).toBeLessThan(50)
    const answerSlow = heldAnswer()
    const slow = api.get('/api/articles/drafts')
    start = Date.now()
    await settleTokenRequests(60)
    expect(Date.now() - start).toBeGreaterThanOrEqual(55)
    answerAnonymous(jsonResponse([]))
    answerSlow(jsonResponse([]))
    await Promise.all([anonymous, slow])
  })
})
