import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { languageInfo, LANGUAGES } from '#app/lib/language'
import { FALLBACK_CONFIG } from '#app/lib/public-config'
import { storeSession } from '#app/lib/session-store'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { withContract } from '#app/test/support'
import { AppShell } from './app-shell'

const categories = [
  { id: 1, name: 'Games', slug: 'games', description: null, emoji: '🎮', headerImage: null },
  { id: 2, name: 'Sin categoría', slug: 'sin-categoria', description: null, emoji: null, headerImage: null },
  { id: 3, name: 'Finances', slug: 'finances', description: null, emoji: null, headerImage: null },
]

const fetchMock = vi.fn<typeof fetch>()

/** A tiny stand-in for the API: the answers the shell asks for. */
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    const match = Object.keys(routes).find((prefix) => url.startsWith(prefix))
    return match ? routes[match]!() : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
  })
}

const alice = { accessToken: 'tok', username: 'alice', piId: 'sim-uid-alice', role: 'USER' as const, expiresIn: 3600 }

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', withContract(fetchMock))
  serve({
    '/api/categories': () => jsonResponse(categories),
    '/api/payments/active-plan': () => jsonResponse({ planType: 'STANDARD' }),
    '/auth/logout': () => jsonResponse({ ok: true }),
  })
})

const renderShell = (options?: Parameters<typeof renderWithApp>[1]) =>
  renderWithApp(
    <AppShell>
      <h1>Page</h1>
    </AppShell>,
    options,
  )

