import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from 'react-router'
import type { StoredSession } from '@spotlight/shared/schemas/auth'
import { storeSession } from '#app/lib/session-store'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { withContract } from '#app/test/support'
import { LoginQrFlow } from './login-qr-flow'

const PI_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 PiBrowser/2.0'
const CODE = 'code-aaaaaaaaaaaaaaaaaaaaa1'
const LINK = {
  code: CODE,
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2026-01-02T10:05:00.000Z',
  userAgentSummary: 'Firefox on Linux',
  network: '203.0.113.x',
}
const PAIRING_CODE = '0482'
const fetchMock = vi.fn<typeof fetch>()

/** Plays the Pi sign-in the route passes in: the session it stores is the phone's. */
const signIn = () =>
  vi.fn(async (): Promise<StoredSession> =>
    storeSession({
      accessToken: 'phone-tok',
      username: 'qrphone',
      piId: 'sim-uid-qrphone',
      role: 'USER',
      expiresIn: 3600,
    }),
  )

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>
}

function renderFlow(authenticate = signIn(), lang: 'en' | 'es' = 'en') {
  renderWithApp(
    <>
      <LoginQrFlow code={CODE} authenticate={authenticate} />
      <Location />
    </>,
    { path: `/login-qr?code=${CODE}`, root: { lang } },
  )
  return authenticate
}

/** Types the desktop's pairing code and confirms, as the phone's user does. */
async function confirmWith(pairingCode = PAIRING_CODE) {
  await userEvent.type(await screen.findByLabelText('Pairing code'), pairingCode)
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
}

const syncCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/sync'))

function serve({ link = jsonResponse(LINK), sync = jsonResponse({ ok: true }) } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url === `/api/session-links/${CODE}`) return link.clone()
    if (url === '/api/session-links/sync' && init?.method === 'POST') return sync.clone()
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
  })
}

