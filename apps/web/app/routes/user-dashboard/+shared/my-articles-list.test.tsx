import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CreatePaymentResponse, PaymentStatusDto } from '@spotlight/shared/schemas/payments'
import { makeArticle, serverError, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { PAYMENT_POLL_MS } from '#app/features/payments/hooks/use-payment-polling'
import { PLAN_MESSAGE_MS } from '#app/features/payments/components/plan-activation'
import { MyArticlesList } from './my-articles-list'

const ORDER_ID = '11111111-2222-4333-8444-555555555555'
const published = makeArticle({ id: 7, status: 'PUBLISHED', title: 'Chat with Pioneers' })
const slots = (remainingSlots: number) => () => jsonResponse({ totalSlots: 7, remainingSlots, categoryName: null })
const prices = () => jsonResponse({ STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 })
const order = () =>
  jsonResponse<CreatePaymentResponse>(
    {
      paymentId: ORDER_ID,
      amount: 5,
      memo: 'Pago por plan MAIN_SLIDER',
      metadata: { orderId: ORDER_ID, paymentId: ORDER_ID, planType: 'MAIN_SLIDER', username: 'ada', articleId: 7 },
    },
    201,
  )
const statusOf = (status: PaymentStatusDto['status']) => () =>
  jsonResponse<PaymentStatusDto>({
    paymentId: ORDER_ID,
    status,
    expirationAt: null,
    planType: 'MAIN_SLIDER',
    amount: 5,
  })
const pollPath = `/api/payments/by-payment-id/${ORDER_ID}` as const
const polls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === pollPath).length

function user() {
  return userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})
}

async function openMainSlider() {
  const item = await screen.findByTestId('dashboard-article')
  await user().click(within(item).getByRole('button', { name: 'Activate Main Slider' }))
  return screen.findByRole('dialog', { name: 'Activate a plan' })
}

// Renders the list, opens Main Slider's dialog once its 3 free slots show, and presses Pay.
async function renderAndPay() {
  renderWithApp(<MyArticlesList />)
  const dialog = await openMainSlider()
  await within(dialog).findByText('3 of 7 slots remaining')
  await user().click(within(dialog).getByRole('button', { name: 'Pay and activate' }))
}

