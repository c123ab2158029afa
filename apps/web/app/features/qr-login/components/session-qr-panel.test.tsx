import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from 'react-router'
import type { SessionUser } from '@spotlight/shared/schemas/auth'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { withContract } from '#app/test/support'
import type { LiveChannelFactory, LiveChannelHandlers } from '../utils/live-channel'
import { SessionQrPanel } from './session-qr-panel'

// The QR drawing needs a canvas jsdom lacks; the package is someone else's, so it is stubbed here.
vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,AAAA') }))

const CODES = ['code-aaaaaaaaaaaaaaaaaaaaa1', 'code-bbbbbbbbbbbbbbbbbbbbb2', 'code-ccccccccccccccccccccc3']
const SECRET = 'secret-ssssssssssssssssssss'
const PAIRING_CODES = ['0482', '7310', '5555']
const USER: SessionUser = {
  accessToken: 'desktop-tok',
  username: 'qrphone',
  piId: 'sim-uid-qrphone',
  role: 'USER',
  expiresIn: 3600,
}

const fetchMock = vi.fn<typeof fetch>()
let linkCount = 0
let statusAnswers: unknown[] = []

/** The fake live channel: records what the page opened, and lets the test play the server. */
type OpenedChannel = { code: string; secret: string; handlers: LiveChannelHandlers; isClosed: boolean }
let channels: OpenedChannel[] = []
const createChannel: LiveChannelFactory = (link, handlers) => {
  const channel: OpenedChannel = { code: link.code, secret: link.secret, handlers, isClosed: false }
  channels.push(channel)
  return { close: () => (channel.isClosed = true) }
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>
}

function renderPanel() {
  return renderWithApp(
    <>
      <SessionQrPanel publicUrl="https://spotlight.test" createChannel={createChannel} />
      <Location />
    </>,
    { path: '/session-qr' },
  )
}

/** Waits until the page shows code number `index` and listens for it. */
async function waitForCode(index: number) {
  await waitFor(() => expect(manualLink()).toHaveAttribute('href', expect.stringContaining(CODES[index]!)))
  await waitFor(() => expect(channels[index]).toBeDefined())
}

const statusCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/status/'))
const location = () => screen.getByTestId('location').textContent
const manualLink = () => screen.getByTestId('manual-login-link')

