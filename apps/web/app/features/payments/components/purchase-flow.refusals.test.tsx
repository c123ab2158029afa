import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { PlanCards } from './plan-cards'

const prices = { STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 }
const mainSlots = { totalSlots: 7, remainingSlots: 2, categoryName: null }
const article = makeArticle({ id: 7, status: 'PUBLISHED', title: 'Chat with Pioneers' })
/** The server's refusal of POST /api/payments/create, in its one error shape. */
const refusal = (code: string, status: number, message: string) => () =>
  jsonResponse({ error: { code, message } }, status)

/** Desktop: pick the article for the Main Slider, accept the terms, confirm. */
const ENGLISH = { choose: 'Which article', next: 'Continue', confirm: 'Confirm payment', button: 'Confirm' }
const SPANISH = { choose: '¿Qué artículo', next: 'Continuar', confirm: 'Confirmar pago', button: 'Confirmar' }

async function buyMainSlider(words = ENGLISH) {
  await userEvent.click(await screen.findByTestId('choose-MAIN_SLIDER'))
  const picker = await screen.findByRole('dialog', { name: new RegExp(words.choose) })
  await userEvent.click(await within(picker).findByRole('radio', { name: /Chat with Pioneers/ }))
  const next = within(picker).getByRole('button', { name: words.next })
  await waitFor(() => expect(next).toBeEnabled())
  await userEvent.click(next)
  const dialog = await screen.findByRole('dialog', { name: words.confirm })
  await userEvent.click(within(dialog).getByRole('checkbox'))
  await userEvent.click(within(dialog).getByRole('button', { name: words.button }))
}

function renderCards(lang: 'en' | 'es' = 'en') {
  return renderWithApp(<PlanCards prices={prices} initialSlots={{ MAIN_SLIDER: mainSlots }} />, {
    path: '/advertise',
    root: { lang },
  })
}

const routes = stubRoutes({
  'GET /api/articles/published': () => jsonResponse([article]),
  'GET /api/payments/slots': () => jsonResponse(mainSlots),
  'GET /api/payments/waitlist': () => jsonResponse([]),
  'POST /api/payments/waitlist': () => jsonResponse({ planType: 'MAIN_SLIDER', categorySlug: null, position: 1 }),
})

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('Advertise page purchase: an order the server refuses says why, not "try again"', () => {
  it.each([
    [
      'PROMOTION_ALREADY_ACTIVE',
      409,
      'This article already has that plan, or a payment for it is still under way (an unfinished payment lapses within 10 minutes). See it in My Articles.',
    ],
    // The list was read before the plan started: no end date known here.
    ['PROMOTION_RENEWAL_TOO_EARLY', 409, 'This promotion can be renewed only in its last 7 days.'],
    ['ACCOUNT_SUSPENDED', 403, 'Your account is suspended: it cannot buy plans.'],
    ['PROMOTION_ARTICLE_NOT_PUBLISHED', 409, 'This article is no longer published, so it cannot be promoted.'],
  ])('%s', async (code, status, message) => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal(code, status, 'Refused.') })
    renderCards()
    await buyMainSlider()
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(message)
    expect(screen.queryByText(/Try again/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument()
  })

  it('no slot left: says so and offers the waiting list instead', async () => {
    storeUser()
    const fetchMock = stubApi({
      ...routes,
      'POST /api/payments/create': refusal('PROMOTION_NO_SLOT', 409, 'No slots available for this plan right now.'),
    })
    renderCards()
    await buyMainSlider()
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'No slot is left on this slider right now. Join its waiting list to be told when one frees.',
    )
    const flow = screen.getByTestId('purchase-flow')
    const join = await within(flow).findByRole('button', { name: 'Notify me when a slot frees' })
    await waitFor(() => expect(join).toBeEnabled())
    await userEvent.click(join)
    expect(await within(flow).findByText('You are number 1 in line for this slider.')).toBeInTheDocument()
    const joined = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).includes('waitlist'),
    )!
    expect(JSON.parse(String(joined[1]?.body))).toMatchObject({ planType: 'MAIN_SLIDER' })
  })

  it('any other failure still asks to try again', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('RATE_LIMITED', 429, 'Too many requests.') })
    renderCards()
    await buyMainSlider()
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent('Could not start the payment. Try again.')
  })

  it('says it in Spanish', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('PROMOTION_NO_SLOT', 409, 'No slots.') })
    renderCards('es')
    await buyMainSlider(SPANISH)
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'Ahora no queda ninguna plaza en este carrusel. Únete a su lista de espera para que te avisemos cuando se libere una.',
    )
    expect(await screen.findByRole('button', { name: 'Avísame cuando se libere un espacio' })).toBeInTheDocument()
  })

  it('says the article already has the plan in Spanish', async () => {
    storeUser()
    stubApi({ ...routes, 'POST /api/payments/create': refusal('PROMOTION_ALREADY_ACTIVE', 409, 'Already.') })
    renderCards('es')
    await buyMainSlider(SPANISH)
    expect(await screen.findByTestId('purchase-message')).toHaveTextContent(
      'Este artículo ya tiene ese plan, o un pago suyo sigue en curso (un pago sin terminar caduca en 10 minutos como máximo). Míralo en Mis artículos.',
    )
  })
})
