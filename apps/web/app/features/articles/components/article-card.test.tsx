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

  it('localises the date and the byline in Spanish', async () => {
    renderWithApp(<ArticleCard article={article} />, { root: { lang: 'es' } })
    expect(await screen.findByText('Por Taskflow Labs')).toBeInTheDocument()
    expect(screen.getByText('6 de mayo de 2025')).toBeInTheDocument()
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
