import type { AdminOverview as Overview } from '@spotlight/shared/schemas/stats'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { serverError, storeUser, stubApi } from '#app/test/support'
import { AdminOverview } from './admin-overview'

const gamesCategory = {
  id: 3,
  name: 'Games',
  slug: 'games',
  description: null,
  translations: { es: { name: 'Juegos', description: null } },
  emoji: null,
  headerImage: null,
}

const overview: Overview = {
  from: '2026-01-01',
  to: '2026-01-30',
  revenue: {
    totalPi: 9,
    byPlan: { STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 },
    daily: [
      { date: '2026-01-01', totalPi: 0, byPlan: { STANDARD: 0, CATEGORY_SLIDER: 0, MAIN_SLIDER: 0 } },
      { date: '2026-01-02', totalPi: 6, byPlan: { STANDARD: 1, CATEGORY_SLIDER: 0, MAIN_SLIDER: 5 } },
      { date: '2026-01-05', totalPi: 3, byPlan: { STANDARD: 0, CATEGORY_SLIDER: 3, MAIN_SLIDER: 0 } },
    ],
  },
  ledger: [
    {
      orderId: 'order-1',
      piPaymentId: 'pi-pay-1',
      txid: 'tx-1',
      username: 'demo_publisher',
      planType: 'MAIN_SLIDER',
      amount: 5,
      status: 'COMPLETED',
      articleId: 7,
      createdAt: '2026-01-02T10:00:00.000Z',
      completedAt: '2026-01-02T10:01:00.000Z',
    },
  ],
  ledgerTruncated: false,
  occupancy: [
    { planType: 'MAIN_SLIDER', categorySlug: null, categoryName: null, totalSlots: 7, usedSlots: 3 },
    { planType: 'CATEGORY_SLIDER', categorySlug: 'games', categoryName: 'games', totalSlots: 7, usedSlots: 1 },
  ],
  topArticles: [{ articleId: 7, title: 'Alpha app', app: 'Alpha', views: 40, uniqueReaders: 30 }],
  moderation: { queueLength: 2, decisions: 4, medianDecisionSeconds: 5.25 * 3600 },
}

describe('AdminOverview', () => {
  it('shows Pi received, the ledger, slider occupancy, most read and moderation', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/categories': () => jsonResponse([]), 'GET /api/admin/overview': () => jsonResponse(overview) })
    renderWithApp(<AdminOverview />)
    expect(await screen.findByText('Loading the figures…')).toBeInTheDocument()
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('9 Pi')
    expect(screen.getByRole('row', { name: /January 2, 2026 1 Pi 0 Pi 5 Pi/ })).toBeInTheDocument()
    const ledger = screen.getByTestId('payments-ledger')
    expect(within(ledger).getByRole('row', { name: /demo_publisher/ })).toHaveTextContent(
      /Main Slider.*5 Pi.*Completed.*order-1.*pi-pay-1.*tx-1/,
    )
    expect(screen.getByRole('row', { name: 'Main Slider 3 of 7' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Category Slider · games 1 of 7' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Alpha app 40 30' })).toBeInTheDocument()
    expect(screen.getByText('Articles waiting').nextSibling).toHaveTextContent('2')
    expect(screen.getByText('Median time to a decision').nextSibling).toHaveTextContent('5.3 h')
  })

  it('names a category slider by its category’s name in the page’s language', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/admin/overview': () => jsonResponse(overview),
      'GET /api/categories': () => jsonResponse([gamesCategory]),
    })
    renderWithApp(<AdminOverview />, { root: { lang: 'es' } })
    expect(await screen.findByRole('row', { name: /· Juegos/ })).toBeInTheDocument()
    expect(screen.queryByRole('row', { name: /· games/ })).toBeNull()
  })

  it('filters the ledger through the query', async () => {
    storeUser('ADMIN')
    const fetchMock = stubApi({
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/admin/overview': () => jsonResponse(overview),
    })
    renderWithApp(<AdminOverview />)
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Failed')
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'Publish')
    await userEvent.type(screen.getByLabelText('User'), 'ada')
    await vi.waitFor(() => {
      const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams
      expect([last.get('status'), last.get('planType'), last.get('user')]).toEqual(['FAILED', 'STANDARD', 'ada'])
    })
  })

  it('says when nothing was paid, in Spanish', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/admin/overview': () =>
        jsonResponse({ ...overview, revenue: { ...overview.revenue, totalPi: 0, daily: [] }, ledger: [] }),
    })
    renderWithApp(<AdminOverview />, { root: { lang: 'es' } })
    expect(await screen.findByText('No hay pagos completados en este periodo.')).toBeInTheDocument()
    expect(screen.getByText('Ningún pago coincide.')).toBeInTheDocument()
    // Hours as Spanish writes a decimal number, never JavaScript's "5.3".
    expect(screen.getByText('Tiempo mediano hasta la decisión').nextSibling).toHaveTextContent('5,3 h')
  })

  it('says when the overview fails', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/categories': () => jsonResponse([]), 'GET /api/admin/overview': serverError })
    renderWithApp(<AdminOverview />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the figures.')
  })
})
