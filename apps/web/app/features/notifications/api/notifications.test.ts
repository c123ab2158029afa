import { beforeEach, describe, expect, it, vi } from 'vitest'
import { settleTokenRequests } from '#app/lib/api-client'
import { storeSession } from '#app/lib/session-store'
import { jsonResponse } from '#app/test/render'
import { getNotificationPage } from './notifications'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

describe('getNotificationPage', () => {
  it('reads the next cursor from X-Next-Cursor, sending the stored token', async () => {
    storeSession({ accessToken: 'tok-1', username: 'alice', piId: 'sim-uid-alice', role: 'USER', expiresIn: 3600 })
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ items: [], unread: 0 }), {
        headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'c2' },
      }),
    )
    const page = await getNotificationPage(null, 5)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/notifications?limit=5')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1')
    expect(page).toEqual({ items: [], unread: 0, nextCursor: 'c2' })
  })

  it('is waited for by sign-out until answered, as the API client requests are', async () => {
    storeSession({ accessToken: 'tok-1', username: 'alice', piId: 'sim-uid-alice', role: 'USER', expiresIn: 3600 })
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    const page = getNotificationPage(null)
    let settled = false
    const settling = settleTokenRequests(5000).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(settled).toBe(false)
    answer(jsonResponse({ items: [], unread: 0 }))
    await settling
    expect((await page).nextCursor).toBeNull()
  })
})