const location = () => screen.getByTestId('location').textContent

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', withContract(fetchMock))
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the phone side of QR sign-in', () => {
  describe('in the Pi Browser', () => {
    beforeEach(() => {
      vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PI_BROWSER_UA)
    })

    it('signs in with Pi, shows what is being signed in, and syncs the desktop on Confirm', async () => {
      serve()
      let finishSignIn: () => void = () => {}
      const authenticate = vi.fn(
        () =>
          new Promise<StoredSession>((resolve) => {
            finishSignIn = () => void signIn()().then(resolve)
          }),
      )
      renderFlow(authenticate)
      expect(await screen.findByRole('status')).toHaveTextContent('Authenticating with the network...')
      await waitFor(() => expect(authenticate).toHaveBeenCalled())
      finishSignIn()

      const confirm = await screen.findByRole('region', { name: 'Sign in on another device?' })
      expect(confirm).toHaveTextContent('A desktop browser — Firefox on Linux')
      expect(confirm).toHaveTextContent('Network: 203.0.113.x')
      expect(confirm).toHaveTextContent('Code created at')
      expect(confirm).toHaveTextContent('Account: qrphone')
      expect(document.body).not.toHaveTextContent(/signed in as|session synced/i)
      expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer phone-tok')

      await confirmWith()
      expect(await screen.findByText('Session synced! You can now use the desktop.')).toBeInTheDocument()
      const [url, init] = fetchMock.mock.calls[1]!
      expect(url).toBe('/api/session-links/sync')
      expect(JSON.parse(String(init?.body))).toEqual({ code: CODE, pairingCode: PAIRING_CODE })
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer phone-tok')

      // Then home.
      await waitFor(() => expect(location()).toBe('/'))
    })

    it('skips the Pi sign-in when the phone already has a valid session', async () => {
      serve()
      await signIn()()
      const authenticate = renderFlow()
      expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument()
      expect(authenticate).not.toHaveBeenCalled()
    })

    it('goes home on Cancel without syncing', async () => {
      serve()
      renderFlow()
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(location()).toBe('/'))
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/sync'))).toBe(false)
    })

    it('says so when the code has expired', async () => {
      serve({ link: jsonResponse({ error: { code: 'SESSION_LINK_EXPIRED', message: 'Expired' } }, 410) })
      renderFlow()
      expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.')
      expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
    })

    it('asks for the pairing code in a labelled field that the keyboard alone can fill and send', async () => {
      serve()
      renderFlow()
      const field = await screen.findByRole('textbox', { name: 'Pairing code' })
      expect(field).toHaveAccessibleDescription("Type the 4 digits shown on the computer's screen, under its QR code.")
      expect(field).toHaveAttribute('inputmode', 'numeric')
      expect(field).toHaveAttribute('autocomplete', 'one-time-code')
      await userEvent.tab()
      expect(field).toHaveFocus()
      await userEvent.keyboard(`${PAIRING_CODE}{Enter}`)
      expect(await screen.findByText('Session synced! You can now use the desktop.')).toBeInTheDocument()
      expect(JSON.parse(String(syncCalls()[0]![1]?.body))).toEqual({ code: CODE, pairingCode: PAIRING_CODE })
    })

    it('does not send fewer than 4 digits, and says what is missing', async () => {
      serve()
      renderFlow()
      await confirmWith('48')
      expect(await screen.findByRole('alert')).toHaveTextContent("Enter the 4 digits shown on the computer's screen.")
      const field = screen.getByLabelText('Pairing code')
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveFocus()
      expect(syncCalls()).toHaveLength(0)
    })

    it('keeps the form after a wrong pairing code, says so and lets the user type it again', async () => {
      const wrong = jsonResponse({ error: { code: 'SESSION_LINK_PAIRING_MISMATCH', message: 'Wrong' } }, 403)
      serve({ sync: wrong })
      renderFlow()
      await confirmWith('1111')
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "This is not the code on the computer's screen. Check it and try again.",
      )
      expect(screen.queryByText('Failed to sync session with backend.')).not.toBeInTheDocument()
      expect(screen.getByLabelText('Pairing code')).toHaveFocus()

      serve()
      await confirmWith()
      expect(await screen.findByText('Session synced! You can now use the desktop.')).toBeInTheDocument()
      expect(syncCalls().map(([, init]) => JSON.parse(String(init?.body)).pairingCode)).toEqual(['1111', PAIRING_CODE])
    })

    it('ends with a new-QR message once too many wrong codes killed the link', async () => {
      serve({ sync: jsonResponse({ error: { code: 'SESSION_LINK_PAIRING_LOCKED', message: 'Locked' } }, 410) })
      renderFlow()
      await confirmWith('1111')
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(
        'Too many wrong pairing codes. Show a new QR code on the desktop and scan it again.',
      )
      expect(screen.queryByLabelText('Pairing code')).not.toBeInTheDocument()
    })

    it('names the field in Spanish', async () => {
      serve()
      renderFlow(signIn(), 'es')
      expect(await screen.findByRole('textbox', { name: 'Código de emparejamiento' })).toBeInTheDocument()
      expect(screen.getByText('Red: 203.0.113.x')).toBeInTheDocument()
    })

    it('reports a failed sync in its fixed words', async () => {
      serve({ sync: jsonResponse({ error: { code: 'SESSION_LINK_ALREADY_USED', message: 'Used' } }, 409) })
      renderFlow()
      await confirmWith()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Failed to sync session with backend.')
      expect(alert).toHaveTextContent('This code has already been used.')
    })

    it('reports a failed Pi sign-in', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      renderFlow(vi.fn(async () => Promise.reject(new Error('refused'))))
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign in with Pi.')
      expect(fetchMock).not.toHaveBeenCalled()
    })
  })

  it('asks to open the link in Pi Browser elsewhere', async () => {
    const authenticate = renderFlow()
    expect(await screen.findByRole('status')).toHaveTextContent('Open this link in Pi Browser on your phone')
    expect(authenticate).not.toHaveBeenCalled()
  })
})
