// A desktop QR payment nobody paid in time: the server closes the order as expired (`closedReason`),
// and the desktop's QR stops waiting, says the payment expired and offers a new one; the phone that
// opens the old link late says it expired too. Every language has these words.
import { PLAN_TYPES, type PlanType } from '@spotlight/shared/domain/plans'
import type { PlanPrices } from '@spotlight/shared/schemas/payments'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeArticle, stubApi, storeUser } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { PAYMENT_POLL_MS } from '../hooks/use-payment-polling'
import { PayQrFlow } from './pay-qr-flow'
import { PlanActivation, type PlanSelection } from './plan-activation'
import { PlanCards } from './plan-cards'

const ORDER_ID = '11111111-2222-4333-8444-555555555555'
const statusPath = `GET /api/payments/by-payment-id/${ORDER_ID}` as const
/** A price for every plan there is (the figures do not matter here). */
const prices = Object.fromEntries(PLAN_TYPES.map((plan) => [plan, 1])) as PlanPrices
const closed =
  (closedReason: 'EXPIRED' | 'USER_CANCELLED' | null, planType: PlanType = 'STANDARD') =>
  () =>
    jsonResponse({
      paymentId: ORDER_ID,
      status: 'CANCELLED' as const,
      closedReason,
      expirationAt: null,
      planType,
      amount: 1,
    })
const order = (planType: PlanType) => () =>
  jsonResponse(
    {
      paymentId: ORDER_ID,
      amount: 1,
      memo: `Pago por plan ${planType}`,
      metadata: { orderId: ORDER_ID, paymentId: ORDER_ID, planType, username: 'ada' },
    },
    201,
  )
const user = () => userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})
const polls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/by-payment-id/')).length

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.localStorage.clear()
})

/** The Advertise page's Publish plan bought on a desktop, up to its QR code. */
async function buyStandardOnDesktop(lang: 'en' | 'es' = 'en') {
  renderWithApp(<PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: null }} />, {
    path: '/advertise',
    root: { lang },
  })
  await user().click(await screen.findByTestId('choose-STANDARD'))
  const dialog = await screen.findByRole('dialog')
  await user().click(within(dialog).getByRole('checkbox'))
  await user().click(within(dialog).getAllByRole('button').at(-1)!)
  return screen.findByTestId('qr-payment-modal')
}

describe('a desktop QR payment whose order expired', () => {
  it('Advertise: stops waiting, says the payment expired, and Start over begins a new one', async () => {
    storeUser()
    const fetchMock = stubApi({ 'POST /api/payments/create': order('STANDARD'), [statusPath]: closed('EXPIRED') })
    await buyStandardOnDesktop()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))

    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'This payment expired: it was not paid from a phone in time. No Pi was taken. Start over for a new QR code.',
    )
    expect(screen.queryByTestId('qr-payment-modal')).not.toBeInTheDocument()
    const seen = polls(fetchMock)
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3))
    expect(polls(fetchMock)).toBe(seen)

    await user().click(screen.getByRole('button', { name: 'Start over' }))
    expect(await screen.findByRole('dialog', { name: 'Confirm payment' })).toBeInTheDocument()
  })

  it('Advertise, in Spanish', async () => {
    storeUser()
    stubApi({ 'POST /api/payments/create': order('STANDARD'), [statusPath]: closed('EXPIRED') })
    await buyStandardOnDesktop('es')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'Este pago expiró: no se pagó desde un teléfono a tiempo. No se cobró ningún Pi.',
    )
    expect(screen.getByRole('button', { name: 'Empezar de nuevo' })).toBeInTheDocument()
  })

  it('an order cancelled in the wallet is said as cancelled, not as expired', async () => {
    storeUser()
    stubApi({ 'POST /api/payments/create': order('STANDARD'), [statusPath]: closed('USER_CANCELLED') })
    await buyStandardOnDesktop()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent('The payment was cancelled or expired')
    expect(screen.getByTestId('purchase-message')).not.toHaveTextContent('This payment expired')
  })

  it('My Articles: the plan modal comes back saying it expired, and its button pays again', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/payments/slots': () => jsonResponse({ totalSlots: 7, remainingSlots: 3, categoryName: null }),
      'GET /api/price': () => jsonResponse(prices),
      'GET /api/payments/waitlist': () => jsonResponse([]),
      'POST /api/payments/create': order('MAIN_SLIDER'),
      [statusPath]: closed('EXPIRED', 'MAIN_SLIDER'),
    })
    const article = makeArticle({ id: 7, status: 'PUBLISHED', title: 'Chat with Pioneers' })
    function Harness() {
      const [selection, setSelection] = useState<PlanSelection | null>({ article, planType: 'MAIN_SLIDER', seq: 1 })
      return <PlanActivation selection={selection} onClose={() => setSelection(null)} onActivated={() => {}} />
    }
    renderWithApp(<Harness />)
    const pay = await screen.findByTestId('plan-activate')
    await waitFor(() => expect(pay).toBeEnabled())
    await user().click(pay)
    await screen.findByTestId('qr-payment-modal')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))

    expect(await screen.findByTestId('plan-qr-closed')).toHaveTextContent(
      'This payment expired: it was not paid from a phone in time. No Pi was taken.',
    )
    expect(screen.queryByTestId('qr-payment-modal')).not.toBeInTheDocument()
    const creates = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/payments/create')).length
    expect(creates()).toBe(1)
    await user().click(screen.getByTestId('plan-activate'))
    await waitFor(() => expect(creates()).toBe(2))
    expect(await screen.findByTestId('qr-payment-modal')).toBeInTheDocument()
    expect(screen.queryByTestId('plan-qr-closed')).not.toBeInTheDocument()
  })
})

describe('the phone opening the pay link of an expired order', () => {
  const renderFlow = () =>
    renderWithApp(
      <PayQrFlow
        paymentId={ORDER_ID}
        authenticate={async () => {
          throw new Error('not used: a stored session is present')
        }}
        piSandbox={false}
      />,
    )

  it('says the payment expired and to start again from the desktop', async () => {
    storeUser()
    stubApi({ [statusPath]: closed('EXPIRED', 'MAIN_SLIDER') })
    renderFlow()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment expired: it was not paid in time. No Pi was taken. Start again from the desktop.',
    )
  })

  it('an order closed otherwise keeps saying it can no longer be paid', async () => {
    storeUser()
    stubApi({ [statusPath]: closed('USER_CANCELLED', 'MAIN_SLIDER') })
    renderFlow()
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be paid.')
  })
})
