import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseStoredSession } from '#app/lib/session-store'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, stubApi, storeUser } from '#app/test/support'
import { SUBSCRIBE_REDIRECT_MS } from './subscribe-redirect'
import { UserDashboardShell } from './user-dashboard-shell'
import { useLocation } from 'react-router'

afterEach(() => {
  vi.useRealTimers()
})

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderShell(role: 'USER' | 'ADMIN' = 'USER') {
  storeUser(role)
  const session = parseStoredSession(window.localStorage.getItem('user'))!
  return renderWithApp(
    <UserDashboardShell session={session}>
      <Where />
    </UserDashboardShell>,
    { path: '/user-dashboard/my-articles' },
  )
}

const rejectedCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/articles/rejected').length

describe('UserDashboardShell', () => {
  it('without a credit, New Article shows the subscribe message and goes to /advertise after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubApi({
      'GET /api/articles/rejected': () => jsonResponse([]),
      'GET /api/credits/me': () => jsonResponse({ available: 0, unlimited: false }),
    })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    renderShell()
    await user.click(await screen.findByRole('link', { name: 'New Article' }))
    expect(
      await screen.findByText('You need to subscribe to create an article. Redirecting to subscription page...'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('where')).toHaveTextContent('/user-dashboard/my-articles')

    act(() => vi.advanceTimersByTime(SUBSCRIBE_REDIRECT_MS - 100))
    expect(screen.getByTestId('where')).toHaveTextContent('/user-dashboard/my-articles')
    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/advertise'))
  })

  it('with a credit, New Article opens create-article', async () => {
    stubApi({
      'GET /api/articles/rejected': () => jsonResponse([]),
      'GET /api/credits/me': () => jsonResponse({ available: 1, unlimited: false }),
    })
    const user = userEvent.setup()
    renderShell()
    await user.click(await screen.findByRole('link', { name: 'New Article' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user-dashboard/create-article'))
  })

  it('links the payment history', async () => {
    stubApi({ 'GET /api/articles/rejected': () => jsonResponse([]) })
    renderShell()
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' })
    await userEvent.click(within(nav).getByRole('link', { name: 'Payments' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/user-dashboard/payments')
  })

  it('admins go straight to create-article', async () => {
    const fetchMock = stubApi({ 'GET /api/articles/rejected': () => jsonResponse([]) })
    const user = userEvent.setup()
    renderShell('ADMIN')
    await user.click(await screen.findByRole('link', { name: 'New Article' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user-dashboard/create-article'))
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/credits/me')).toBe(false)
  })

  it('shows the rejected indicator, rechecked after every navigation', async () => {
    let rejected = [makeArticle({ status: 'REJECTED', rejectionReason: 'No' })]
    const fetchMock = stubApi({ 'GET /api/articles/rejected': () => jsonResponse(rejected) })
    const user = userEvent.setup()
    renderShell()
    expect(await screen.findByTestId('rejected-indicator')).toHaveTextContent('You have rejected articles')
    // The pulse stops for those who asked for less motion.
    expect(screen.getByTestId('rejected-indicator').firstElementChild).toHaveClass('motion-reduce:animate-none')
    const before = rejectedCalls(fetchMock)

    rejected = []
    await user.click(screen.getByRole('link', { name: 'Drafts' }))
    await waitFor(() => expect(screen.queryByTestId('rejected-indicator')).not.toBeInTheDocument())
    expect(rejectedCalls(fetchMock)).toBeGreaterThan(before)
  })
})
