import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverError, stubApi, storeUser } from '#app/test/support'
import type { ApprovePaymentResponse, CreatePaymentResponse } from '@spotlight/shared/schemas/payments'
import { type JsonResponse, jsonResponse, renderWithApp } from '#app/test/render'
import { PAYMENT_POLL_MS } from '../hooks/use-payment-polling'
import { PlanCards } from './plan-cards'
import { PURCHASE_REDIRECT_MS } from './purchase-flow'

const PI_BROWSER_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36 PiBrowser/2.0'
const ORDER_ID = '11111111-2222-4333-8444-555555555555'
const prices = { STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 }
const mainSlots = { totalSlots: 7, remainingSlots: 2, categoryName: null }
const order = () =>
  jsonResponse<CreatePaymentResponse>(
    {
      paymentId: ORDER_ID,
      amount: 1,
      memo: 'Pago por plan STANDARD',
      metadata: { orderId: ORDER_ID, paymentId: ORDER_ID, planType: 'STANDARD', username: 'ada' },
    },
    201,
  )

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>
}

function renderCards(slots = mainSlots) {
  return renderWithApp(
    <>
      <PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: slots }} />
      <Location />
    </>,
    { path: '/advertise' },
  )
}

const user = () => userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})

/** Choose plan on the Publish card, then tick the terms and confirm. */
async function buyStandard() {
  await user().click(await screen.findByTestId('choose-STANDARD'))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' })
  await user().click(within(dialog).getByRole('button', { name: 'Confirm' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('You must accept the Terms of Service before proceeding.')
  const terms = within(dialog).getByRole('link', { name: /Terms of Service/ })
  expect(terms).toHaveAttribute('href', '/terms-of-service')
  expect(terms).toHaveAttribute('target', '_blank')
  await user().click(within(dialog).getByRole('checkbox'))
  await user().click(within(dialog).getByRole('button', { name: 'Confirm' }))
}

type Callbacks = {
  onReadyForServerApproval: (id: string) => void
  onReadyForServerCompletion: (id: string, txid: string) => void
  onCancel: (id: string) => void
  onError: (error: Error) => void
}

/** The wallet: a stand-in for the Pi SDK the Pi Browser injects (an external service, like the network). */
function installPi(play: (callbacks: Callbacks) => void) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PI_BROWSER_UA)
  const createPayment = vi.fn((_data: unknown, callbacks: Callbacks) => play(callbacks))
  window.Pi = {
    init: vi.fn(),
    authenticate: vi.fn(async () => ({ accessToken: 'sim-ada', user: { uid: 'u', username: 'ada' } })),
    createPayment,
  } as unknown as Window['Pi']
  return createPayment
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.localStorage.clear()
  delete window.Pi
})

