import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Language } from '@spotlight/shared/domain/languages'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { serverError, storeUser, stubApi } from '#app/test/support'
import { getFixedT } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'
import { makeMyPayment } from '../test-data'
import { PaymentReceipt } from './payment-receipt'

const payment = makeMyPayment()
const path = 'GET /api/payments/mine/4f1c2b8e-2f0a-4c55-9d1e-0a1b2c3d4e5f'

const renderReceipt = (lang: Language = 'en', orderId = payment.paymentId) =>
  renderWithApp(<PaymentReceipt orderId={orderId} backTo="/user-dashboard/payments" username="ada" />, {
    root: { lang },
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PaymentReceipt', () => {
  it('shows our order id, the Pi payment id, the txid linked to the explorer, memo, purchase, end and the refund note', async () => {
    storeUser()
    stubApi({ [path]: () => jsonResponse(payment) })
    renderReceipt()
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the receipt…')
    const receipt = await screen.findByRole('article', { name: 'Receipt' })

    expect(within(receipt).getByTestId('receipt-order-id')).toHaveTextContent(payment.paymentId)
    expect(within(receipt).getByTestId('receipt-pi-id')).toHaveTextContent(payment.piPaymentId!)
    const txid = within(receipt).getByRole('link', { name: /on the Pi block explorer/ })
    expect(txid).toHaveAttribute('href', payment.explorerUrl)
    expect(txid).toHaveAttribute('target', '_blank')
    expect(txid).toHaveAttribute('rel', 'noopener noreferrer')
    expect(txid).toHaveTextContent(payment.txid!)
    // The memo Pi recorded, labelled as such and last, after the payment described in the reader's words.
    expect(within(receipt).getByTestId('receipt-memo')).toHaveTextContent(/^Pago por plan MAIN_SLIDER$/)
    expect(within(receipt).getByText('Pago por plan MAIN_SLIDER')).toHaveAttribute('lang', 'es')
    const labels = within(receipt)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(labels.slice(0, 3)).toEqual(['Plan', 'What it bought', 'Until'])
    expect(labels.at(-1)).toBe('Memo recorded by Pi')
    expect(within(receipt).getByTestId('receipt-plan')).toHaveTextContent('Main Slider')
    expect(receipt).toHaveTextContent('5 Pi')
    expect(receipt).toHaveTextContent('@ada')
    expect(within(receipt).getByTestId('receipt-bought')).toHaveTextContent(
      '30 days in the Main Slider for “Comet tracker”',
    )
    expect(within(receipt).getByTestId('receipt-until')).toHaveTextContent('Dec 20, 2026')
    expect(within(receipt).getByTestId('receipt-refund-note')).toHaveTextContent(
      'Payment is non-refundable, even if your article is rejected.',
    )
    expect(within(receipt).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')
    expect(screen.getByRole('link', { name: /All payments/ })).toHaveAttribute('href', '/user-dashboard/payments')
  })

  it('prints from its Print button, which (like the back link) is left off the paper', async () => {
    storeUser()
    stubApi({ [path]: () => jsonResponse(payment) })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderReceipt()
    const button = await screen.findByRole('button', { name: 'Print' })
    expect(button.parentElement).toHaveClass('print:hidden')
    await userEvent.click(button)
    expect(print).toHaveBeenCalledOnce()
  })

  it('speaks Spanish, naming the category slider and a promotion cancelled early', async () => {
    storeUser()
    const category = makeMyPayment({
      planType: 'CATEGORY_SLIDER',
      categorySlug: 'juegos',
      categoryName: 'Juegos',
      memo: 'Pago por plan CATEGORY_SLIDER',
      promotionState: 'CANCELLED',
    })
    stubApi({ [path]: () => jsonResponse(category) })
    renderReceipt('es')
    const receipt = await screen.findByRole('article', { name: 'Recibo' })
    // Described in Spanish by the plan's one name; the memo only as Pi's record of it.
    expect(within(receipt).getByTestId('receipt-plan')).toHaveTextContent('Carrusel de categoría')
    expect(within(receipt).getByTestId('receipt-bought')).toHaveTextContent(
      '30 días en el Carrusel de categoría (Juegos) para «Comet tracker»',
    )
    expect(within(receipt).getAllByRole('term').at(-1)).toHaveTextContent('Concepto registrado por Pi')
    expect(within(receipt).getByTestId('receipt-until')).toHaveTextContent('la promoción se canceló antes de esa fecha')
    expect(within(receipt).getByTestId('receipt-refund-note')).toHaveTextContent(
      'El pago no es reembolsable, incluso si tu artículo es rechazado.',
    )
    expect(within(receipt).getByRole('link', { name: /explorador de bloques de Pi/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument()
  })

  it('names the category slider’s category in the page’s language, from its translations', async () => {
    storeUser()
    const category = makeMyPayment({
      planType: 'CATEGORY_SLIDER',
      categorySlug: 'finances',
      categoryName: 'Finances',
      categoryTranslations: { es: { name: 'Finanzas' } },
    })
    stubApi({ [path]: () => jsonResponse(category) })
    renderReceipt('es')
    const receipt = await screen.findByRole('article', { name: 'Recibo' })
    expect(within(receipt).getByTestId('receipt-bought')).toHaveTextContent(
      '30 días en el Carrusel de categoría (Finanzas) para «Comet tracker»',
    )
  })

  it.each(['vi', 'ko', 'zh-Hant', 'hi'] as const)(
    'in %s, describes the payment in the reader’s words and labels the Spanish memo as Pi’s record',
    async (language) => {
      storeUser()
      stubApi({ [path]: () => jsonResponse(payment) })
      renderReceipt(language)
      const t = getFixedT(language)
      const receipt = await screen.findByRole('article', { name: t('paymentHistory.receiptHeading') })
      const name = t(planNameKey('MAIN_SLIDER'))
      expect(within(receipt).getByTestId('receipt-plan')).toHaveTextContent(name)
      expect(within(receipt).getByTestId('receipt-bought')).toHaveTextContent(name)
      expect(within(receipt).getByTestId('receipt-bought')).toHaveTextContent('Comet tracker')
      expect(within(receipt).getByTestId('receipt-bought')).not.toHaveTextContent('Pago')
      expect(within(receipt).getAllByRole('term').at(-1)).toHaveTextContent(t('paymentHistory.piMemo'))
      expect(t('paymentHistory.piMemo')).toContain('Pi')
    },
  )

  it('a STANDARD payment bought a publication, with no end date', async () => {
    storeUser()
    const standard = makeMyPayment({
      planType: 'STANDARD',
      amount: 1,
      memo: 'Pago por plan STANDARD',
      articleTitle: null,
      articleId: null,
      expiresAt: null,
      promotionState: null,
    })
    stubApi({ [path]: () => jsonResponse(standard) })
    renderReceipt()
    const receipt = await screen.findByRole('article', { name: 'Receipt' })
    expect(within(receipt).getByTestId('receipt-bought')).toHaveTextContent('Publication of one article')
    expect(within(receipt).getByTestId('receipt-until')).toHaveTextContent('No end date')
  })

  it('an order that is not completed has no receipt yet', async () => {
    storeUser()
    const cancelled = { status: 'CANCELLED', closedReason: 'USER_CANCELLED', txid: null, completedAt: null } as const
    stubApi({ [path]: () => jsonResponse(makeMyPayment(cancelled)) })
    renderReceipt()
    expect(
      await screen.findByText('Cancelled in the wallet — no Pi was taken. A receipt exists once a payment completes.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull()
  })

  it('says when the payment is not the user’s (404), and when loading failed', async () => {
    storeUser()
    stubApi({})
    renderReceipt('en', 'someone-elses')
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no payment of yours with this id.')
  })

  it('shows an error when the server fails', async () => {
    storeUser()
    stubApi({ [path]: () => serverError() })
    renderReceipt()
    expect(await screen.findByRole('alert')).toHaveTextContent('The receipt could not be loaded.')
  })
})
