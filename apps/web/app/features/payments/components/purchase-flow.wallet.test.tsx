import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CreatePaymentResponse } from '@spotlight/shared/schemas/payments'
import { makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { answerIncomplete, installPiWallet, postsOf, type WalletCallbacks } from './pi-wallet.test-support'
import { PlanCards } from './plan-cards'

const ORDER_ID = '11111111-2222-4333-8444-555555555555'
const prices = { STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 }
const mainSlots = { totalSlots: 7, remainingSlots: 2, categoryName: null }
const article = makeArticle({ id: 7, status: 'PUBLISHED', title: 'Chat with Pioneers' })

const orderOf = (planType: 'STANDARD' | 'MAIN_SLIDER') => () =>
  jsonResponse<CreatePaymentResponse>(
    {
      paymentId: ORDER_ID,
      amount: prices[planType],
      memo: `Pago por plan ${planType}`,
      metadata: {
        orderId: ORDER_ID,
        paymentId: ORDER_ID,
        planType,
        username: 'ada',
        ...(planType === 'MAIN_SLIDER' ? { articleId: 7 } : {}),
      },
    },
    201,
  )
const paidRoutes = (planType: 'STANDARD' | 'MAIN_SLIDER') =>
  stubRoutes({
    'GET /api/articles/published': () => jsonResponse([article]),
    'GET /api/payments/slots': () => jsonResponse(mainSlots),
    'POST /api/payments/approve': () =>
      jsonResponse({ status: 'APPROVED', paymentId: ORDER_ID, piPaymentId: 'pi-new', planType }),
    'POST /api/payments/complete': () =>
      jsonResponse({ status: 'COMPLETED', paymentId: ORDER_ID, planType, amount: prices[planType], articleId: null }),
  })
/** The wallet pays at once: approval, then the signature. */
const pays = (callbacks: WalletCallbacks) => {
  callbacks.onReadyForServerApproval('pi-new')
  setTimeout(() => callbacks.onReadyForServerCompletion('pi-new', 'tx-new'), 10)
}

async function confirmTerms() {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' })
  await userEvent.click(within(dialog).getByRole('checkbox'))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
}

async function buyMainSlider() {
  await userEvent.click(await screen.findByTestId('choose-MAIN_SLIDER'))
  const picker = await screen.findByRole('dialog', { name: 'Which article do you want to promote?' })
  await userEvent.click(await within(picker).findByRole('radio', { name: /Chat with Pioneers/ }))
  const next = within(picker).getByRole('button', { name: 'Continue' })
  await waitFor(() => expect(next).toBeEnabled())
  await userEvent.click(next)
  await confirmTerms()
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
  delete window.Pi
})

describe('Advertise page purchase in the Pi Browser: a payment a reload or Back left unfinished', () => {
  it('is settled before the new slider order, which the server then accepts; one authenticate only', async () => {
    storeUser()
    let settled = false
    const fetchMock = answerIncomplete(
      stubApi({
        ...paidRoutes('MAIN_SLIDER'),
        // Until it is settled, the abandoned payment's reservation counts against the article.
        'POST /api/payments/create': () =>
          settled
            ? orderOf('MAIN_SLIDER')()
            : jsonResponse(
                { error: { code: 'PROMOTION_ALREADY_ACTIVE', message: 'This article already has that plan.' } },
                409,
              ),
      }),
      () => (settled = true),
    )
    const { authenticate } = installPiWallet({ incomplete: { identifier: 'pi-old' }, play: pays })
    renderWithApp(<PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: mainSlots }} />, { path: '/advertise' })
    await buyMainSlider()

    expect(await screen.findByText('Payment completed successfully for the Main Slider plan')).toBeInTheDocument()
    expect(postsOf(fetchMock)).toEqual([
      'POST /api/payments/incomplete',
      'POST /api/payments/create',
      'POST /api/payments/approve',
      'POST /api/payments/complete',
    ])
    const reported = fetchMock.mock.calls.find(([url]) => String(url) === '/api/payments/incomplete')!
    expect(JSON.parse(String(reported[1]?.body))).toEqual({ paymentId: 'pi-old' })
    expect(authenticate).toHaveBeenCalledTimes(1)
  })

  it('the Publish plan: settled first too, then paid', async () => {
    storeUser()
    const fetchMock = answerIncomplete(
      stubApi({ ...paidRoutes('STANDARD'), 'POST /api/payments/create': orderOf('STANDARD') }),
    )
    const { authenticate } = installPiWallet({ incomplete: { identifier: 'pi-old' }, play: pays })
    renderWithApp(<PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: mainSlots }} />, { path: '/advertise' })
    await userEvent.click(await screen.findByTestId('choose-STANDARD'))
    await confirmTerms()

    expect(await screen.findByText('Payment completed successfully for the Publish plan')).toBeInTheDocument()
    expect(postsOf(fetchMock).slice(0, 2)).toEqual(['POST /api/payments/incomplete', 'POST /api/payments/create'])
    expect(authenticate).toHaveBeenCalledTimes(1)
  })

  it('a wallet that will not sign in creates no order', async () => {
    storeUser()
    const fetchMock = stubApi({ ...paidRoutes('STANDARD'), 'POST /api/payments/create': orderOf('STANDARD') })
    const { authenticate } = installPiWallet()
    authenticate.mockRejectedValueOnce(new Error('User consent cancelled.'))
    renderWithApp(<PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: mainSlots }} />, { path: '/advertise' })
    await userEvent.click(await screen.findByTestId('choose-STANDARD'))
    await confirmTerms()

    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'An error occurred while processing the payment.',
    )
    expect(postsOf(fetchMock)).toEqual([])
  })
})
