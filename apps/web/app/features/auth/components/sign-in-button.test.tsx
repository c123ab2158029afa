import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from 'react-router'
import { NoticeArea } from '#app/components/layouts/notice-area'
import { dismissNotice } from '#app/lib/notices'
import type { PiSdk } from '#app/lib/pi-sdk'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { withContract } from '#app/test/support'
import { SignInButton } from './sign-in-button'

const PI_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 PiBrowser/2.0'
const fetchMock = vi.fn<typeof fetch>()

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>
}

function renderSignIn(path = '/advertise') {
  return renderWithApp(
    <>
      <NoticeArea />
      <SignInButton />
      <Location />
    </>,
    { path },
  )
}

/** The wallet: a stand-in for the Pi SDK the Pi Browser injects (an external service, like the network). */
function installPi(authenticate: PiSdk['authenticate']) {
  const pi: PiSdk = { init: vi.fn(), authenticate: vi.fn(authenticate) }
  window.Pi = pi
  return pi
}

function serveLogin(role: 'USER' | 'ADMIN', planType = 'STANDARD') {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url === '/auth/pi-login') {
      return jsonResponse({
        accessToken: 'session-tok',
        username: 'pioneer',
        piId: 'sim-uid-pioneer',
        role,
        expiresIn: 3600,
      })
    }
    if (url.startsWith('/api/payments/active-plan')) return jsonResponse({ planType })
    return jsonResponse({ ok: true })
  })
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', withContract(fetchMock))
})

afterEach(() => {
  delete window.Pi
  dismissNotice('pi-sdk-missing')
  dismissNotice('signed-in')
  vi.restoreAllMocks()
})

const location = () => screen.getByTestId('location').textContent

