import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, stubApi } from '#app/test/support'
import { LatestArticles } from './latest-articles'

describe('LatestArticles', () => {
  it('fetches the next page once for taps that arrive together (replayed, or a quick double tap)', async () => {
    const fetchMock = stubApi({
      'GET /api/articles': () => jsonResponse([makeArticle({ id: 1, title: 'Older one', publishDate: '2025-01-01' })]),
    })
    const firstPage = {
      items: [makeArticle({ id: 2, title: 'Newer one', publishDate: '2025-02-01' })],
      nextCursor: 'c1',
    }
    renderWithApp(<LatestArticles firstPage={firstPage} />)
    const button = await screen.findByRole('button', { name: 'Load more articles' })
    act(() => {
      button.click()
      button.click()
      button.click()
    })
    await screen.findByText('Older one')
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load/ })).toBeNull())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getAllByText('Older one')).toHaveLength(1)
  })
})