describe('Advertise page purchase', () => {
  it('asks a visitor who is not signed in to sign in first', async () => {
    stubApi({})
    renderCards()
    await user().click(await screen.findByTestId('choose-STANDARD'))
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to buy a plan' })
    expect(within(dialog).getByRole('button', { name: 'Sign in with Pi Browser' })).toBeInTheDocument()
  })

  it('turns the Main Slider button into the waiting line when no slot remains', async () => {
    stubApi({})
    renderCards({ ...mainSlots, remainingSlots: 0 })
    const join = await screen.findByRole('button', { name: 'Notify me when a slot frees' })
    expect(screen.queryByTestId('choose-MAIN_SLIDER')).not.toBeInTheDocument()
    expect(screen.getByTestId('choose-CATEGORY_SLIDER')).toBeEnabled()
    // Signed out: joining asks to sign in first.
    await user().click(join)
    expect(await screen.findByText('Sign in with Pi to join the waiting list.')).toBeInTheDocument()
  })

  it('desktop: redirect notice, QR modal, polling every 3 s that ignores errors, then create-article', async () => {
    storeUser()
    let answerCreate: (response: JsonResponse<CreatePaymentResponse>) => void = () => {}
    let status: 'error' | 'CREATED' | 'COMPLETED' = 'error'
    const fetchMock = stubApi({
      'POST /api/payments/create': () =>
        new Promise<JsonResponse<CreatePaymentResponse>>((resolve) => (answerCreate = resolve)),
      [`GET /api/payments/by-payment-id/${ORDER_ID}` as const]: () =>
        status === 'error'
          ? serverError()
          : jsonResponse({ paymentId: ORDER_ID, status, expirationAt: null, planType: 'STANDARD', amount: 1 }),
    })
    renderCards()
    await buyStandard()
    expect(await screen.findByTestId('redirect-notice')).toHaveTextContent(
      'Heads up! Redirecting to the payment page to publish your article...',
    )
    // The notice shows before the request leaves; answer only once it has been made.
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/create'))).toBe(true))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    answerCreate(order())
    const qr = await screen.findByRole('dialog', { name: 'Scan to pay with Pi Browser' })
    expect(within(qr).getByRole('link', { name: 'Or open the payment link' })).toHaveAttribute(
      'href',
      `/pay-qr?paymentId=${ORDER_ID}&plan=STANDARD`,
    )
    const polls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/by-payment-id/')).length
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(polls()).toBe(1)
    status = 'CREATED'
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(polls()).toBe(2) // the error was ignored
    status = 'COMPLETED'
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(await screen.findByText('Payment confirmed from Pi Browser!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(PURCHASE_REDIRECT_MS))
    expect(screen.getByTestId('location')).toHaveTextContent('/user-dashboard/create-article')
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2))
    expect(polls()).toBe(3)
  })

  it('desktop: a payment whose article was taken down meanwhile says so and goes nowhere', async () => {
    storeUser()
    stubApi({
      'POST /api/payments/create': order,
      [`GET /api/payments/by-payment-id/${ORDER_ID}` as const]: () =>
        jsonResponse({
          paymentId: ORDER_ID,
          status: 'COMPLETED',
          expirationAt: null,
          promotionEnded: true,
          planType: 'STANDARD',
          amount: 1,
        }),
    })
    renderCards()
    await buyStandard()
    await screen.findByRole('dialog', { name: 'Scan to pay with Pi Browser' })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS))
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'Your payment went through, but this article was taken off the public pages while you were paying',
    )
    expect(screen.queryByText('Payment confirmed from Pi Browser!')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(PURCHASE_REDIRECT_MS * 2))
    expect(screen.getByTestId('location')).toHaveTextContent('/advertise')
  })

  it('desktop: Cancel closes the QR and stops polling', async () => {
    storeUser()
    const fetchMock = stubApi({
      'POST /api/payments/create': order,
      [`GET /api/payments/by-payment-id/${ORDER_ID}` as const]: () =>
        jsonResponse({ paymentId: ORDER_ID, status: 'CREATED', expirationAt: null, planType: 'STANDARD', amount: 1 }),
    })
    renderCards()
    await buyStandard()
    const qr = await screen.findByRole('dialog', { name: 'Scan to pay with Pi Browser' })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user().click(within(qr).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3))
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/by-payment-id/'))).toHaveLength(0)
  })

  it('Pi Browser: approves and completes on the server, then goes to create-article', async () => {
    storeUser()
    const fetchMock = stubApi({
      'POST /api/payments/create': order,
      'POST /api/payments/approve': () =>
        jsonResponse({ status: 'APPROVED', paymentId: ORDER_ID, piPaymentId: 'pi-1', planType: 'STANDARD' }),
      'POST /api/payments/complete': () =>
        jsonResponse({ status: 'COMPLETED', paymentId: ORDER_ID, planType: 'STANDARD', amount: 1, articleId: null }),
    })
    const createPayment = installPi((callbacks) => {
      callbacks.onReadyForServerApproval('pi-1')
      setTimeout(() => callbacks.onReadyForServerCompletion('pi-1', 'tx-1'), 10)
    })
    renderCards()
    await buyStandard()
    expect(await screen.findByText('Payment completed successfully for the Publish plan')).toBeInTheDocument()
    expect(createPayment).toHaveBeenCalledWith(
      {
        amount: 1,
        memo: 'Pago por plan STANDARD',
        metadata: { orderId: ORDER_ID, paymentId: ORDER_ID, planType: 'STANDARD', username: 'ada' },
      },
      expect.any(Object),
    )
    const body = (path: string) =>
      JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url) === path)?.[1]?.body))
    expect(body('/api/payments/approve')).toMatchObject({ paymentId: 'pi-1' })
    expect(body('/api/payments/complete')).toEqual({ paymentId: 'pi-1', txid: 'tx-1' })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-dashboard/create-article'))
  })

  it.each([
    ['cancel', 'The payment was cancelled or expired'],
    ['error', 'An error occurred while processing the payment.'],
  ] as const)('Pi Browser: a wallet %s shows its message and stays', async (what, message) => {
    storeUser()
    stubApi({ 'POST /api/payments/create': order })
    installPi((callbacks) => (what === 'cancel' ? callbacks.onCancel('pi-1') : callbacks.onError(new Error('x'))))
    renderCards()
    await buyStandard()
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByTestId('location')).toHaveTextContent('/advertise')
  })

  it('a failed order creation shows its message', async () => {
    storeUser()
    stubApi({ 'POST /api/payments/create': serverError })
    renderCards()
    await buyStandard()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start the payment. Try again.')
  })

  it('speaks Spanish with the fixed messages word for word', async () => {
    storeUser()
    stubApi({ 'POST /api/payments/create': serverError })
    renderWithApp(<PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: mainSlots }} />, {
      path: '/advertise',
      root: { lang: 'es' },
    })
    await user().click(await screen.findByTestId('choose-STANDARD'))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago' })
    await user().click(within(dialog).getByRole('checkbox'))
    await user().click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo iniciar el pago. Intenta de nuevo.')
  })
})

