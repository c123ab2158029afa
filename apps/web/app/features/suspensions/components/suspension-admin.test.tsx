import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApiRoute } from '#app/test/api-contract'
import { jsonResponse, noContent, renderWithApp } from '#app/test/render'
import { type StubRoutes, storeUser, stubApi, stubRoutes } from '#app/test/support'
import { SuspensionAdmin } from './suspension-admin'

const since = '2026-03-02T10:00:00.000Z'
const error = (code: string, status: number) => jsonResponse({ error: { code, message: 'x' } }, status)

/** The screen for an admin, the API answering `routes` and, unless they say otherwise, no account suspended. */
function renderScreen<Route extends ApiRoute>(routes: StubRoutes<Route>) {
  storeUser('ADMIN')
  const noneSuspended = stubRoutes({ 'GET /api/admin/suspensions': () => jsonResponse([]) })
  const fetchMock = stubApi({ ...noneSuspended, ...routes } as StubRoutes<Route | 'GET /api/admin/suspensions'>)
  renderWithApp(<SuspensionAdmin />, { path: '/admin-dashboard/suspensions' })
  return fetchMock
}

async function lookUp(username: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username)
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }))
}

describe('SuspensionAdmin', () => {
  it('looks an account up, suspends it with a reason, and says so', async () => {
    let suspended = false
    const fetchMock = renderScreen({
      'GET /api/admin/users/mia/suspension': () =>
        jsonResponse({ username: 'mia', suspension: suspended ? { reason: 'Phishing links.', since } : null }),
      'POST /api/admin/users/mia/suspension': () => {
        suspended = true
        return jsonResponse({ reason: 'Phishing links.', since })
      },
    })
    await lookUp('mia')
    expect(await screen.findByText('mia is in good standing.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Reason (the maker reads it)'), 'Phishing links.')
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    expect(
      await screen.findByText(
        'mia is suspended; their articles are off the public pages and their promotions have ended.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByTestId('suspension-notice')).toHaveRole('status')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Phishing links.' })
    // The state is read again: suspended, with Lift.
    expect(await screen.findByTestId('suspension-state')).toHaveTextContent('mia is suspended since')
    expect(screen.getByRole('button', { name: 'Lift the suspension' })).toBeInTheDocument()
  })

  it('refuses an empty reason on the field itself, without a call', async () => {
    const fetchMock = renderScreen({
      'GET /api/admin/users/mia/suspension': () => jsonResponse({ username: 'mia', suspension: null }),
    })
    await lookUp('mia')
    await userEvent.type(await screen.findByLabelText('Reason (the maker reads it)'), ' x ')
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    const field = screen.getByLabelText('Reason (the maker reads it)')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/Give a reason of 3 to 500 characters, without < or >\./)
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('says when there is no such user, and when the account is an admin’s', async () => {
    renderScreen({
      'GET /api/admin/users/ghost/suspension': () => error('USER_NOT_FOUND', 404),
      'GET /api/admin/users/boss/suspension': () => jsonResponse({ username: 'boss', suspension: null }),
      'POST /api/admin/users/boss/suspension': () => error('FORBIDDEN', 403),
    })
    await lookUp('ghost')
    expect(await screen.findByText('No user with that username.')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Username'))
    await lookUp('boss')
    await userEvent.type(await screen.findByLabelText('Reason (the maker reads it)'), 'Testing.')
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByText('An admin cannot be suspended.')).toBeInTheDocument()
  })

  it('says when another admin suspended the account first, and shows their reason', async () => {
    let suspendedByOther = false
    renderScreen({
      'GET /api/admin/users/shady/suspension': () =>
        jsonResponse({
          username: 'shady',
          suspension: suspendedByOther ? { reason: 'Fake giveaways.', since } : null,
        }),
      'POST /api/admin/users/shady/suspension': () => {
        suspendedByOther = true
        return error('USER_ALREADY_SUSPENDED', 409)
      },
    })
    await lookUp('shady')
    await userEvent.type(await screen.findByLabelText('Reason (the maker reads it)'), 'Phishing links.')
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    expect(
      await screen.findByText(/This account is already suspended: another admin may just have done it/),
    ).toBeInTheDocument()
    expect(await screen.findByText(/shady is suspended since .* Reason: Fake giveaways\./)).toBeInTheDocument()
  })

  it('lists the accounts suspended now and lifts one from the list', async () => {
    let lifted = false
    const fetchMock = renderScreen({
      'GET /api/admin/suspensions': () =>
        jsonResponse(lifted ? [] : [{ username: 'shady', reason: 'Fake giveaways.', since }]),
      'DELETE /api/admin/users/shady/suspension': () => {
        lifted = true
        return noContent()
      },
    })
    const list = await screen.findByTestId('suspended-accounts')
    expect(within(list).getByText('shady')).toBeInTheDocument()
    expect(within(list).getByText('Fake giveaways.')).toBeInTheDocument()
    await userEvent.click(within(list).getByRole('button', { name: 'Lift the suspension of shady' }))
    expect(
      await screen.findByText('The suspension of shady is lifted; the articles it hid are back on the public pages.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('No account is suspended.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true)
  })

  it('says how many accounts are suspended and shows them a page at a time, the next on demand', async () => {
    const account = (i: number) => ({ username: `maker${i}`, reason: 'Spam links.', since })
    let answered = 0
    const fetchMock = renderScreen({
      'GET /api/admin/suspensions': () =>
        answered++ > 0
          ? jsonResponse([account(51)], 200, { 'X-Total-Count': '51' })
          : jsonResponse(
              Array.from({ length: 50 }, (_, i) => account(i + 1)),
              200,
              { 'X-Total-Count': '51', 'X-Next-Cursor': 'c-50' },
            ),
    })
    const list = await screen.findByTestId('suspended-accounts')
    expect(screen.getByText('51 accounts are suspended')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/api/admin/suspensions'))![0])).toContain(
      'limit=50',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await within(list).findByText('maker51')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(51)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    const urls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/api/admin/suspensions'))
    expect(urls[1]).toContain('cursor=c-50')
  })
})
