import type { Article } from '@spotlight/shared/schemas/articles'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { answerIncomplete, installPiWallet, postsOf, type WalletCallbacks } from './pi-wallet.test-support'
import { PlanActivation, type PlanSelection } from './plan-activation'

const ORDER_ID = '11111111-2222-4333-8444-555555555555'
const published = makeArticle({ id: 7, status: 'PUBLISHED', title: 'Chat with Pioneers' })
const refusal = (code: string, status: number) => () => jsonResponse({ error: { code, message: 'Refused.' } }, status)
const routes = stubRoutes({
  'GET /api/payments/slots': () => jsonResponse({ totalSlots: 7, remainingSlots: 3, categoryName: null }),
  'GET /api/price': () => jsonResponse({ STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 }),
  'GET /api/payments/waitlist': () => jsonResponse([]),
})

/** My Articles' plan activation, opened on one article's plan (a renewal when `renewEnd` is given). */
function Harness({ article, planType, renewEnd }: { article: Article; planType: SliderPlanType; renewEnd?: string }) {
  const [selection, setSelection] = useState<PlanSelection | null>({ article, planType, renewEnd, seq: 1 })
  return <PlanActivation selection={selection} onClose={() => setSelection(null)} onActivated={() => {}} />
}

function renderModal(
  props: { article?: Article; planType?: SliderPlanType; renewEnd?: string } = {},
  lang: 'en' | 'es' = 'en',
) {
  renderWithApp(
    <Harness
      article={props.article ?? published}
      planType={props.planType ?? 'MAIN_SLIDER'}
      renewEnd={props.renewEnd}
    />,
    {
      root: { lang },
    },
  )
  return screen.findByRole('dialog')
}

async function pay(dialog: HTMLElement) {
  const button = within(dialog).getByTestId('plan-activate')
  await waitFor(() => expect(button).toBeEnabled())
  await userEvent.click(button)
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

describe('My Articles plan modal: an order the server refuses says why', () => {
  it('the article already has the plan (or a payment of it is under way): closes and says so', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('PROMOTION_ALREADY_ACTIVE', 409) })
    await pay(await renderModal())
    expect(await screen.findByTestId('plan-message')).toHaveTextContent(
      'This article already has that plan, or a payment for it is still under way (an unfinished payment lapses within 10 minutes). Reload the page to see its plans.',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('a renewal asked too early says when it opens', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('PROMOTION_RENEWAL_TOO_EARLY', 409) })
    await pay(await renderModal({ renewEnd: '2999-05-20T12:00:00.000Z' }))
    expect(await screen.findByTestId('plan-message')).toHaveTextContent(
      'This promotion can be renewed only in its last 7 days: from May 13, 2999.',
    )
  })

  it('a suspended account is told it cannot buy', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('ACCOUNT_SUSPENDED', 403) })
    await pay(await renderModal())
    expect(await screen.findByTestId('plan-message')).toHaveTextContent(
      'Your account is suspended: it cannot buy plans.',
    )
  })

  it('no slot left: the modal stays, its button now the waiting list', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('PROMOTION_NO_SLOT', 409) })
    const dialog = await renderModal()
    await pay(dialog)
    expect(await screen.findByTestId('plan-message')).toHaveTextContent(
      'No slot is left on this slider right now. Join its waiting list to be told when one frees.',
    )
    expect(await within(dialog).findByRole('button', { name: 'Notify me when a slot frees' })).toBeInTheDocument()
    expect(within(dialog).queryByTestId('plan-activate')).not.toBeInTheDocument()
    expect(within(dialog).getByText('No slots remaining')).toBeInTheDocument()
  })

  it('any other failure keeps the fixed message', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('INTERNAL_ERROR', 500) })
    await pay(await renderModal())
    expect(await screen.findByTestId('plan-message')).toHaveTextContent('Failed to create payment.')
  })

  it('says it in Spanish', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('PROMOTION_RENEWAL_TOO_EARLY', 409) })
    await pay(await renderModal({ renewEnd: '2999-05-20T12:00:00.000Z' }, 'es'))
    expect(await screen.findByTestId('plan-message')).toHaveTextContent(
      'Esta promoción solo se puede renovar en sus últimos 7 días: a partir del 13 de mayo de 2999.',
    )
  })
})

describe('My Articles plan modal: the hidden catch-all category', () => {
  it('offers no Category Slider for an article there', async () => {
    storeUser()
    const fetchMock = stubApi(routes)
    const orphan = { ...published, category: { name: 'Sin categoría', slug: 'sin-categoria' } }
    const dialog = await renderModal({ article: orphan, planType: 'CATEGORY_SLIDER' })
    expect(
      within(dialog).getByText('This article is not in a category shown on the site, so it has no Category Slider.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByTestId('plan-activate')).toBeDisabled()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sin-categoria'))).toBe(false)
  })
})

describe('My Articles plan modal in the Pi Browser: a payment a reload or Back left unfinished', () => {
  it('a renewal: settled before the order is created, then paid; one authenticate only', async () => {
    storeUser()
    const end = new Date(Date.now() + 3 * 24 * 3600_000).toISOString()
    let settled = false
    const fetchMock = answerIncomplete(
      stubApi({
        ...routes,
        'POST /api/payments/create': () =>
          settled
            ? jsonResponse(
                {
                  paymentId: ORDER_ID,
                  amount: 5,
                  memo: 'Pago por plan MAIN_SLIDER',
                  metadata: {
                    orderId: ORDER_ID,
                    paymentId: ORDER_ID,
                    planType: 'MAIN_SLIDER',
                    username: 'ada',
                    articleId: 7,
                  },
                },
                201,
              )
            : refusal('PROMOTION_ALREADY_ACTIVE', 409)(),
        'POST /api/payments/approve': () =>
          jsonResponse({ status: 'APPROVED', paymentId: ORDER_ID, piPaymentId: 'pi-new', planType: 'MAIN_SLIDER' }),
        'POST /api/payments/complete': () =>
          jsonResponse({ status: 'COMPLETED', paymentId: ORDER_ID, planType: 'MAIN_SLIDER', amount: 5 }),
        'POST /api/payments/activate': () =>
          jsonResponse({ planType: 'MAIN_SLIDER', expirationAt: '2999-05-06T00:00:00.000Z' }),
      }),
      () => (settled = true),
    )
    const { authenticate } = installPiWallet({
      incomplete: { identifier: 'pi-old' },
      play: (callbacks: WalletCallbacks) => {
        callbacks.onReadyForServerApproval('pi-new')
        setTimeout(() => callbacks.onReadyForServerCompletion('pi-new', 'tx-new'), 10)
      },
    })
    await pay(await renderModal({ renewEnd: end }))

    expect(await screen.findByTestId('plan-message')).toHaveTextContent('Main Slider renewed until May 6, 2999.')
    expect(postsOf(fetchMock)).toEqual([
      'POST /api/payments/incomplete',
      'POST /api/payments/create',
      'POST /api/payments/approve',
      'POST /api/payments/complete',
      'POST /api/payments/activate',
    ])
    expect(authenticate).toHaveBeenCalledTimes(1)
  })
})
