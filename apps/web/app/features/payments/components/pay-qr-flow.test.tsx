import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaymentStatusDto } from '@spotlight/shared/schemas/payments'
import { stubApi, storeUser } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { PayQrFlow } from './pay-qr-flow'
import { answerIncomplete, installPiWallet } from './pi-wallet.test-support'

const PI_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 PiBrowser/2.0'
const ORDER_ID = '11111111-2222-4333-8444-555555555555'
const statusPath = `GET /api/payments/by-payment-id/${ORDER_ID}` as const
const status = (value: PaymentStatusDto['status']) => () =>
  jsonResponse<PaymentStatusDto>({
    paymentId: ORDER_ID,
    status: value,
    expirationAt: null,
    planType: 'MAIN_SLIDER',
    amount: 5,
  })

const authenticate = vi.fn(async () => {
  throw new Error('not used: a stored session is present')
})

function renderFlow() {
  return renderWithApp(<PayQrFlow paymentId={ORDER_ID} authenticate={authenticate} piSandbox={false} />)
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
  delete window.Pi
})

describe('PayQrFlow (the phone side of a QR payment)', () => {
  it('outside the Pi Browser, says where to open the link', async () => {
    stubApi({})
    renderFlow()
    expect(await screen.findByText('Open this link in Pi Browser on your phone to pay.')).toBeInTheDocument()
  })

  it('an order the signed-in account cannot see (another Pi account) is refused', async () => {
    storeUser()
    stubApi({ [statusPath]: () => jsonResponse({ error: { code: 'PAYMENT_NOT_FOUND', message: 'no' } }, 404) })
    renderFlow()
    expect(await screen.findByRole('alert')).toHaveTextContent(/belongs to another Pi account/)
  })

  it('an order already paid, or closed, is not paid again', async () => {
    storeUser()
    stubApi({ [statusPath]: status('COMPLETED') })
    const view = renderFlow()
    expect(await screen.findByText('Payment completed! You can go back to your desktop.')).toBeInTheDocument()
    view.unmount()
    stubApi({ [statusPath]: status('CANCELLED') })
    renderFlow()
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be paid.')
  })

  it('pays the order with the SDK: same amount, memo and metadata as the desktop order', async () => {
    storeUser()
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PI_BROWSER_UA)
    const fetchMock = stubApi({
      [statusPath]: status('CREATED'),
      'POST /api/payments/approve': () =>
        jsonResponse({ status: 'APPROVED', paymentId: ORDER_ID, piPaymentId: 'pi-9', planType: 'MAIN_SLIDER' }),
      'POST /api/payments/complete': () =>
        jsonResponse({
          status: 'COMPLETED',
          paymentId: ORDER_ID,
          planType: 'MAIN_SLIDER',
          amount: 5,
          expirationAt: null,
        }),
    })
    type Callbacks = {
      onReadyForServerApproval: (id: string) => void
      onReadyForServerCompletion: (id: string, txid: string) => void
    }
    const createPayment = vi.fn((_data: unknown, callbacks: Callbacks) => {
      callbacks.onReadyForServerApproval('pi-9')
      setTimeout(() => callbacks.onReadyForServerCompletion('pi-9', 'tx-9'), 10)
    })
    window.Pi = {
      init: vi.fn(),
      authenticate: vi.fn(async () => ({ accessToken: 'sim-ada', user: { uid: 'u', username: 'ada' } })),
      createPayment,
    } as unknown as Window['Pi']

    renderFlow()
    expect(await screen.findByText('Main Slider plan · 5 Pi · account ada')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Pay 5 Pi' }))
    expect(await screen.findByText('Payment completed! You can go back to your desktop.')).toBeInTheDocument()
    expect(createPayment).toHaveBeenCalledWith(
      {
        amount: 5,
        memo: 'Pago por plan MAIN_SLIDER',
        metadata: { orderId: ORDER_ID, paymentId: ORDER_ID, planType: 'MAIN_SLIDER', username: 'ada' },
      },
      expect.any(Object),
    )
    const paths = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    expect(paths).toContain('POST /api/payments/approve')
    expect(paths).toContain('POST /api/payments/complete')
  })

  describe('a payment a reload or Back left unfinished on this phone', () => {
    const pathsOf = (fetchMock: ReturnType<typeof stubApi>) =>
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)

    it('is settled before the order is read, which then shows as it now is', async () => {
      storeUser()
      let settled = false
      // Approved for the payment left unsigned; closed once the server cancels that payment.
      const fetchMock = answerIncomplete(
        stubApi({ [statusPath]: () => status(settled ? 'CANCELLED' : 'APPROVED')() }),
        () => (settled = true),
      )
      installPiWallet({ incomplete: { identifier: 'pi-old' } })
      renderFlow()
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This order can no longer be paid. Start again from the desktop.',
      )
      expect(pathsOf(fetchMock)).toEqual([
        'POST /api/payments/incomplete',
        `GET /api/payments/by-payment-id/${ORDER_ID}`,
      ])
    })

    it('pays the order after it with the same wallet: one authenticate', async () => {
      storeUser()
      const fetchMock = answerIncomplete(
        stubApi({
          [statusPath]: status('CREATED'),
          'POST /api/payments/approve': () =>
            jsonResponse({ status: 'APPROVED', paymentId: ORDER_ID, piPaymentId: 'pi-9', planType: 'MAIN_SLIDER' }),
          'POST /api/payments/complete': () =>
            jsonResponse({ status: 'COMPLETED', paymentId: ORDER_ID, planType: 'MAIN_SLIDER', amount: 5 }),
        }),
      )
      const { authenticate, createPayment } = installPiWallet({
        incomplete: { identifier: 'pi-old' },
        play: (callbacks) => {
          callbacks.onReadyForServerApproval('pi-9')
          setTimeout(() => callbacks.onReadyForServerCompletion('pi-9', 'tx-9'), 10)
        },
      })
      renderFlow()
      await userEvent.click(await screen.findByRole('button', { name: 'Pay 5 Pi' }))
      expect(await screen.findByText('Payment completed! You can go back to your desktop.')).toBeInTheDocument()
      expect(createPayment).toHaveBeenCalledTimes(1)
      expect(authenticate).toHaveBeenCalledTimes(1)
      expect(pathsOf(fetchMock)[0]).toBe('POST /api/payments/incomplete')
    })
  })
})
