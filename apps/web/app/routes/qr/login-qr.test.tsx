import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NoticeArea } from '#app/components/layouts/notice-area'
import { dismissNotice } from '#app/lib/notices'
import type { PiSdk } from '#app/lib/pi-sdk'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { withContract } from '#app/test/support'
import LoginQrPage from './login-qr'

const PI_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 PiBrowser/2.0'
const CODE = 'code-aaaaaaaaaaaaaaaaaaaaa1'
const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PI_BROWSER_UA)
  // The wallet the Pi Browser injects (an outside service): it signs the phone in as qrphone.
  const pi: PiSdk = {
    init: vi.fn(),
    authenticate: vi.fn(async () => ({ accessToken: 'pi-tok', user: { uid: 'sim-uid-qrphone', username: 'qrphone' } })),
  }
  window.Pi = pi
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url === '/auth/pi-login') {
      return jsonResponse({
        accessToken: 'phone-tok',
        username: 'qrphone',
        piId: 'sim-uid-qrphone',
        role: 'USER',
        expiresIn: 3600,
      })
    }
    if (url === `/api/session-links/${CODE}`) {
      return jsonResponse({
        code: CODE,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
        userAgentSummary: 'Chrome on Windows',
        network: '203.0.113.x',
      })
    }
    if (url === '/api/session-links/sync') return jsonResponse({ ok: true })
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
  })
  vi.stubGlobal('fetch', withContract(fetchMock))
})

afterEach(() => {
  delete window.Pi
  dismissNotice('signed-in')
  vi.restoreAllMocks()
})

describe('the login-qr page', () => {
  it('signs the phone in without saying "Signed in as" before the user confirms, nor after', async () => {
    renderWithApp(
      <>
        <NoticeArea />
        <LoginQrPage />
      </>,
      { path: `/login-qr?code=${CODE}` },
    )
    await screen.findByRole('region', { name: 'Sign in on another device?' })
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/auth/pi-login')).toBe(true))
    expect(document.body).not.toHaveTextContent(/signed in as/i)

    await userEvent.type(screen.getByLabelText('Pairing code'), '0482')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Session synced! You can now use the desktop.')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/signed in as/i)
  })
})
