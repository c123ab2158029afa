// The server-rendered category and search pages as a crawler or a first visit gets them (plain HTTP, no
// browser): a renamed category's old addresses, the no-results page, and a search answered through typo
// forgiveness.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, signInViaApi, type SignedInUser } from '../fixtures'
import { call } from './support/articles'

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers: { 'Accept-Language': 'en', ...headers } })

/** The text of the element carrying `data-testid`, entities decoded; null when the page has none. */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)
  if (!match) return null
  return match[1]!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')
}

/** The page's main content after the search heading (the site's chrome, with its own category menu, is left out). */
function searchContent(html: string): string {
  const start = html.indexOf('data-testid="search-heading"')
  expect(start).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</main>', start))
}

describe('category and search pages, server-rendered', () => {
  let admin: SignedInUser
  const created: number[] = []

  const createCategory = async (name: string) => {
    const category = await call('POST', '/api/categories', admin.accessToken, { name })
    created.push(Number(category.id))
    return Number(category.id)
  }
  const renameCategory = (id: number, name: string) => call('PUT', `/api/categories/${id}`, admin.accessToken, { name })

  beforeAll(async () => {
    admin = await signInViaApi('admin')
  })

  afterAll(async () => {
    // Other journeys count the categories: leave the list as it was.
    for (const id of created)
      await fetch(`${baseUrl()}/api/categories/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${admin.accessToken}` },
      })
  })

  it("a renamed category's old addresses answer 301 to the new one, chain included; a new category takes one back", async () => {
    const id = await createCategory('Kite Surfing')
    await renameCategory(id, 'Wind Sports')
    await renameCategory(id, 'Ocean Sports')
    for (const old of ['kite-surfing', 'wind-sports']) {
      const response = await page(`/category/${old}`)
      expect(response.status, old).toBe(301)
      expect(new URL(response.headers.get('location')!, baseUrl()).pathname).toBe('/category/ocean-sports')
    }
    const current = await page('/category/ocean-sports')
    expect(current.status).toBe(200)
    expect(await current.text()).toContain('Ocean Sports')

    await createCategory('Kite Surfing')
    const taken = await page('/category/kite-surfing')
    expect(taken.status).toBe(200)
    expect(await taken.text()).toContain('Kite Surfing')
    expect((await page('/category/wind-sports')).status).toBe(301)
    expect((await page('/category/never-was-a-category')).status).toBe(404)
  })

  it('the no-results page lists the categories once, to browse instead', async () => {
    const html = searchContent(await (await page('/search?q=zqxjvwnothing')).text())
    expect(textOf(html, 'search-heading')).toBe('No results for "zqxjvwnothing"')
    expect(html.match(/>Games</g)).toHaveLength(1)
    expect(html).not.toContain('category=games')
    // Filtered to a category: one way back to every category, still one list.
    const filtered = searchContent(await (await page('/search?q=zqxjvwnothing&category=games')).text())
    expect(filtered.match(/>Games</g)).toHaveLength(1)
    expect(filtered).toContain('Search all categories')
  })

  it('a search answered through typo forgiveness says what it searched; an exact one says nothing', async () => {
    await call('POST', '/api/articles', admin.accessToken, {
      company: 'Acme',
      app: 'Quillwhisper',
      title: 'Notes that write themselves',
      description: 'A notebook for Pioneers.',
      category: { slug: 'productivity-tools' },
      content: '<p>Write with Pi.</p>',
      status: 'PUBLISHED',
      publishDate: new Date().toISOString().slice(0, 10),
    })
    const typo = await (await page('/search?q=Quilwhisper')).text()
    expect(textOf(typo, 'search-corrected')).toBe('Showing results for "Quillwhisper"')
    expect(typo).toContain('data-testid="search-result"')
    const spanish = await (await page('/search?q=Quilwhisper', { Cookie: 'lang=es' })).text()
    expect(textOf(spanish, 'search-corrected')).toBe('Mostrando resultados para "Quillwhisper"')
    const exact = await (await page('/search?q=Quillwhisper')).text()
    expect(exact).toContain('data-testid="search-result"')
    expect(textOf(exact, 'search-corrected')).toBeNull()
  })

  it("names a category in the page's language on search result cards, filter chips, the no-results list and related cards", async () => {
    const category = await call('POST', '/api/categories', admin.accessToken, {
      name: 'Tide Pools',
      translations: { es: { name: 'Pozas de marea' } },
    })
    created.push(Number(category.id))
    const publish = (title: string) =>
      call('POST', '/api/articles', admin.accessToken, {
        company: 'Acme',
        app: 'Brinestar',
        title,
        description: 'Tides for Pioneers.',
        category: { slug: category.slug },
        content: '<p>Brinestar reads the tides.</p>',
        status: 'PUBLISHED',
        publishDate: new Date().toISOString().slice(0, 10),
      })
    const first = await publish('Brinestar tide tables')
    await publish('Brinestar rock pools')

    const spanish = searchContent(await (await page('/es/search?q=brinestar')).text())
    expect(spanish).toContain('>Pozas de marea<')
    expect(spanish).not.toContain('>Tide Pools<')
    const english = searchContent(await (await page('/search?q=brinestar')).text())
    expect(english).toContain('>Tide Pools<')

    const none = searchContent(await (await page('/es/search?q=zqxjvwnothing')).text())
    expect(none).toContain('>Pozas de marea<')

    const article = await (await page(`/es/articles/${first.id}`)).text()
    const start = article.indexOf('data-testid="related-articles"')
    expect(start).toBeGreaterThan(-1)
    const related = article.slice(start, article.indexOf('</section>', start))
    expect(related).toContain('>Pozas de marea<')
  })
})
