import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeArticle } from '#app/test/support'
import { renderWithApp } from '#app/test/render'
import { ArticleDetail } from './article-detail'

describe('ArticleDetail in the language of its article', () => {
  it('declares the article’s language on its title and content, inside a page of another language', async () => {
    const article = makeArticle({ title: 'Xin chào Pioneers', content: '<p>Nội dung bài viết</p>', language: 'vi' })
    renderWithApp(<ArticleDetail article={article} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Xin chào Pioneers' })).toHaveAttribute('lang', 'vi')
    expect(screen.getByText('Nội dung bài viết').parentElement).toHaveAttribute('lang', 'vi')
    // The page's own words stay in the page's language.
    expect(screen.getByText('Por')).not.toHaveAttribute('lang')
    expect(screen.getByTestId('article-detail')).not.toHaveAttribute('lang')
  })
})
