import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { languageFilterOf, pageQuery } from '../utils/article-page'
import { LanguageFilter } from './language-filter'
import { OrderLinks } from './order-links'

describe('LanguageFilter ("Only in …")', () => {
  it("offers the reader's own language by name, as a plain link at their language's address", async () => {
    renderWithApp(<LanguageFilter path="/" filter={null} />, { root: { lang: 'vi' } })
    const nav = await screen.findByRole('navigation', { name: 'Ngôn ngữ của bài viết' })
    expect(within(nav).getByRole('link', { name: 'Chỉ bài viết tiếng Việt' })).toHaveAttribute(
      'href',
      '/vi?language=vi',
    )
    const all = within(nav).getByRole('link', { name: 'Tất cả ngôn ngữ' })
    expect(all).toHaveAttribute('href', '/vi')
    expect(all).toHaveAttribute('aria-current', 'true')
  })

  it('marks the filter in force and links back to every language, keeping the order', async () => {
    renderWithApp(<LanguageFilter path="/category/games" filter="en" order="top" />)
    const only = await screen.findByRole('link', { name: 'Only in English' })
    expect(only).toHaveAttribute('aria-current', 'true')
    expect(only).toHaveAttribute('href', '/category/games?sort=top&language=en')
    const all = screen.getByRole('link', { name: 'All languages' })
    expect(all).toHaveAttribute('href', '/category/games?sort=top')
    expect(all).not.toHaveAttribute('aria-current')
  })

  it('names a filter on another language (a shared link) in that language', async () => {
    renderWithApp(<LanguageFilter path="/" filter="zh-Hans" />, { root: { lang: 'es' } })
    const other = await screen.findByRole('link', { name: '简体中文' })
    expect(other).toHaveAttribute('lang', 'zh-Hans')
    expect(other).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('link', { name: 'Solo en español' })).toHaveAttribute('href', '/es?language=es')
  })

  it('keeps the language when the order changes', async () => {
    renderWithApp(<OrderLinks path="/category/games" order="newest" language="hi" />)
    expect(await screen.findByRole('link', { name: 'Top rated' })).toHaveAttribute(
      'href',
      '/category/games?sort=top&language=hi',
    )
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/category/games?language=hi')
  })
})

describe("the lists' language parameter", () => {
  it('passes a language of the registry on to the API, and ignores anything else', () => {
    expect(languageFilterOf('https://spotlight.test/?language=vi')).toBe('vi')
    expect(languageFilterOf('https://spotlight.test/es/category/games?sort=top&language=zh-Hant')).toBe('zh-Hant')
    for (const junk of ['xx', 'EN', '', '<b>vi</b>']) {
      expect(languageFilterOf(`https://spotlight.test/?language=${encodeURIComponent(junk)}`)).toBeNull()
    }
    expect(languageFilterOf('https://spotlight.test/')).toBeNull()
    expect(pageQuery({ language: 'vi' })).toBe('limit=12&language=vi')
    expect(pageQuery({ cursor: 'abc', language: null })).toBe('limit=12&cursor=abc')
  })
})
