import { describe, expect, it } from 'vitest'
import { expectSignOutWaitsFor, storeUser, stubApi } from '#app/test/support'
import type { NotificationList } from '@spotlight/shared/schemas/notifications'
import { type JsonResponse, jsonResponse } from '#app/test/render'
import { SESSION_EXPIRED_MESSAGE } from '#app/lib/api-client'
import { QueryClient } from '@tanstack/react-query'
import {
  getNotificationPage,
  getNotifications,
  latestNotificationsQuery,
  notificationPagesQuery,
} from './list-notifications'

describe('getNotificationPage', () => {
  it('reads the next cursor from X-Next-Cursor, sending the stored token', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/notifications': () => jsonResponse({ items: [], unread: 0 }, 200, { 'X-Next-Cursor': 'c2' }),
    })
    const page = await getNotificationPage('en', null, 5)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/notifications?limit=5&lang=en')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok')
    expect(page).toEqual({ items: [], unread: 0, nextCursor: 'c2' })
  })

  it("asks for the texts in the page's language, whatever the lang cookie says (a /vi/ page with an English cookie)", async () => {
    storeUser()
    document.cookie = 'lang=en; Path=/'
    const fetchMock = stubApi({ 'GET /api/notifications': () => jsonResponse({ items: [], unread: 0 }) })
    // The bell's poll and the notifications page's pages, as the page in Vietnamese and in Traditional Chinese asks them.
    await new QueryClient().fetchQuery(latestNotificationsQuery('vi', 10))
    await new QueryClient().fetchInfiniteQuery(notificationPagesQuery('zh-Hant'))
    await getNotificationPage('es', 'c2', 5)
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams)
    expect(asked.map((query) => query.get('lang'))).toEqual(['vi', 'zh-Hant', 'es'])
    expect(asked[2]!.get('cursor')).toBe('c2')
    document.cookie = 'lang=; Path=/; Max-Age=0'
  })

  it('is waited for by sign-out until answered, as the API client requests are', async () => {
    storeUser()
    let answer: (response: JsonResponse<NotificationList>) => void = () => undefined
    stubApi({
      'GET /api/notifications': () => new Promise<JsonResponse<NotificationList>>((resolve) => (answer = resolve)),
    })
    const page = getNotificationPage('en', null)
    await expectSignOutWaitsFor(() => answer(jsonResponse({ items: [], unread: 0 })))
    expect((await page).nextCursor).toBeNull()
  })

  it('asks nothing once signed out: the bell mounted in the same moment as Logout sends no request', async () => {
    const fetchMock = stubApi({ 'GET /api/notifications': () => jsonResponse({ items: [], unread: 0 }) })
    await expect(getNotificationPage('en', null)).rejects.toMatchObject({ status: 401, code: 'AUTH_REQUIRED' })
    await expect(getNotifications('en')).rejects.toMatchObject({ status: 401, code: 'AUTH_REQUIRED' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('ends the session when the server refuses its token, as every read of the API client does', async () => {
    storeUser()
    stubApi({
      'GET /api/notifications': () => jsonResponse({ error: { code: 'AUTH_REQUIRED', message: 'Sign in' } }, 401),
    })
    await expect(getNotificationPage('en', null)).rejects.toMatchObject({
      status: 401,
      message: SESSION_EXPIRED_MESSAGE,
    })
    expect(window.localStorage.getItem('user')).toBeNull()
  })
})
