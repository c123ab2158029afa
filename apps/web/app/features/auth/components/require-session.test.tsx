import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider, loadAppStrings } from '#app/lib/i18n'
import { jsonResponse } from '#app/test/render'
import { stubApi } from '#app/test/support'
import { RequireSession } from './require-session'
import { storeSession } from '#app/lib/session-store'
import { renderWithApp } from '#app/test/render'
import { DashboardLayout } from '#app/components/layouts/dashboard-layout'

const links = [
  { to: '/user-dashboard/my-articles', label: 'My Articles' },
  { to: '/user-dashboard/drafts', label: 'Drafts' },
]

function Dashboard() {
  return (
    <RequireSession>
      {(session) => (
        <DashboardLayout title="User dashboard" links={links}>
          <h1>Content for {session.username}</h1>
        </DashboardLayout>
      )}
    </RequireSession>
  )
}

describe('dashboard layout', () => {
  it('says in its server HTML that signing in needs scripts, for a browser that runs none', async () => {
    await loadAppStrings()
    const html = renderToString(
      <I18nProvider language="en">
        <Dashboard />
      </I18nProvider>,
    )
    expect(html).toContain('<noscript>')
    expect(html).toContain('Signing in needs JavaScript, which the Pi Browser runs.')
    expect(html).toContain('Loading…')
  })

  it('asks to sign in instead of showing the content when nobody is signed in', async () => {
    renderWithApp(<Dashboard />, { path: '/user-dashboard/my-articles' })
    expect(await screen.findByRole('heading', { name: 'Sign in to open your dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with Pi Browser' })).toBeInTheDocument()
    expect(screen.queryByText(/Content for/)).not.toBeInTheDocument()
  })

  it('toggles the sidebar with Menu/Close and closes it after a link is followed', async () => {
    storeSession({ accessToken: 't', username: 'alice', piId: 'p', role: 'USER', expiresIn: 3600 })
    renderWithApp(<Dashboard />, { path: '/user-dashboard/my-articles' })
    expect(await screen.findByRole('heading', { name: 'Content for alice' })).toBeInTheDocument()

    const menu = screen.getByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(menu)
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')

    await userEvent.click(screen.getByRole('link', { name: 'Drafts' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false'))
  })

  it('speaks the account’s language, whatever the page started in, and the next page starts in it', async () => {
    storeSession({ accessToken: 't', username: 'alice', piId: 'p', role: 'USER', expiresIn: 3600 })
    stubApi({ 'GET /api/account/language': () => jsonResponse({ language: 'es' }) })
    renderWithApp(<Dashboard />, { path: '/user-dashboard/my-articles' })
    expect(await screen.findByRole('button', { name: 'Menú' })).toBeInTheDocument()
    expect(document.cookie).toContain('lang=es')
  })

  it('stays in the page’s language when it is the account’s, and the next page starts in it too', async () => {
    // Signed in from a page in English, in a browser that never chose: the next page's server render
    // must not negotiate another language from the browser's settings.
    document.cookie = 'lang=; Max-Age=0; Path=/'
    storeSession({ accessToken: 't', username: 'alice', piId: 'p', role: 'USER', expiresIn: 3600 })
    const fetchMock = stubApi({ 'GET /api/account/language': () => jsonResponse({ language: 'en' }) })
    const { unmount } = renderWithApp(<Dashboard />, { path: '/user-dashboard/my-articles' })
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument()
    await waitFor(() => expect(document.cookie).toContain('lang=en'))
    unmount()
  })

  it('stays as it is when the account’s language cannot be read', async () => {
    document.cookie = 'lang=; Max-Age=0; Path=/'
    storeSession({ accessToken: 't', username: 'alice', piId: 'p', role: 'USER', expiresIn: 3600 })

    stubApi({
      'GET /api/account/language': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    })
    renderWithApp(<Dashboard />, { path: '/user-dashboard/my-articles' })
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument()
    expect(document.cookie).not.toContain('lang=')
  })
})