describe('Advertise page purchase: the server cannot approve', () => {
  const piUnavailable = () =>
    jsonResponse({ error: { code: 'PI_UNAVAILABLE', message: 'The Pi Platform is not reachable right now.' } }, 502)
  const approved = () =>
    jsonResponse<ApprovePaymentResponse>({
      status: 'APPROVED',
      paymentId: ORDER_ID,
      piPaymentId: 'pi-1',
      planType: 'STANDARD',
    })

  it('says at once that Pi could not be reached, and Retry approves the same payment, which then completes', async () => {
    storeUser()
    let approveAnswer: () => JsonResponse<ApprovePaymentResponse> = piUnavailable
    const fetchMock = stubApi({
      'POST /api/payments/create': order,
      'POST /api/payments/approve': () => approveAnswer(),
      'POST /api/payments/complete': () =>
        jsonResponse({ status: 'COMPLETED', paymentId: ORDER_ID, planType: 'STANDARD', amount: 1, articleId: null }),
    })
    let wallet: Callbacks | undefined
    installPi((callbacks) => {
      wallet = callbacks
      callbacks.onReadyForServerApproval('pi-1')
    })
    renderCards()
    await buyStandard()

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pi could not be reached to approve the payment. No Pi has been taken.',
    )
    expect(screen.queryByTestId('redirect-notice')).not.toBeInTheDocument()
    const approvals = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/payments/approve')
    expect(approvals()).toHaveLength(1)

    approveAnswer = approved
    await user().click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(approvals()).toHaveLength(2)
    expect(JSON.parse(String(approvals()[1]![1]?.body))).toMatchObject({ paymentId: 'pi-1' })
    // Approved: back to waiting for the wallet, and the SDK's repeat of the callback asks nothing more.
    expect(screen.getByTestId('redirect-notice')).toBeInTheDocument()
    wallet!.onReadyForServerApproval('pi-1')
    expect(approvals()).toHaveLength(2)

    wallet!.onReadyForServerCompletion('pi-1', 'tx-1')
    expect(await screen.findByText('Payment completed successfully for the Publish plan')).toBeInTheDocument()
  })

  it('once the wallet gives up after the failed approval, it says the payment expired and offers to start over', async () => {
    storeUser()
    stubApi({ 'POST /api/payments/create': order, 'POST /api/payments/approve': serverError })
    let wallet: Callbacks | undefined
    installPi((callbacks) => {
      wallet = callbacks
      callbacks.onReadyForServerApproval('pi-1')
    })
    renderCards()
    await buyStandard()
    expect(await screen.findByRole('alert')).toHaveTextContent('Pi could not be reached to approve the payment.')

    act(() => wallet!.onCancel('pi-1'))
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'Pi could not be reached in time and the payment expired. No Pi was taken.',
    )
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    await user().click(screen.getByRole('button', { name: 'Start over' }))
    expect(await screen.findByRole('dialog', { name: 'Confirm payment' })).toBeInTheDocument()
  })

  it('a refusal of the approval (not a retryable failure) ends at once, saying no Pi was taken', async () => {
    storeUser()
    stubApi({
      'POST /api/payments/create': order,
      'POST /api/payments/approve': () =>
        jsonResponse({ error: { code: 'PAYMENT_CANCELLED', message: 'The payment was cancelled.' } }, 409),
    })
    installPi((callbacks) => callbacks.onReadyForServerApproval('pi-1'))
    renderCards()
    await buyStandard()
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'The payment could not be approved. No Pi was taken.',
    )
    expect(screen.getByRole('button', { name: 'Start over' })).toBeInTheDocument()
  })

  it('says it in Spanish', async () => {
    storeUser()
    stubApi({ 'POST /api/payments/create': order, 'POST /api/payments/approve': piUnavailable })
    installPi((callbacks) => callbacks.onReadyForServerApproval('pi-1'))
    renderWithApp(<PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: mainSlots }} />, {
      path: '/advertise',
      root: { lang: 'es' },
    })
    await user().click(await screen.findByTestId('choose-STANDARD'))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago' })
    await user().click(within(dialog).getByRole('checkbox'))
    await user().click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo contactar con Pi para aprobar el pago.')
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })
})
