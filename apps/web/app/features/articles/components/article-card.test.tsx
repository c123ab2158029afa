import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { ArticleCard } from './article-card'

const article = {
  id: 42,
  title: 'Taskflow: plan your week',
  description: 'x'.repeat(140) + 'ABCDEFGHIJ' + 'this tail is cut off',
  company: 'Taskflow Labs',
  publishDate: '2025-05-06',
  headerImage: '/media/demo/taskflow.webp',
}

describe('ArticleCard', () => {
  it('shows the first 150 characters of the description followed by an ellipsis', async () => {
    renderWithApp(<ArticleCard article={article} />)
    expect(await screen.findByText(`${'x'.repeat(140)}ABCDEFGHIJ...`)).toBeInTheDocument()
    expect(screen.queryByText(/this tail is cut off/)).not.toBeInTheDocument()
  })

  it("says 'By {company}' and formats the date as 'MMMM d, y'", async () => {
    renderWithApp(<ArticleCard article={article} />)
    expect(await screen.findByText('By Taskflow Labs')).toBeInTheDocument()
    expect(screen.getByText('May 6, 2025')).toHaveAttribute('datetime', '2025-05-06')
  })

  it("links 'By {company}' to the maker's page when the maker is known", async () => {
    renderWithApp(<ArticleCard article={{ ...article, makerUsername: 'mia' }} />)
    const link = await screen.findByRole('link', { name: `By ${article.company}` })
    expect(link.getAttribute('href')).toBe('/makers/mia')
  })

  it('shows the verified badge only when the app host is verified for its maker', async () => {
    const { unmount } = renderWithApp(<ArticleCard article={{ ...article, verification: null }} />)
    await screen.findByText('By Taskflow Labs')
    expect(screen.queryByTestId('verified-badge')).toBeNull()
    unmount()
    renderWithApp(
      <ArticleCard
        article={{ ...article, verification: { host: 'taskflow.example', since: '2026-01-10T00:00:00Z' } }}
      />,
      { root: { lang: 'es' } },
    )
    const badge = await screen.findByTestId('verified-badge')
    expect(badge).toHaveTextContent('Verificado: controla taskflow.example desde el 10 de enero de 2026')
  })

  it('localises the date and the byline in Spanish', async () => {
    renderWithApp(<ArticleCard article={article} />, { root: { lang: 'es' } })
    expect(await screen.findByText('Por Taskflow Labs')).toBeInTheDocument()
    expect(screen.getByText('6 de mayo de 2025')).toBeInTheDocument()
  })

  it('says a paid placement is promoted: a visible label linked to the rules, and in the names of the card and its link', async () => {
    renderWithApp(<ArticleCard article={article} isPromoted />, { root: { lang: 'es' } })
    const label = await screen.findByRole('link', { name: 'Promocionado: cómo funciona la promoción' })
    expect(label).toHaveTextContent(/^Promocionado$/)
    expect(label).toHaveAttribute('href', '/es/how-it-works#promotion')
    // (The test's name computation drops the space a browser keeps before the visually hidden words.)
    expect(screen.getByRole('article', { name: `${article.title}(promocionado)` })).toContainElement(label)
    expect(screen.getByRole('link', { name: 'Leer más(promocionado)' })).toHaveAttribute('href', '/es/articles/42')
    expect(document.querySelectorAll('a a')).toHaveLength(0)
  })

  it('carries no label when the card is not a paid placement', async () => {
    renderWithApp(<ArticleCard article={article} />)
    await screen.findByText('By Taskflow Labs')
    expect(screen.queryByTestId('promoted-label')).not.toBeInTheDocument()
    expect(screen.getByRole('article', { name: article.title })).toBeInTheDocument()
  })

  it('links Read more to the article and sizes its lazy header image', async () => {
    renderWithApp(<ArticleCard article={article} />)
    expect(await screen.findByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/articles/42')
    const image = screen.getByRole('img', { name: article.title })
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '630')
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('loads the first visible image eagerly and with high priority', async () => {
    renderWithApp(<ArticleCard article={article} isPriority />)
    const image = await screen.findByRole('img', { name: article.title })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })
})

describe('ArticleCard in the language of its article', () => {
  it('declares the article’s language on its title and description, not on the page’s own words', async () => {
    renderWithApp(<ArticleCard article={{ ...article, language: 'vi' }} isPromoted />, { root: { lang: 'es' } })
    const heading = await screen.findByRole('heading', { level: 3 })
    expect(screen.getByText('Taskflow: plan your week')).toHaveAttribute('lang', 'vi')
    expect(heading).not.toHaveAttribute('lang')
    expect(screen.getByText(/ABCDEFGHIJ/)).toHaveAttribute('lang', 'vi')
    expect(screen.getByText(/Taskflow Labs/)).not.toHaveAttribute('lang')
  })
})

describe('ArticleCard twice on one page', () => {
  it('gives each card its own title id, and each card its own title as its name', async () => {
    renderWithApp(
      <>
        <section aria-label="In your language">
          <ArticleCard article={article} />
        </section>
        <section aria-label="Latest">
          <ArticleCard article={article} />
        </section>
      </>,
    )
    const cards = await screen.findAllByTestId('article-card')
    const headings = screen.getAllByRole('heading', { level: 3 })
    expect(headings[0]!.id).not.toBe(headings[1]!.id)
    cards.forEach((card, index) => {
      expect(card).toHaveAttribute('aria-labelledby', headings[index]!.id)
      expect(card.querySelector(`[id="${headings[index]!.id}"]`)).toBe(headings[index])
    })
  })

  it('declares the article’s language on its image’s alt text too', async () => {
    renderWithApp(<ArticleCard article={{ ...article, language: 'vi' }} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('img', { name: 'Taskflow: plan your week' })).toHaveAttribute('lang', 'vi')
  })
})
