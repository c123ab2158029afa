import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SearchResult } from '@spotlight/shared/schemas/search'
import { renderWithApp } from '#app/test/render'
import { RelatedArticles } from './related-articles'
import { SearchResults } from './search-results'

const article: SearchResult = {
  id: 7,
  title: 'Billetera rápida',
  description: 'Una billetera para Pi',
  company: 'Acme',
  app: 'PiWallet',
  language: 'es',
  category: {
    name: 'Finances',
    slug: 'finances',
    translations: { es: { name: 'Finanzas' }, vi: { name: 'Tài chính' } },
  },
  publishDate: '2026-05-01',
  headerImage: null,
  snippet: 'Una <mark>billetera</mark> para Pi',
  rating: { average: 0, count: 0 },
}

const labels = { more: 'More', searching: 'Searching…', failed: 'Failed' }

describe('search and related cards', () => {
  it('name the category in the page’s language (Vietnamese)', async () => {
    renderWithApp(
      <SearchResults
        q="pi"
        category={null}
        firstPage={{ items: [article], nextCursor: null, total: 1 }}
        labels={labels}
      />,
      {
        root: { lang: 'vi' },
      },
    )
    const card = await screen.findByTestId('search-result')
    expect(within(card).getByRole('link', { name: 'Tài chính' })).toHaveAttribute(
      'href',
      expect.stringContaining('/category/finances'),
    )
    expect(within(card).queryByText('Finances')).toBeNull()
  })

  it('fall back to the English name in a language the category has no name in', async () => {
    renderWithApp(<RelatedArticles articles={[article]} />, { root: { lang: 'ko' } })
    expect(
      within(await screen.findByTestId('search-result')).getByRole('link', { name: 'Finances' }),
    ).toBeInTheDocument()
  })

  it('declare the article’s language on its title and text, not the page’s', async () => {
    renderWithApp(<RelatedArticles articles={[{ ...article, language: 'es' }]} />, { root: { lang: 'en' } })
    const card = await screen.findByTestId('search-result')
    expect(within(card).getByText('Billetera rápida')).toHaveAttribute('lang', 'es')
    expect(within(card).getByText('Una billetera para Pi')).toHaveAttribute('lang', 'es')
  })

  it('declare the article’s language on a search result’s snippet', async () => {
    renderWithApp(
      <SearchResults
        q="pi"
        category={null}
        firstPage={{ items: [article], nextCursor: null, total: 1 }}
        labels={labels}
      />,
    )
    expect(await screen.findByTestId('search-snippet')).toHaveAttribute('lang', 'es')
  })
})
