import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '@spotlight/shared/schemas/notifications'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { serverError, storeUser, stubApi } from '#app/test/support'
import { POLL_MS } from '../api/list-notifications'
import { NotificationBellButton as NotificationBell } from './notification-bell'
import { NotificationsPage } from './notifications-page'

const note = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  type: 'ARTICLE_APPROVED',
  articleId: 7,
  title: 'Article approved',
  body: '"Pi Chess" is published.',
  link: '/articles/7',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  ...overrides,
})

afterEach(() => {
  vi.useRealTimers()
})

describe('NotificationBell', () => {
  it('shows the unread count, lists the newest in a panel with links, and marks all read', async () => {
    storeUser()
    let allRead = false
    const read = vi.fn(() => {
      allRead = true
      return jsonResponse({ marked: 2, unread: 0 })
    })
    stubApi({
      'GET /api/notifications': () =>
        jsonResponse({
          unread: allRead ? 0 : 2,
          items: [
            note({
              id: 2,
              type: 'ARTICLE_REJECTED',
              title: 'Article rejected',
              body: 'Broken link.',
              link: '/user-dashboard/rejected',
            }),
            note(),
          ],
        }),
      'POST /api/notifications/read': read,
    })
    renderWithApp(<NotificationBell />)
    // The first render also loads the shared schemas: give a busy machine time.
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 10_000 })
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2')
    // The count is announced politely, in words.
    expect(screen.getByText('Notifications, 2 unread', { selector: '[aria-live="polite"]' })).toBeInTheDocument()
    expect(bell).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(bell)
    expect(bell).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: 'Notifications' })
    const links = within(panel).getAllByTestId('notification-item')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/user-dashboard/rejected', '/articles/7'])
    expect(links[0]).toHaveTextContent('Unread: Article rejected')
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/user-dashboard/notifications',
    )

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }))
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', body: JSON.stringify({ all: true }) }))
    await screen.findByRole('button', { name: 'Notifications, none unread' })
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument()
  })

  it("leads an admin to the admin dashboard's notifications page, in either language", async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/notifications': () =>
        jsonResponse({ unread: 0, items: [note({ readAt: '2026-11-20T11:00:00.000Z' })] }),
    })
    const { unmount } = renderWithApp(<NotificationBell />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications, none unread' }, { timeout: 10_000 }),
    )
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/admin-dashboard/notifications',
    )
    unmount()
    renderWithApp(<NotificationBell />, { root: { lang: 'es' } })
    await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }, { timeout: 10_000 }))
    const all = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/admin-dashboard/notifications')
    expect(all).toBeDefined()
  })

  it('closes with Escape and gives focus back to the bell', async () => {
    storeUser()
    stubApi({ 'GET /api/notifications': () => jsonResponse({ unread: 0, items: [] }) })
    renderWithApp(<NotificationBell />)
    const bell = await screen.findByRole('button', { name: 'Notifications, none unread' })
    await userEvent.click(bell)
    expect(await screen.findByText(/No notifications yet/)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(bell).toHaveAttribute('aria-expanded', 'false')
    expect(bell).toHaveFocus()
  })

  it('says so when the notifications cannot be loaded', async () => {
    storeUser()
    stubApi({ 'GET /api/notifications': serverError })
    renderWithApp(<NotificationBell />)
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }))
    expect(await screen.findByText('Notifications could not be loaded.')).toBeVisible()
  })

  it('picks up a new notification without a reload while the page is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    storeUser()
    let answer = { unread: 0, items: [] as Notification[] }
    stubApi({ 'GET /api/notifications': () => jsonResponse(answer) })
    renderWithApp(<NotificationBell />)
    await screen.findByRole('button', { name: 'Notifications, none unread' })
    answer = { unread: 1, items: [note()] }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS + 10)
    })
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('1'))
  })

  it('asks again in the new language when the language changes', async () => {
    storeUser()
    const fetchMock = stubApi({ 'GET /api/notifications': () => jsonResponse({ unread: 0, items: [] }) })
    renderWithApp(<NotificationBell />, { root: { lang: 'es' } })
    expect(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' })).toBeInTheDocument()
    // The bell reads "none unread" before its first answer: the request may still be on its way.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
  })
})

describe('NotificationsPage', () => {
  it('pages through older notifications and marks one read as it is opened', async () => {
    storeUser()
    let unread = 2
    const read = vi.fn(() => {
      unread = 1
      return jsonResponse({ marked: 1, unread })
    })
    const fetchMock = stubApi({
      'GET /api/notifications': (init) => {
        void init
        const url = fetchMock.mock.calls.at(-1)![0] as string
        return url.includes('cursor=')
          ? jsonResponse({ unread, items: [note({ id: 1, title: 'Older' })] })
          : jsonResponse(
              { unread, items: [note({ id: 2, title: 'Newest', readAt: unread === 2 ? null : note().createdAt })] },
              200,
              { 'x-next-cursor': 'bjE6Mg' },
            )
      },
      'POST /api/notifications/read': read,
    })
    renderWithApp(<NotificationsPage />)
    expect(await screen.findByText('Newest')).toBeInTheDocument()
    expect(screen.getByText('2 unread')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show older notifications' }))
    expect(await screen.findByText('Older')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByText('Newest'))
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ body: JSON.stringify({ ids: [2] }) }))
    await screen.findByText('1 unread')
  })

  it('shows the empty state, and an error with a way to retry', async () => {
    storeUser()
    let fail = true
    stubApi({ 'GET /api/notifications': () => (fail ? serverError() : jsonResponse({ unread: 0, items: [] })) })
    renderWithApp(<NotificationsPage />)
    expect(await screen.findByText('Notifications could not be loaded.')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
  })
})