describe('Sign in', () => {
  it('sends desktop browsers to the QR sign-in page', async () => {
    renderSignIn()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(location()).toBe('/session-qr'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  describe('in the Pi Browser', () => {
    beforeEach(() => {
      vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PI_BROWSER_UA)
    })

    it('explains (in its fixed words) that the Pi SDK is missing', async () => {
      renderSignIn()
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Pi SDK not available. Please use Pi Browser to sign in.',
      )
      expect(location()).toBe('/advertise')
    })

    it('authenticates with the wallet, logs in on the server, stores the session and opens the admin dashboard', async () => {
      const pi = installPi(async () => ({
        accessToken: 'sim-pioneer',
        user: { uid: 'sim-uid-pioneer', username: 'pioneer' },
      }))
      serveLogin('ADMIN')
      renderSignIn()
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(location()).toBe('/admin-dashboard'))

      expect(pi.init).toHaveBeenCalledWith({ version: '2.0', sandbox: false })
      expect(pi.authenticate).toHaveBeenCalledWith(
        ['username', 'payments', 'in_app_notifications'],
        expect.any(Function),
      )
      const [url, init] = fetchMock.mock.calls[0]!
      expect(url).toBe('/auth/pi-login')
      expect(JSON.parse(String(init?.body))).toEqual({
        accessToken: 'sim-pioneer',
        piId: 'sim-uid-pioneer',
        username: 'pioneer',
      })
      const stored = JSON.parse(window.localStorage.getItem('user') ?? 'null')
      expect(stored).toMatchObject({ accessToken: 'session-tok', username: 'pioneer', role: 'ADMIN', expiresIn: 3600 })
      expect(Date.parse(stored.expiresAt)).toBeGreaterThan(Date.now())
    })

    it("tells the server the language of a page at a language's address, which the account then follows", async () => {
      installPi(async () => ({ accessToken: 'sim-pioneer', user: { uid: 'sim-uid-pioneer', username: 'pioneer' } }))
      serveLogin('USER')
      window.history.pushState(null, '', '/vi/articles/10')
      try {
        renderSignIn()
        await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
        await waitFor(() => expect(fetchMock).toHaveBeenCalled())
        const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/pi-login')!
        expect(JSON.parse(String(init?.body))).toMatchObject({ accessToken: 'sim-pioneer', language: 'vi' })
        // And the next page the server renders (a dashboard, at an address without a prefix) starts in it.
        await waitFor(() => expect(document.cookie).toContain('lang=vi'))
      } finally {
        window.history.pushState(null, '', '/')
        document.cookie = 'lang=; Max-Age=0; Path=/'
      }
    })

    it('shows "Signing in…" and takes no second tap while the wallet answers', async () => {
      let answer = (_value: Awaited<ReturnType<PiSdk['authenticate']>>) => {}
      const pi = installPi(() => new Promise((resolve) => (answer = resolve)))
      serveLogin('ADMIN')
      renderSignIn()
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
      const busy = await screen.findByRole('button', { name: 'Signing in…' })
      expect(busy).toBeDisabled()
      expect(busy).toHaveAttribute('aria-busy', 'true')
      await userEvent.click(busy)
      expect(pi.authenticate).toHaveBeenCalledTimes(1)

      answer({ accessToken: 'sim-pioneer', user: { uid: 'sim-uid-pioneer', username: 'pioneer' } })
      await waitFor(() => expect(location()).toBe('/admin-dashboard'))
    })

    it.each(['STANDARD', 'CATEGORY_SLIDER'])(
      'lands a user (plan %s) on My Articles with a "Signed in as" confirmation',
      async (planType) => {
        installPi(async () => ({ accessToken: 'sim-pioneer', user: { uid: 'sim-uid-pioneer', username: 'pioneer' } }))
        serveLogin('USER', planType)
        renderSignIn()
        await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
        await waitFor(() => expect(location()).toBe('/user-dashboard/my-articles'))
        expect(screen.getByRole('status')).toHaveTextContent('Signed in as pioneer')
        expect(window.localStorage.getItem('user')).not.toBeNull()
      },
    )

    it('says "Sesión iniciada como …" in Spanish', async () => {
      installPi(async () => ({ accessToken: 'sim-pioneer', user: { uid: 'sim-uid-pioneer', username: 'pioneer' } }))
      serveLogin('USER')
      renderWithApp(
        <>
          <NoticeArea />
          <SignInButton />
        </>,
        { root: { lang: 'es' } },
      )
      await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }))
      expect(await screen.findByRole('status')).toHaveTextContent('Sesión iniciada como pioneer')
    })

    it('stays on the page when the sign-in was started from it (stayHere)', async () => {
      installPi(async () => ({ accessToken: 'sim-pioneer', user: { uid: 'sim-uid-pioneer', username: 'pioneer' } }))
      serveLogin('ADMIN')
      renderWithApp(
        <>
          <NoticeArea />
          <SignInButton stayHere />
          <Location />
        </>,
        { path: '/user-dashboard/drafts' },
      )
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
      expect(await screen.findByRole('status')).toHaveTextContent('Signed in as pioneer')
      expect(location()).toBe('/user-dashboard/drafts')
    })

    it('reports an incomplete payment the wallet finds, ignoring failures', async () => {
      installPi(async (_scopes, onIncompletePaymentFound) => {
        await onIncompletePaymentFound({ identifier: 'pi-payment-1' })
        return { accessToken: 'sim-pioneer', user: { uid: 'sim-uid-pioneer', username: 'pioneer' } }
      })
      serveLogin('ADMIN')
      const answerLogin = fetchMock.getMockImplementation()!
      fetchMock.mockImplementation(async (input, init) =>
        String(input) === '/api/payments/incomplete'
          ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404)
          : answerLogin(input, init),
      )
      renderSignIn()
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(location()).toBe('/admin-dashboard'))
      const calls = fetchMock.mock.calls.map(([url]) => String(url))
      // Reported once signed in, with the new session (the endpoint refuses an unsigned request).
      expect(calls.indexOf('/api/payments/incomplete')).toBeGreaterThan(calls.indexOf('/auth/pi-login'))
      const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/payments/incomplete')!
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer session-tok')
      expect(JSON.parse(String(init?.body))).toEqual({ paymentId: 'pi-payment-1' })
    })

    it('stays signed out, with no message, when the server refuses the login', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
      installPi(async () => ({ accessToken: 'sim-pioneer', user: { uid: 'sim-uid-pioneer', username: 'pioneer' } }))
      fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'AUTH_PI_TOKEN_INVALID', message: 'Refused' } }, 401))
      renderSignIn()
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(consoleError).toHaveBeenCalled())
      expect(window.localStorage.getItem('user')).toBeNull()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(location()).toBe('/advertise')
    })
  })
})