beforeEach(() => {
  // The QR image is drawn by the `qrcode` package in the browser; jsdom has no canvas, so it stays a placeholder.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('My Articles plan activation', () => {
  it('shows each Activate link only while that plan type is neither active nor expired', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () =>
        jsonResponse([
          makeArticle({
            status: 'PUBLISHED',
            activePlans: [{ planType: 'CATEGORY_SLIDER', expirationAt: '2999-01-01T00:00:00.000Z' }],
          }),
        ]),
    })
    renderWithApp(<MyArticlesList />)
    const item = await screen.findByTestId('dashboard-article')
    expect(within(item).getByRole('button', { name: 'Activate Main Slider' })).toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: 'Activate Category Slider' })).not.toBeInTheDocument()
  })

  it('an admin activates without payment; the badge appears and the message goes after 4 s', async () => {
    storeUser('ADMIN')
    const fetchMock = stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(4),
      'GET /api/price': prices,
      'POST /api/payments/activate/admin': () =>
        jsonResponse({ planType: 'MAIN_SLIDER', expirationAt: '2999-05-06T00:00:00.000Z' }),
    })
    renderWithApp(<MyArticlesList />)
    const dialog = await openMainSlider()
    expect(await within(dialog).findByText('4 of 7 slots remaining')).toBeInTheDocument()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user().click(within(dialog).getByRole('button', { name: 'Activate (admin, no payment)' }))

    expect(await screen.findByText('MAIN SLIDER activated successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('plan-badge')).toHaveTextContent(/Main Slider · Expires on May 6, 2999/)
    expect(screen.queryByRole('button', { name: 'Activate Main Slider' })).not.toBeInTheDocument()
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/payments/activate/admin')!
    expect(JSON.parse(String(init?.body))).toEqual({
      articleId: 7,
      planType: 'MAIN_SLIDER',
      username: 'ada',
      categorySlug: null,
    })
    await act(() => vi.advanceTimersByTimeAsync(PLAN_MESSAGE_MS))
    expect(screen.queryByText('MAIN SLIDER activated successfully!')).not.toBeInTheDocument()
  })

  it('an admin activation that fails says so', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(4),
      'GET /api/price': prices,
      'POST /api/payments/activate/admin': serverError,
    })
    renderWithApp(<MyArticlesList />)
    const dialog = await openMainSlider()
    await within(dialog).findByText('4 of 7 slots remaining')
    await user().click(within(dialog).getByRole('button', { name: 'Activate (admin, no payment)' }))
    expect(await screen.findByText('Failed to activate plan as admin.')).toBeInTheDocument()
  })

  it('a full slider: the button becomes the waiting line; a price that cannot load is said', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(0),
      'GET /api/price': serverError,
      'GET /api/payments/waitlist': () => jsonResponse([]),
      'POST /api/payments/waitlist': () => jsonResponse({ planType: 'MAIN_SLIDER', categorySlug: null, position: 1 }),
    })
    renderWithApp(<MyArticlesList />)
    const dialog = await openMainSlider()
    expect(await within(dialog).findByText('No slots remaining')).toBeInTheDocument()
    expect(within(dialog).queryByTestId('plan-activate')).not.toBeInTheDocument()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load plan information.')
    const join = within(dialog).getByRole('button', { name: 'Notify me when a slot frees' })
    await waitFor(() => expect(join).toBeEnabled())
    await user().click(join)
    expect(await within(dialog).findByText('You are number 1 in line for this slider.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Leave the line' })).toBeInTheDocument()
  })

  it('a slot held for the user in a full slider can be paid for', async () => {
    storeUser()
    const heldUntil = new Date(Date.now() + 3600_000).toISOString()
    stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(0),
      'GET /api/price': prices,
      'GET /api/payments/waitlist': () =>
        jsonResponse([{ planType: 'MAIN_SLIDER', categorySlug: null, position: 0, heldUntil }]),
    })
    renderWithApp(<MyArticlesList />)
    const dialog = await openMainSlider()
    expect(await within(dialog).findByTestId('waitlist-held')).toBeInTheDocument()
    expect(within(dialog).getByTestId('plan-activate')).toBeEnabled()
  })

  it("'Renew' on a promotion in its renewal window: paid, and the badge shows the new end at once", async () => {
    storeUser()
    const end = new Date(Date.now() + 3 * 24 * 3600_000).toISOString()
    const fetchMock = stubApi({
      'GET /api/articles/published': () =>
        jsonResponse([{ ...published, activePlans: [{ planType: 'MAIN_SLIDER', expirationAt: end }] }]),
      'GET /api/payments/renewable': () =>
        jsonResponse([{ articleId: 7, planType: 'MAIN_SLIDER', categorySlug: null, expiresAt: end }]),
      // Full, but a renewal keeps its own slot.
      'GET /api/payments/slots': slots(0),
      'GET /api/price': prices,
      'GET /api/payments/waitlist': () => jsonResponse([]),
      'POST /api/payments/create': order,
      [`GET ${pollPath}` as const]: statusOf('COMPLETED'),
      'POST /api/payments/activate': () =>
        jsonResponse({ planType: 'MAIN_SLIDER', expirationAt: '2999-05-06T00:00:00.000Z' }),
    })
    renderWithApp(<MyArticlesList />)
    const item = await screen.findByTestId('dashboard-article')
    expect(within(item).queryByRole('button', { name: 'Activate Main Slider' })).not.toBeInTheDocument()
    await user().click(await within(item).findByRole('button', { name: 'Renew Main Slider' }))
    const dialog = await screen.findByRole('dialog', { name: 'Renew a plan' })
    expect(within(dialog).queryByText('No slots remaining')).not.toBeInTheDocument()
    await user().click(within(dialog).getByRole('button', { name: 'Pay and renew' }))
    // Desktop: the QR modal, then polling finds the payment completed.
    expect(await screen.findByTestId('plan-message')).toHaveTextContent('Main Slider renewed until May 6, 2999.')
    expect(within(screen.getByTestId('dashboard-article')).getByTestId('plan-badge')).toHaveTextContent('May 6, 2999')
    const created = fetchMock.mock.calls.find(([url]) => String(url) === '/api/payments/create')!
    expect(JSON.parse(String(created[1]!.body))).toMatchObject({ planType: 'MAIN_SLIDER', articleId: 7 })
  })

  it('a category plan needs the article to have a category', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () => jsonResponse([{ ...published, category: null }]),
      'GET /api/price': prices,
    })
    renderWithApp(<MyArticlesList />)
    const item = await screen.findByTestId('dashboard-article')
    await user().click(within(item).getByRole('button', { name: 'Activate Category Slider' }))
    const dialog = await screen.findByRole('dialog', { name: 'Activate a plan' })
    expect(within(dialog).getByText('This article does not have a category assigned.')).toBeInTheDocument()
    expect(within(dialog).getByTestId('plan-activate')).toBeDisabled()
  })

  it('desktop: QR modal, polling every 3 s through 404s until COMPLETED, then activation', async () => {
    storeUser()
    let status: PaymentStatusDto['status'] | 'NOT_FOUND' = 'NOT_FOUND'
    const fetchMock = stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(3),
      'GET /api/price': prices,
      'POST /api/payments/create': order,
      [`GET ${pollPath}` as const]: () =>
        status === 'NOT_FOUND'
          ? jsonResponse({ error: { code: 'PAYMENT_NOT_FOUND', message: 'no' } }, 404)
          : statusOf(status)(),
      'POST /api/payments/activate': () =>
        jsonResponse({ planType: 'MAIN_SLIDER', expirationAt: '2999-07-08T00:00:00.000Z' }),
    })
    renderWithApp(<MyArticlesList />, {
      root: {
        config: {
          publicUrl: 'https://spot.example',
          piSdkUrl: '',
          piSandbox: false,
          piSimulator: true,
          mediaStore: 'local',
        },
      },
    })
    const dialog = await openMainSlider()
    await within(dialog).findByText('3 of 7 slots remaining')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user().click(within(dialog).getByRole('button', { name: 'Pay and activate' }))

    const qr = await screen.findByRole('dialog', { name: 'Scan to Pay with Pi Browser' })
    const link = within(qr).getByRole('link', { name: 'Open the payment link' })
    expect(link).toHaveAttribute(
      'href',
      `https://spot.example/pay-qr?paymentId=${ORDER_ID}&plan=MAIN_SLIDER&articleId=7`,
    )
    expect(within(qr).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(polls(fetchMock)).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(polls(fetchMock)).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(polls(fetchMock)).toBe(2) // a 404 keeps polling
    status = 'APPROVED'
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(polls(fetchMock)).toBe(3)
    status = 'COMPLETED'
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))

    expect(await screen.findByText('Payment completed from Pi Browser!')).toBeInTheDocument()
    expect(await screen.findByText('MAIN SLIDER activated successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('plan-badge')).toHaveTextContent(/Expires on July 8, 2999/)
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3))
    expect(polls(fetchMock)).toBe(4) // stopped on completion
  })

  it('stops polling on a non-404 error with its message', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(3),
      'GET /api/price': prices,
      'POST /api/payments/create': order,
      [`GET ${pollPath}` as const]: serverError,
    })
    renderWithApp(<MyArticlesList />)
    const dialog = await openMainSlider()
    await within(dialog).findByText('3 of 7 slots remaining')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user().click(within(dialog).getByRole('button', { name: 'Pay and activate' }))
    await screen.findByRole('dialog', { name: 'Scan to Pay with Pi Browser' })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify payment status.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3))
    expect(polls(fetchMock)).toBe(1)
  })

  it('stops polling when the QR modal is cancelled and when the screen is left', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(3),
      'GET /api/price': prices,
      'POST /api/payments/create': order,
      [`GET ${pollPath}` as const]: statusOf('CREATED'),
    })
    const view = renderWithApp(<MyArticlesList />)
    let dialog = await openMainSlider()
    await within(dialog).findByText('3 of 7 slots remaining')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user().click(within(dialog).getByRole('button', { name: 'Pay and activate' }))
    let qr = await screen.findByRole('dialog', { name: 'Scan to Pay with Pi Browser' })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(polls(fetchMock)).toBe(1)
    await user().click(within(qr).getByRole('button', { name: 'Cancel' }))
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3))
    expect(polls(fetchMock)).toBe(1)

    // Leaving the screen (the list unmounts) stops it as well.
    dialog = await openMainSlider()
    await within(dialog).findByText('3 of 7 slots remaining')
    await user().click(within(dialog).getByRole('button', { name: 'Pay and activate' }))
    qr = await screen.findByRole('dialog', { name: 'Scan to Pay with Pi Browser' })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(polls(fetchMock)).toBe(2)
    view.unmount()
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3))
    expect(polls(fetchMock)).toBe(2)
  })

  it('a failed order creation says so', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(3),
      'GET /api/price': prices,
      'POST /api/payments/create': serverError,
    })
    await renderAndPay()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create payment.'))
  })

  describe('in the Pi Browser', () => {
    type Callbacks = {
      onReadyForServerApproval: (id: string) => void
      onReadyForServerCompletion: (id: string, txid: string) => void
      onCancel: (id: string) => void
      onError: (error: Error) => void
    }
    function installPi(play: (callbacks: Callbacks) => void) {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 13) PiBrowser/2.0')
      window.Pi = {
        init: vi.fn(),
        authenticate: vi.fn(async () => ({ accessToken: 'sim-ada', user: { uid: 'u', username: 'ada' } })),
        createPayment: vi.fn((_data: unknown, callbacks: Callbacks) => play(callbacks)),
      } as unknown as Window['Pi']
    }
    afterEach(() => {
      delete window.Pi
    })
    const api = stubRoutes({
      'GET /api/articles/published': () => jsonResponse([published]),
      'GET /api/payments/slots': slots(3),
      'GET /api/price': prices,
      'POST /api/payments/create': order,
      'POST /api/payments/approve': () =>
        jsonResponse({ status: 'APPROVED', paymentId: ORDER_ID, piPaymentId: 'pi-1', planType: 'MAIN_SLIDER' }),
      'POST /api/payments/complete': () =>
        jsonResponse({ status: 'COMPLETED', paymentId: ORDER_ID, planType: 'MAIN_SLIDER', amount: 5 }),
      'POST /api/payments/activate': () =>
        jsonResponse({ planType: 'MAIN_SLIDER', expirationAt: '2999-09-10T00:00:00.000Z' }),
    })

    it('pays with the SDK (server approval, then completion) and activates', async () => {
      storeUser()
      const fetchMock = stubApi(api)
      installPi((callbacks) => {
        callbacks.onReadyForServerApproval('pi-1')
        setTimeout(() => callbacks.onReadyForServerCompletion('pi-1', 'tx-1'), 10)
      })
      await renderAndPay()
      expect(await screen.findByText('MAIN SLIDER activated successfully!')).toBeInTheDocument()
      expect(screen.getByTestId('plan-badge')).toHaveTextContent(/Expires on September 10, 2999/)
      const paths = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
      expect(paths.filter((path) => path.startsWith('POST'))).toEqual([
        'POST /api/payments/create',
        'POST /api/payments/approve',
        'POST /api/payments/complete',
        'POST /api/payments/activate',
      ])
    })

    const TAKEN_DOWN =
      'Your payment went through, but this article was taken off the public pages while you were paying, so its promotion did not start.'

    it('paid while the article was taken down: says so, activates nothing, shows no badge', async () => {
      storeUser()
      const fetchMock = stubApi({
        ...api,
        'POST /api/payments/complete': () =>
          jsonResponse({
            status: 'COMPLETED',
            paymentId: ORDER_ID,
            planType: 'MAIN_SLIDER',
            amount: 5,
            expirationAt: null,
            promotionEnded: true,
          }),
      })
      installPi((callbacks) => {
        callbacks.onReadyForServerApproval('pi-1')
        setTimeout(() => callbacks.onReadyForServerCompletion('pi-1', 'tx-1'), 10)
      })
      await renderAndPay()
      expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN_DOWN)
      expect(screen.queryByText(/Try again/)).not.toBeInTheDocument()
      expect(screen.queryByTestId('plan-badge')).not.toBeInTheDocument()
      const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url))
      expect(posts).not.toContain('/api/payments/activate')
    })

    it('an activation refused because the article was taken down meanwhile says why', async () => {
      storeUser()
      stubApi({
        ...api,
        'POST /api/payments/activate': () =>
          jsonResponse({ error: { code: 'PROMOTION_ARTICLE_NOT_PUBLISHED', message: 'Not published.' } }, 409),
      })
      installPi((callbacks) => {
        callbacks.onReadyForServerApproval('pi-1')
        setTimeout(() => callbacks.onReadyForServerCompletion('pi-1', 'tx-1'), 10)
      })
      await renderAndPay()
      expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN_DOWN)
      expect(screen.queryByTestId('plan-badge')).not.toBeInTheDocument()
    })

    it.each([
      ['cancels', 'Payment was cancelled.'],
      ['fails', 'Error occurred during payment.'],
    ] as const)('the wallet %s: the message shows and the modal closes', async (what, message) => {
      storeUser()
      stubApi(api)
      installPi((callbacks) => (what === 'cancels' ? callbacks.onCancel('pi-1') : callbacks.onError(new Error('x'))))
      await renderAndPay()
      expect(await screen.findByRole('alert')).toHaveTextContent(message)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
  })
})
