import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { makeArticle } from '#app/test/support'
import { firstLanguageOf } from '../utils/article-page'
import { InYourLanguage } from './in-your-language'

describe('the reader’s language first', () => {
  it('shows the language’s newest articles under its own heading, with a link to all of them', async () => {
    const articles = [
      makeArticle({ id: 7, title: 'Ví Pi cho người Việt', language: 'vi' }),
      makeArticle({ id: 5, title: 'Chợ Pi Hà Nội', language: 'vi' }),
    ]
    renderWithApp(<InYourLanguage path="/category/games" articles={articles} placement="CATEGORY" />, {
      root: { lang: 'vi' },
      path: '/vi/category/games',
    })
    const section = await screen.findByRole('region', { name: 'Bằng tiếng Việt' })
    expect(section).toHaveAttribute('data-stat-placement', 'CATEGORY')
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['Ví Pi cho người Việt', 'Chợ Pi Hà Nội'])
    expect(within(section).getByRole('link', { name: 'Tất cả bài viết tiếng Việt' })).toHaveAttribute(
      'href',
      '/vi/category/games?language=vi',
    )
  })

  it('is absent when there is none in that language', async () => {
    renderWithApp(
      <>
        <InYourLanguage path="/" articles={[]} placement="LIST" />
        <p>list</p>
      </>,
      { root: { lang: 'ko' } },
    )
    await screen.findByText('list')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('comes first on pages in any language but the default, unless the list is narrowed or ordered by rating', () => {
    expect(firstLanguageOf('vi', null)).toBe('vi')
    expect(firstLanguageOf('zh-Hant', null, 'newest')).toBe('zh-Hant')
    expect(firstLanguageOf('en', null)).toBeNull()
    expect(firstLanguageOf('vi', 'vi')).toBeNull()
    expect(firstLanguageOf('vi', 'en')).toBeNull()
    expect(firstLanguageOf('vi', null, 'top')).toBeNull()
  })
})