beforeEach(() => {
  linkCount = 0
  statusAnswers = []
  channels = []
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url === '/api/session-links' && init?.method === 'POST') {
      const pairingCode = PAIRING_CODES[linkCount]!
      const code = CODES[linkCount++]!
      const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString()
      return jsonResponse({ code, secret: SECRET, expiresAt, pairingCode }, 201)
    }
    if (url.startsWith('/api/session-links/status/'))
      return jsonResponse(statusAnswers.shift() ?? { status: 'PENDING' })
    if (url === '/auth/session-cookie' && init?.method === 'POST') return jsonResponse({ ok: true })
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
  })
  vi.stubGlobal('fetch', withContract(fetchMock))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the desktop QR sign-in', () => {
  it('shows the QR code and the manual link with the code only, and listens with the secret', async () => {
    renderPanel()
    expect(await screen.findByRole('img', { name: 'Login QR Code' })).toHaveAttribute('width', '256')
    expect(manualLink()).toHaveAttribute('href', `https://spotlight.test/login-qr?code=${CODES[0]}`)
    expect(screen.getByText('Or enter manually')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your phone…')
    expect(channels).toMatchObject([{ code: CODES[0], secret: SECRET, isClosed: false }])
  })

  it('shows the pairing code the phone must type, read out digit by digit, and never puts it in the link', async () => {
    renderPanel()
    await waitForCode(0)
    const pairing = screen.getByTestId('qr-pairing')
    expect(pairing).toHaveTextContent('Pairing code')
    expect(screen.getByTestId('pairing-code')).toHaveTextContent('0482')
    expect(pairing).toHaveTextContent('0 4 8 2')
    expect(manualLink().getAttribute('href')).not.toContain('0482')
  })

  it('shows a new pairing code with a new QR code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderPanel()
    await waitForCode(0)
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    await waitForCode(1)
    expect(screen.getByTestId('pairing-code')).toHaveTextContent('7310')
  })

  it('labels the pairing code in Spanish', async () => {
    renderWithApp(<SessionQrPanel publicUrl="https://spotlight.test" createChannel={createChannel} />, {
      path: '/session-qr',
      root: { lang: 'es' },
    })
    expect(await screen.findByText('Código de emparejamiento')).toBeInTheDocument()
  })

  it('stores the session the phone hands over and opens the user dashboard', async () => {
    renderPanel()
    await waitForCode(0)
    act(() => channels[0]!.handlers.onUser(USER))

    await waitFor(() => expect(location()).toBe('/user-dashboard'))
    const stored = JSON.parse(window.localStorage.getItem('user') ?? 'null')
    expect(stored).toMatchObject(USER)
    expect(Date.parse(stored.expiresAt)).toBeGreaterThan(Date.now() + 3500_000)
    expect(channels[0]!.isClosed).toBe(true)
    // The handed-over session asks for its form cookie, with its own token.
    const cookieCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/session-cookie')
    expect(cookieCalls).toHaveLength(1)
    expect(new Headers(cookieCalls[0]![1]?.headers).get('authorization')).toBe('Bearer desktop-tok')
  })

  it('opens the admin dashboard for an administrator', async () => {
    renderPanel()
    await waitForCode(0)
    act(() => channels[0]!.handlers.onUser({ ...USER, role: 'ADMIN' }))
    await waitFor(() => expect(location()).toBe('/admin-dashboard'))
  })

  it('replaces an expired code with a fresh one, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderPanel()
    await waitForCode(0)
    act(() => channels[0]!.handlers.onConnected())

    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    await waitForCode(1)
    expect(channels[0]!.isClosed).toBe(true)
    expect(channels[1]).toMatchObject({ code: CODES[1], isClosed: false })
    expect(location()).toBe('/session-qr')
  })

  it('replaces the code when the live channel reports it expired or used', async () => {
    renderPanel()
    await waitForCode(0)
    act(() => channels[0]!.handlers.onLinkError('SESSION_LINK_EXPIRED'))
    await waitForCode(1)
    act(() => channels[1]!.handlers.onLinkError('SESSION_LINK_ALREADY_USED'))
    await waitForCode(2)
    expect(channels.map((channel) => channel.isClosed)).toEqual([true, true, false])
  })

  it('polls the status endpoint every 3 s when the socket does not connect, and signs in from it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    statusAnswers = [{ status: 'PENDING' }, { status: 'CLAIMED', user: USER }]
    renderPanel()
    await waitForCode(0)
    expect(statusCalls()).toHaveLength(0)

    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(statusCalls()).toHaveLength(1)
    const [url, init] = statusCalls()[0]!
    expect(url).toBe(`/api/session-links/status/${CODES[0]}`)
    expect(new Headers(init?.headers).get('x-link-secret')).toBe(SECRET)
    expect(screen.getByTestId('qr-polling')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(3000))
    await waitFor(() => expect(location()).toBe('/user-dashboard'))
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'qrphone' })

    // Polling stops with the sign-in.
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(statusCalls()).toHaveLength(2)
  })

  it('polls at once when the socket fails, and not at all while it is connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { unmount } = renderPanel()
    await waitForCode(0)
    act(() => channels[0]!.handlers.onConnected())
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(statusCalls()).toHaveLength(0)

    act(() => channels[0]!.handlers.onFailure())
    await waitFor(() => expect(statusCalls()).toHaveLength(1))

    unmount()
    expect(channels[0]!.isClosed).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(statusCalls()).toHaveLength(1)
  })

  it('offers a retry when no code can be created', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Boom' } }, 500))
    renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create a sign-in code.')
    act(() => screen.getByRole('button', { name: 'Try again' }).click())
    await waitForCode(0)
  })
})
