// Articles in their own language, as a first visit without JavaScript gets them (plain HTTP): the
// "Only in …" link of the home and category pages, the list it filters, and the `lang` an article's
// page and cards declare. The demo holds one Vietnamese and one Simplified Chinese article.
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../fixtures'

const page = async (path: string, language = 'en') => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { 'Accept-Language': language } })
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The article list's part of a page (its heading to the end of its section): the sliders and menus left out. */
function listOf(html: string): string {
  const start = html.search(/id="(?:latest|category-articles)-heading"/)
  expect(start).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</section>', start))
}

const listed = async (query: string) =>
  (await (await fetch(`${baseUrl()}/api/articles?${query}`)).json()) as {
    id: number
    title: string
    language: string
  }[]

describe('articles in their own language', () => {
  it('the Vietnamese home page offers "Only in Tiếng Việt", and the link shows only the Vietnamese articles', async () => {
    const vietnamese = await listed('language=vi')
    expect(vietnamese.length).toBeGreaterThan(0)
    expect(vietnamese.every((article) => article.language === 'vi')).toBe(true)

    const home = await page('/vi')
    expect(home).toMatch(/<a[^>]*href="\/vi\?language=vi"[^>]*>Chỉ bài viết tiếng Việt<\/a>/)
    const only = await page('/vi?language=vi')
    for (const article of vietnamese) expect(only).toContain(`<span lang="vi">${article.title}</span>`)
    // An English demo article is not in the list (the promoted slider above it is every language's), and
    // "All languages" leads back.
    expect(listOf(only)).not.toContain('Taskflow: plan your week')
    expect(only).toMatch(/<a[^>]*href="\/vi"[^>]*>Tất cả ngôn ngữ<\/a>/)
  })

  it("a category's list filters the same way, keeping the filter in its order links", async () => {
    const html = await page('/category/productivity-tools?language=zh-Hans')
    expect(html).toContain('Focusboard')
    expect(listOf(html)).not.toContain('Taskflow: plan your week')
    expect(html).toContain('href="/category/productivity-tools?sort=top&amp;language=zh-Hans"')
  })

  it("an article's page declares its language on its title and content inside an English page", async () => {
    const [chinese] = await listed('language=zh-Hans')
    const html = await page(`/articles/${chinese!.id}`)
    expect(html).toMatch(/<html[^>]*lang="en"/)
    expect(html).toMatch(/<h1[^>]*\slang="zh-Hans"/)
    expect(html).toMatch(/<div lang="zh-Hans"[^>]*data-stat-view=/)
  })
})
