import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paths } from '#app/config/paths'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, serverError, storeUser, stubApi } from '#app/test/support'
import { makeArticleStats, zeroStats } from '../test-data'
import { StatsList } from './stats-list'

const published = [
  makeArticle({ id: 7, title: 'Alpha app', status: 'PUBLISHED' }),
  makeArticle({ id: 8, title: 'Beta app', status: 'PUBLISHED' }),
]
const statsOf = (init: RequestInit | undefined, id: number) => {
  void init
  return jsonResponse(
    id === 7
      ? makeArticleStats({ articleId: 7 })
      : makeArticleStats({
          articleId: 8,
          totals: { views: 40, uniqueReaders: 30, impressions: 100, clicks: 1, ctr: 0.01 },
        }),
  )
}

const rowTitles = () =>
  within(screen.getByTestId('stats-table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('StatsList', () => {
  it('shows loading, then every article with its figures, sortable by any column', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () => jsonResponse(published),
      'GET /api/stats/articles/7': (init) => statsOf(init, 7),
      'GET /api/stats/articles/8': (init) => statsOf(init, 8),
    })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByText('Loading the figures…')).toBeInTheDocument()
    await screen.findByTestId('stats-table')
    // Most viewed first.
    expect(rowTitles()).toEqual(['Beta app', 'Alpha app'])
    const alpha = screen.getByRole('row', { name: /Alpha app/ })
    expect(
      within(alpha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '9', '200', '10', '5.0 %'])
    expect(screen.getByRole('link', { name: 'Alpha app' })).toHaveAttribute('href', '/user-dashboard/stats/7')

    await userEvent.click(screen.getByRole('button', { name: 'CTR' }))
    expect(rowTitles()).toEqual(['Alpha app', 'Beta app'])
    expect(screen.getByRole('columnheader', { name: 'CTR' })).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(screen.getByRole('button', { name: 'CTR' }))
    expect(rowTitles()).toEqual(['Beta app', 'Alpha app'])
  })

  it('asks for the chosen period', async () => {
    storeUser()
    const fetchMock = stubApi({
      'GET /api/articles/published': () => jsonResponse(published.slice(0, 1)),
      'GET /api/stats/articles/7': () => jsonResponse(makeArticleStats()),
    })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    await screen.findByTestId('stats-table')
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days')
    await screen.findByTestId('stats-table')
    const ranges = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/stats/articles/7')
      .map((url) => (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / 86_400_000)
    expect(ranges).toEqual([29, 6])
  })

  it('says there is no data yet when nothing was counted', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () => jsonResponse(published.slice(0, 1)),
      'GET /api/stats/articles/7': () => jsonResponse(zeroStats()),
    })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No data yet: figures appear a minute after the first visit',
    )
  })

  it('says when there are no articles, and when the figures fail', async () => {
    storeUser()
    stubApi({ 'GET /api/articles/published': () => jsonResponse([]) })
    const view = renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByText('You have no published articles yet.')).toBeInTheDocument()
    view.unmount()

    stubApi({ 'GET /api/articles/published': () => jsonResponse(published), 'GET /api/stats/articles/7': serverError })
    renderWithApp(<StatsList scope="mine" detailPath={paths.userDashboard.articleStats} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the figures.')
  })

  it('lists every published article for an admin, in Spanish', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/articles': () => jsonResponse(published.slice(0, 1)),
      'GET /api/stats/articles/7': () => jsonResponse(zeroStats()),
    })
    renderWithApp(<StatsList scope="all" detailPath={paths.adminDashboard.articleStats} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Aún no hay datos: las cifras aparecen un minuto después de la primera visita',
    )
    expect(screen.getByRole('link', { name: 'Alpha app' })).toHaveAttribute('href', '/admin-dashboard/stats/7')
    expect(screen.getByRole('button', { name: 'Visitas' })).toBeInTheDocument()
  })
})
