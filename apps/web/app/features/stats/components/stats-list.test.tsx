import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ArticlesStats } from '@spotlight/shared/schemas/stats'
import { describe, expect, it } from 'vitest'
import { paths } from '#app/config/paths'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { serverError, storeUser, stubApi } from '#app/test/support'
import { StatsList } from './stats-list'

const zero = { views: 0, uniqueReaders: 0, impressions: 0, clicks: 0, ctr: 0 }
const alpha = {
  articleId: 7,
  title: 'Alpha app',
  totals: { views: 12, uniqueReaders: 9, impressions: 200, clicks: 10, ctr: 0.05 },
}
const beta = {
  articleId: 8,
  title: 'Beta app',
  totals: { views: 40, uniqueReaders: 30, impressions: 100, clicks: 1, ctr: 0.01 },
}
/** GET /api/stats/articles as the server answers it. */
const listOf = (articles: ArticlesStats['articles']): ArticlesStats => ({
  from: '2026-01-01',
  to: '2026-01-30',
  articles,
})

const rowTitles = () =>
  within(screen.getByTestId('stats-table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('StatsList', () => {
  it('shows loading, then every article with its figures from one request, sortable by any column', async () => {
    storeUser()
    const fetchMock = stubApi({ 'GET /api/stats/articles': () => jsonResponse(listOf([alpha, beta])) })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByText('Loading the figures…')).toBeInTheDocument()
    await screen.findByTestId('stats-table')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Most viewed first.
    expect(rowTitles()).toEqual(['Beta app', 'Alpha app'])
    const alphaRow = screen.getByRole('row', { name: /Alpha app/ })
    expect(
      within(alphaRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '9', '200', '10', '5.0%'])
    expect(screen.getByRole('link', { name: 'Alpha app' })).toHaveAttribute('href', '/user-dashboard/stats/7')

    await userEvent.click(screen.getByRole('button', { name: 'CTR' }))
    expect(rowTitles()).toEqual(['Alpha app', 'Beta app'])
    expect(screen.getByRole('columnheader', { name: 'CTR' })).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(screen.getByRole('button', { name: 'CTR' }))
    expect(rowTitles()).toEqual(['Beta app', 'Alpha app'])
  })

  it("asks for the chosen period and the user's own articles", async () => {
    storeUser()
    const fetchMock = stubApi({ 'GET /api/stats/articles': () => jsonResponse(listOf([alpha])) })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    await screen.findByTestId('stats-table')
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days')
    await screen.findByTestId('stats-table')
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams)
    expect(asked.map((query) => query.get('scope'))).toEqual(['mine', 'mine'])
    const ranges = asked.map((query) => (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000)
    expect(ranges).toEqual([29, 6])
  })

  it('says there is no data yet when nothing was counted', async () => {
    storeUser()
    stubApi({ 'GET /api/stats/articles': () => jsonResponse(listOf([{ ...alpha, totals: zero }])) })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No data yet: figures appear a minute after the first visit',
    )
  })

  it('says when there are no articles, and when the figures fail', async () => {
    storeUser()
    stubApi({ 'GET /api/stats/articles': () => jsonResponse(listOf([])) })
    const view = renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByText('You have no published articles yet.')).toBeInTheDocument()
    view.unmount()

    stubApi({ 'GET /api/stats/articles': serverError })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the figures.')
  })

  it('lists every published article for an admin, in Spanish', async () => {
    storeUser('ADMIN')
    const fetchMock = stubApi({ 'GET /api/stats/articles': () => jsonResponse(listOf([{ ...alpha, totals: zero }])) })
    renderWithApp(<StatsList scope="all" detailPath={paths.adminDashboard.articleStats} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Aún no hay datos: las cifras aparecen un minuto después de la primera visita',
    )
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams.get('scope')).toBe('all')
    expect(screen.getByRole('link', { name: 'Alpha app' })).toHaveAttribute('href', '/admin-dashboard/stats/7')
    expect(screen.getByRole('button', { name: 'Visitas' })).toBeInTheDocument()
  })
})
