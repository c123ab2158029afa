import { describe, expect, it } from 'vitest'
import { expectSignOutWaitsFor, storeUser, stubApi } from '#app/test/support'
import { jsonResponse } from '#app/test/render'
import { SESSION_EXPIRED_MESSAGE } from '#app/lib/api-client'
import { getNotificationPage, getNotifications } from './list-notifications'

describe('getNotificationPage', () => {
  it('reads the next cursor from X-Next-Cursor, sending the stored token', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/notifications': () =>
        new Response(JSON.stringify({ items: [], unread: 0 }), {
          headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'c2' },
        }),
    })
    const page = await getNotificationPage(null, 5)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/notifications?limit=5')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok')
    expect(page).toEqual({ items: [], unread: 0, nextCursor: 'c2' })
  })

  it('is waited for by sign-out until answered, as the API client requests are', async () => {
    storeUser()
    let answer: (response: Response) => void = () => undefined
    stubApi({ 'GET /api/notifications': () => new Promise<Response>((resolve) => (answer = resolve)) })
    const page = getNotificationPage(null)
    await expectSignOutWaitsFor(() => answer(jsonResponse({ items: [], unread: 0 })))
    expect((await page).nextCursor).toBeNull()
  })

  it('asks nothing once signed out: the bell mounted in the same moment as Logout sends no request', async () => {
    const fetchMock = stubApi({ 'GET /api/notifications': () => jsonResponse({ items: [], unread: 0 }) })
    await expect(getNotificationPage(null)).rejects.toMatchObject({ status: 401, code: 'AUTH_REQUIRED' })
    await expect(getNotifications()).rejects.toMatchObject({ status: 401, code: 'AUTH_REQUIRED' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('ends the session when the server refuses its token, as every read of the API client does', async () => {
    storeUser()
    stubApi({
      'GET /api/notifications': () => jsonResponse({ error: { code: 'AUTH_REQUIRED', message: 'Sign in' } }, 401),
    })
    await expect(getNotificationPage(null)).rejects.toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE })
    expect(window.localStorage.getItem('user')).toBeNull()
  })
})
