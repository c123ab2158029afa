import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SearchResult } from '@spotlight/shared/schemas/search'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi } from '#app/test/support'
import { SearchResults } from './search-results'

const result = (id: number, title: string): SearchResult => ({
  id,
  title,
  description: `About ${title}`,
  company: 'Acme',
  app: `App ${id}`,
  language: 'en',
  category: null,
  publishDate: '2026-05-01',
  headerImage: null,
  snippet: `About ${title}`,
  rating: { average: 0, count: 0 },
})

const labels = { more: 'More results', searching: 'Searching…', failed: 'Could not load more results.' }

describe('SearchResults', () => {
  it('fetches the next page once for taps that arrive together (replayed, or a quick double tap)', async () => {
    const fetchMock = stubApi({ 'GET /api/search': () => jsonResponse([result(2, 'Second wallet')]) })
    renderWithApp(
      <SearchResults
        q="wallet"
        category={null}
        firstPage={{ items: [result(1, 'First wallet')], nextCursor: 'c1', total: 2 }}
        labels={labels}
      />,
    )
    const more = await screen.findByRole('link', { name: 'More results' })
    expect(more).toHaveAttribute('href', expect.stringContaining('cursor=c1'))
    act(() => {
      more.click()
      more.click()
      more.click()
    })
    expect(await screen.findByText('Second wallet')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /More results|Searching/ })).toBeNull()
    expect(screen.getAllByText('Second wallet')).toHaveLength(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
