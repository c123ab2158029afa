import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { serverError, storeUser, stubApi } from '#app/test/support'
import { makeArticleStats, zeroStats } from '../test-data'
import { ArticleStatsView } from './article-stats-view'

// uPlot draws on a canvas jsdom does not have: a stand-in records what it was given to draw.
const drawn = vi.hoisted(() => ({ charts: [] as Array<{ data: unknown[]; labels: string[] }> }))
vi.mock('uplot', () => {
  class FakeUPlot {
    static tzDate = (date: Date) => date
    constructor(options: { series: Array<{ label?: string }> }, data: unknown[]) {
      drawn.charts.push({ data, labels: options.series.slice(1).map((series) => series.label ?? '') })
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakeUPlot }
})

beforeEach(() => {
  drawn.charts = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('ArticleStatsView', () => {
  it('is headed by the article’s title, a link to the article', async () => {
    storeUser()
    stubApi({
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/stats/articles/7': () => jsonResponse(makeArticleStats()),
    })
    renderWithApp(<ArticleStatsView articleId={7} backTo="/user-dashboard/stats" />)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Article stats Comet tracker' })
    expect(within(heading).getByRole('link', { name: 'Comet tracker' })).toHaveAttribute('href', '/articles/7')
    expect(screen.getByRole('region', { name: 'Article stats Comet tracker' })).toContainElement(
      screen.getByTestId('stats-totals'),
    )
  })

  it('names it in Spanish too', async () => {
    storeUser()
    stubApi({
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/stats/articles/7': () => jsonResponse(makeArticleStats()),
    })
    renderWithApp(<ArticleStatsView articleId={7} backTo="/user-dashboard/stats" />, { root: { lang: 'es' } })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estadísticas del artículo Comet tracker' }),
    ).toBeInTheDocument()
  })

  it('shows the totals, the daily chart and its table, placements and promotions', async () => {
    storeUser()
    stubApi({
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/stats/articles/7': () => jsonResponse(makeArticleStats()),
    })
    renderWithApp(<ArticleStatsView articleId={7} backTo="/user-dashboard/stats" />)
    expect(await screen.findByText('Loading the figures…')).toBeInTheDocument()

    const totals = await screen.findByTestId('stats-totals')
    expect(within(totals).getByText('Views').nextSibling).toHaveTextContent('12')
    expect(within(totals).getByText('CTR').nextSibling).toHaveTextContent('5.0%')

    await vi.waitFor(() => expect(drawn.charts).toHaveLength(1))
    expect(drawn.charts[0]!.labels).toEqual(['Impressions', 'Views', 'Readers', 'Clicks'])
    expect(drawn.charts[0]!.data[1]).toEqual([50, 70, 80])

    const table = screen.getByTestId('daily-table')
    const jan2 = within(table).getByRole('row', { name: /January 2, 2026/ })
    expect(
      within(jan2)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['70', '4', '3', '4'])

    expect(screen.getByRole('row', { name: /Main Slider 150 8 5.3%/ })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Home list 50 2 4.0%/ })).toBeInTheDocument()
    const promotions = screen.getByRole('table', { name: 'Promotions' })
    expect(within(promotions).getByRole('rowheader')).toHaveTextContent(
      'Main Slider · January 1, 2026 to January 31, 2026',
    )
    expect(screen.getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/user-dashboard/stats')
  })

  it('names a category slider promotion by its category’s name in the page’s language, not its slug', async () => {
    storeUser()
    const promotion = makeArticleStats().promotions[0]!
    const stats = makeArticleStats({
      promotions: [{ ...promotion, planType: 'CATEGORY_SLIDER', categorySlug: 'games' }],
    })
    stubApi({
      'GET /api/stats/articles/7': () => jsonResponse(stats),
      'GET /api/categories': () =>
        jsonResponse([
          {
            id: 3,
            name: 'Games',
            slug: 'games',
            description: null,
            translations: { vi: { name: 'Trò chơi', description: null } },
            emoji: null,
            headerImage: null,
          },
        ]),
    })
    renderWithApp(<ArticleStatsView articleId={7} backTo="/" />, { root: { lang: 'vi' } })
    expect(await screen.findByText(/· Trò chơi ·/)).toBeInTheDocument()
    expect(screen.queryByText(/· games ·/)).toBeNull()
  })

  it('downloads the daily figures as CSV', async () => {
    storeUser()
    stubApi({
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/stats/articles/7': () => jsonResponse(makeArticleStats()),
    })
    const blobs: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'), revokeObjectURL: () => {} }),
    )
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('spotlight-article-7-2026-01-01-2026-01-03.csv')
    })
    renderWithApp(<ArticleStatsView articleId={7} backTo="/user-dashboard/stats" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }))
    expect(clicked).toHaveBeenCalledOnce()
    expect(await blobs[0]!.text()).toBe(
      'date,views,uniqueReaders,impressions,clicks\r\n2026-01-01,2,2,50,1\r\n2026-01-02,4,3,70,4\r\n2026-01-03,6,4,80,5\r\n',
    )
  })

  it('says there is no data yet, in English and in Spanish', async () => {
    storeUser()
    stubApi({
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/stats/articles/7': () => jsonResponse(zeroStats()),
    })
    const view = renderWithApp(<ArticleStatsView articleId={7} backTo="/" />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No data yet: figures appear a minute after the first visit',
    )
    expect(drawn.charts).toHaveLength(0)
    view.unmount()
    renderWithApp(<ArticleStatsView articleId={7} backTo="/" />, { root: { lang: 'es' } })
    expect(await screen.findByRole('status')).toHaveTextContent('Aún no hay datos')
  })

  it('says when the figures fail, and when the article is not the reader’s', async () => {
    storeUser()
    stubApi({ 'GET /api/categories': () => jsonResponse([]), 'GET /api/stats/articles/7': serverError })
    const view = renderWithApp(<ArticleStatsView articleId={7} backTo="/" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the figures.')
    view.unmount()
    stubApi({})
    renderWithApp(<ArticleStatsView articleId={7} backTo="/" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no figures for this article.')
  })
})
