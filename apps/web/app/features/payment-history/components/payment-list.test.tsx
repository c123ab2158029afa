import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paths } from '#app/config/paths'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { serverError, storeUser, stubApi } from '#app/test/support'
import { makeMyPayment } from '../test-data'
import { PaymentList } from './payment-list'

const completed = makeMyPayment()
const pending = makeMyPayment({
  paymentId: '0b5a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  planType: 'STANDARD',
  amount: 1,
  status: 'CREATED',
  createdAt: '2026-11-24T10:00:00.000Z',
  completedAt: null,
  piPaymentId: null,
  txid: null,
  explorerUrl: null,
  memo: 'Pago por plan STANDARD',
  articleId: null,
  articleTitle: null,
  expiresAt: null,
  promotionState: null,
})

const renderList = (lang: 'en' | 'es' = 'en') =>
  renderWithApp(<PaymentList receiptPath={paths.userDashboard.receipt} />, { root: { lang } })

describe('PaymentList', () => {
  it('shows loading, then every order with its plan, amount, status in words, dates and article', async () => {
    storeUser()
    stubApi({ 'GET /api/payments/mine': () => jsonResponse([pending, completed]) })
    renderList()
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your payments…')

    const list = await screen.findByRole('list', { name: 'Your payments' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('Publish')
    expect(first).toHaveTextContent('1 Pi')
    expect(within(first!).getByTestId('payment-status')).toHaveTextContent('Not paid yet — waiting for the wallet')
    expect(first).toHaveTextContent('No article yet')
    expect(first).toHaveTextContent('Ordered Nov 24, 2026')
    expect(first).not.toHaveTextContent('Paid ')
    // Only a completed payment has a receipt.
    expect(within(first!).queryByRole('link')).toBeNull()

    expect(second).toHaveTextContent('Main Slider')
    expect(second).toHaveTextContent('5 Pi')
    expect(within(second!).getByTestId('payment-status')).toHaveTextContent('Paid')
    expect(second).toHaveTextContent('Comet tracker')
    expect(second).toHaveTextContent('Paid Nov 20, 2026')
    const receipt = within(second!).getByRole('link', { name: /Receipt of the Main Slider payment of Nov 20, 2026/ })
    expect(receipt).toHaveAttribute('href', `/user-dashboard/payments/${completed.paymentId}`)
  })

  it('speaks Spanish', async () => {
    storeUser()
    stubApi({ 'GET /api/payments/mine': () => jsonResponse([completed]) })
    renderList('es')
    const list = await screen.findByRole('list', { name: 'Tus pagos' })
    const [item] = within(list).getAllByRole('listitem')
    expect(item).toHaveTextContent('Carrusel principal')
    expect(within(item!).getByTestId('payment-status')).toHaveTextContent('Pagado')
    expect(item).toHaveTextContent('Pagado el')
    expect(within(item!).getByRole('link', { name: /Recibo del pago/ })).toBeInTheDocument()
  })

  it('says what became of an unpaid order: cancelled in the wallet, expired, failed, never "Approved"', async () => {
    storeUser()
    const unpaid = (n: number, fields: Partial<typeof pending>) =>
      makeMyPayment({ ...pending, paymentId: `0b5a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2${n}`, ...fields })
    stubApi({
      'GET /api/payments/mine': () =>
        jsonResponse([
          unpaid(1, { status: 'CANCELLED', closedReason: 'USER_CANCELLED', piPaymentId: 'pi_1' }),
          unpaid(2, { status: 'CANCELLED', closedReason: 'EXPIRED', piPaymentId: 'pi_2' }),
          unpaid(3, { status: 'CANCELLED', closedReason: null, piPaymentId: 'pi_3' }),
          unpaid(4, { status: 'FAILED', piPaymentId: 'pi_4' }),
          unpaid(5, { status: 'APPROVED', piPaymentId: 'pi_5' }),
          unpaid(6, { status: 'APPROVED', piPaymentId: 'pi_6', txid: 'a'.repeat(64) }),
        ]),
    })
    renderList()
    const list = await screen.findByRole('list', { name: 'Your payments' })
    expect(
      within(list)
        .getAllByTestId('payment-status')
        .map((status) => status.textContent),
    ).toEqual([
      'Cancelled in the wallet — no Pi was taken',
      'Expired — no Pi was taken',
      'Cancelled — no Pi was taken',
      'Failed — no Pi was taken',
      'Not paid yet — waiting for the wallet',
      'Signed in the wallet — being confirmed',
    ])
    expect(list).not.toHaveTextContent('Approved')
    // Only a completed payment has a receipt.
    expect(within(list).queryByRole('link')).toBeNull()
  })

  it('says it in Spanish too', async () => {
    storeUser()
    stubApi({
      'GET /api/payments/mine': () =>
        jsonResponse([
          makeMyPayment({ ...pending, status: 'CANCELLED', closedReason: 'USER_CANCELLED' }),
          makeMyPayment({ ...pending, paymentId: completed.paymentId, status: 'CANCELLED', closedReason: 'EXPIRED' }),
        ]),
    })
    renderList('es')
    const list = await screen.findByRole('list', { name: 'Tus pagos' })
    expect(
      within(list)
        .getAllByTestId('payment-status')
        .map((status) => status.textContent),
    ).toEqual(['Cancelado en la billetera: no se cobró ningún Pi', 'Caducado: no se cobró ningún Pi'])
  })

  it('says when there is no order yet and points to the plans', async () => {
    storeUser()
    stubApi({ 'GET /api/payments/mine': () => jsonResponse([]) })
    renderList()
    expect(await screen.findByText('You have not placed any order yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/advertise')
  })

  it('shows an error with a retry that loads the list', async () => {
    storeUser()
    let calls = 0
    stubApi({ 'GET /api/payments/mine': () => (++calls === 1 ? serverError() : jsonResponse([completed])) })
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payments could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Your payments' })).toBeInTheDocument()
  })

  it('follows the server cursor for older payments until the last page', async () => {
    storeUser()
    const older = makeMyPayment({ paymentId: '9c8b7a6f-5e4d-4c3b-8a1f-0e9d8c7b6a5f', articleTitle: 'Older app' })
    const fetchMock = stubApi({
      'GET /api/payments/mine': () => {
        const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost')
        if (url.searchParams.get('cursor') === 'next-1') return jsonResponse([older])
        return jsonResponse([completed], 200, { 'x-next-cursor': 'next-1' })
      },
    })
    renderList()
    await screen.findByRole('list', { name: 'Your payments' })
    await userEvent.click(screen.getByRole('button', { name: 'Show older payments' }))
    expect(await screen.findByText('Older app')).toBeInTheDocument()
    expect(screen.getAllByTestId('payment-item')).toHaveLength(2)
    // The button went with the last page: focus is on the first order it brought.
    await waitFor(() => expect(screen.getAllByTestId('payment-item')[1]).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Show older payments' })).toBeNull()
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams.get('limit')).toBe('20')
  })
})