describe('AppShell: navigation', () => {
  it('shows the main links, the footer and a skip link', async () => {
    renderShell()
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/'],
      ['Featured Articles', '/featured-articles'],
      ['Advertise with Us', '/advertise'],
      ['Contact', '/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    // The footer hydrates once its own code is here (deferHydration): in a client render it comes a tick later.
    const legal = await screen.findByRole('navigation', { name: 'Legal' })
    expect(within(legal).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works')
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(within(legal).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy')
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')
    expect(screen.getByText(/© 2025 Spotlight/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
  })

  it('puts the cookie banner right after the skip link in the Tab order', async () => {
    const user = userEvent.setup()
    renderShell()
    await screen.findByRole('region', { name: 'Cookie consent' })
    await user.tab()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Read our Cookie Policy' })).toHaveFocus()
  })

  it('offers Sign in when signed out', async () => {
    renderShell()
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with Pi Browser', hidden: true })).toBeInTheDocument()
    expect(screen.queryByTestId('user-greeting')).not.toBeInTheDocument()
  })

  it('greets a signed-in user, links their dashboard and offers Logout', async () => {
    storeSession(alice)
    renderShell()
    expect((await screen.findAllByText('Hi, alice')).length).toBeGreaterThan(0)
    const [dashboard] = await screen.findAllByRole('link', { name: 'Dashboard', hidden: true })
    expect(dashboard).toHaveAttribute('href', '/user-dashboard')
    expect(screen.getAllByRole('button', { name: 'Logout', hidden: true })).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument()
    const planCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/payments/active-plan'))
    expect(String(planCall?.[0])).toBe('/api/payments/active-plan?username=alice')
    expect(new Headers(planCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok')
  })

  it('sends admins to the admin dashboard', async () => {
    storeSession({ ...alice, username: 'admin', role: 'ADMIN' })
    renderShell()
    const [dashboard] = await screen.findAllByRole('link', { name: 'Dashboard', hidden: true })
    expect(dashboard).toHaveAttribute('href', '/admin-dashboard')
  })

  it('still shows the Dashboard link when the plan cannot be loaded (STANDARD fallback)', async () => {
    storeSession(alice)
    serve({ '/api/payments/active-plan': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) })
    renderShell()
    expect((await screen.findAllByRole('link', { name: 'Dashboard', hidden: true })).length).toBeGreaterThan(0)
  })

  it('logs out: revokes the session on the server, clears it and shows Sign in again', async () => {
    storeSession(alice)
    renderShell()
    await userEvent.click(await screen.findByRole('button', { name: 'Logout', hidden: false }))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(window.localStorage.getItem('user')).toBeNull()
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/logout')
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok')
  })

  it('signs out and says so when the server refuses the session', async () => {
    storeSession(alice)
    serve({ '/api/payments/active-plan': () => jsonResponse({ error: { code: 'AUTH_REQUIRED', message: 'x' } }, 401) })
    renderShell()
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument()
  })
})

describe('AppShell: mobile menu', () => {
  it('toggles with aria-expanded and lists categories without sin-categoria', async () => {
    renderShell()
    const toggle = await screen.findByRole('button', { name: 'Open navigation' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Close navigation')

    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' })
    expect(within(mobileNav).getByRole('link', { name: 'Featured Articles' })).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Categories' }))
    expect(await screen.findByRole('link', { name: /Games/ })).toHaveAttribute('href', '/category/games')
    expect(screen.getByRole('link', { name: 'Finances' })).toHaveAttribute('href', '/category/finances')
    expect(screen.queryByRole('link', { name: /Sin categoría/ })).not.toBeInTheDocument()
  })

  it('closes after a navigation', async () => {
    renderShell()
    const toggle = await screen.findByRole('button', { name: 'Open navigation' })
    await userEvent.click(toggle)
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' })
    await userEvent.click(within(mobileNav).getByRole('link', { name: 'Contact' }))
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
  })

  it('closes on Escape and gives the focus back to its toggle', async () => {
    const user = userEvent.setup()
    renderShell()
    const toggle = await screen.findByRole('button', { name: 'Open navigation' })
    await user.click(toggle)
    within(screen.getByRole('navigation', { name: 'Mobile' }))
      .getByRole('link', { name: 'Contact' })
      .focus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes when the focus leaves it (Tab past its last item)', async () => {
    const user = userEvent.setup()
    renderShell()
    const toggle = await screen.findByRole('button', { name: 'Open navigation' })
    await user.click(toggle)
    await screen.findByRole('button', { name: 'Sign in' })
    within(screen.getByRole('navigation', { name: 'Mobile' }))
      .getByRole('link', { name: 'Contact' })
      .focus()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    screen.getByRole('main').focus()
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
  })

  it('says so when categories cannot be loaded', async () => {
    serve({ '/api/categories': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) })
    renderShell()
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }))
    await userEvent.click(screen.getByRole('button', { name: 'Categories' }))
    expect(await screen.findByText('Failed to load categories.')).toBeInTheDocument()
  })
})

describe('AppShell: notification bell', () => {
  it("a signed-in user's bell ends the bar's row, right after the menu toggle; a visitor has none", async () => {
    storeSession(alice)
    serve({
      '/api/payments/active-plan': () => jsonResponse({ planType: 'STANDARD' }),
      '/api/notifications': () => jsonResponse({ unread: 1, items: [] }),
    })
    const { unmount } = renderShell()
    // The bell's code and the signed-in strings load on demand: give a busy machine time.
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 10_000 })
    const toggle = screen.getByTestId('mobile-menu-toggle')
    expect(toggle.nextElementSibling).toBe(bell.parentElement)
    expect(toggle.parentElement?.lastElementChild).toBe(bell.parentElement)
    unmount()

    window.localStorage.clear()
    renderShell()
    await screen.findByRole('button', { name: 'Sign in' })
    expect(screen.getByTestId('mobile-menu-toggle').nextElementSibling).toBeNull()
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument()
  })
})

describe('AppShell: language and simulator', () => {
  it('switches to Spanish without a reload and remembers it in the lang cookie', async () => {
    renderShell()
    const switcher = await screen.findByTestId('language-switcher')
    await userEvent.click(within(switcher).getByLabelText('Language: English'))
    const menu = within(switcher).getByRole('list', { name: 'Language' })
    await userEvent.click(within(menu).getByRole('button', { name: 'Español' }))
    const nav = await screen.findByRole('navigation', { name: 'Principal' })
    expect(within(nav).getByRole('link', { name: 'Artículos destacados' })).toBeInTheDocument()
    expect(document.cookie).toContain('lang=es')
    expect(
      within(screen.getByRole('list', { name: 'Idioma' })).getByRole('button', { name: 'Español' }),
    ).toHaveAttribute('aria-current', 'true')
  })

  it('signed in, saves the choice as the account’s language before switching; a visitor’s choice stays in the browser', async () => {
    serve({
      '/api/categories': () => jsonResponse(categories),
      '/api/account/language': () => jsonResponse({ language: 'vi' }),
    })
    storeSession(alice)
    const { unmount } = renderShell()
    const switcher = await screen.findByTestId('language-switcher')
    await userEvent.click(within(switcher).getByLabelText('Language: English'))
    await userEvent.click(within(switcher).getByRole('button', { name: 'Tiếng Việt' }))
    await screen.findByRole('navigation', { name: 'Điều hướng chính' })
    const saved = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/account/language'))
    expect(saved).toHaveLength(1)
    expect(saved[0]![1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ language: 'vi' }) })
    unmount()

    window.localStorage.clear()
    fetchMock.mockClear()
    renderShell()
    const anonymous = await screen.findByTestId('language-switcher')
    await userEvent.click(within(anonymous).getByLabelText('Language: English'))
    await userEvent.click(within(anonymous).getByRole('button', { name: 'Español' }))
    await screen.findByRole('navigation', { name: 'Principal' })
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/account/language'))).toBe(false)
  })

  it('lists every language of the registry by its own name, each one tap-sized button of a no-JavaScript form', async () => {
    renderShell()
    const switcher = await screen.findByTestId('language-switcher')
    expect(switcher.tagName).toBe('FORM')
    expect(switcher).toHaveAttribute('action', '/language')
    const buttons = within(within(switcher).getByRole('list', { hidden: true })).getAllByRole('button', {
      hidden: true,
    })
    expect(
      buttons.map((button) => [button.getAttribute('value'), button.textContent, button.getAttribute('lang')]),
    ).toEqual(LANGUAGES.map((language) => [language, languageInfo(language).nativeName, language]))
    for (const button of buttons) expect(button).toHaveAttribute('type', 'submit')
  })

  it('renders in the language the server chose', async () => {
    renderShell({ root: { lang: 'es' } })
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument()
  })

  it('renders in Hindi at a /hi address: its words, Hindi addresses and हिन्दी chosen in the switcher', async () => {
    renderShell({ path: '/hi', root: { lang: 'hi' } })
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' })
    for (const [name, href] of [
      ['होम', '/hi'],
      ['चुनिंदा लेख', '/hi/featured-articles'],
      ['हमारे साथ विज्ञापन दें', '/hi/advertise'],
      ['संपर्क', '/hi/contact'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main-content')
    const switcher = screen.getByTestId('language-switcher')
    expect(
      within(within(switcher).getByRole('list', { hidden: true })).getByRole('button', { name: 'हिन्दी', hidden: true }),
    ).toHaveAttribute('aria-current', 'true')
  })

  it('shows the "Simulated Pi wallet" badge only while the simulator is on', async () => {
    const { unmount } = renderShell({ root: { config: { ...FALLBACK_CONFIG, piSimulator: true } } })
    expect(await screen.findByText('Simulated Pi wallet')).toHaveAttribute('title', expect.stringContaining('simulat'))
    unmount()
    renderShell()
    await screen.findByRole('navigation', { name: 'Main' })
    expect(screen.queryByText('Simulated Pi wallet')).not.toBeInTheDocument()
  })
})
