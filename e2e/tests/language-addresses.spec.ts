import { localizedPath } from '@spotlight/shared/domain/language-paths'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../fixtures'

const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!

type Page = { status: number; location: string | null; html: string }

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { 'accept-language': 'en', ...headers },
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const htmlLang = (html: string) => /<html lang="([\w-]+)"/.exec(html)?.[1]
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
/** The page's `hreflang` alternates, language → absolute URL, in document order. */
const alternates = (html: string) =>
  new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, m[2]!]))

describe('an address per language', () => {
  let pages: string[] = []

  beforeAll(async () => {
    const [article] = (await (await fetch(`${baseUrl()}/api/articles?limit=1`)).json()) as { id: number }[]
    pages = [
      '/',
      `/articles/${article!.id}`,
      '/category/marketplaces',
      '/featured-articles',
      '/advertise',
      '/contact',
      '/privacy-policy',
      '/cookie-policy',
      '/terms-of-service',
    ]
  })

  it('serves each public page at every language’s address, in that language whatever the cookie says', async () => {
    for (const path of pages) {
      for (const language of LANGUAGES) {
        const address = localizedPath(language, path)
        const page = await get(address, { cookie: `lang=${language === DEFAULT_LANGUAGE ? other : DEFAULT_LANGUAGE}` })
        if (language === DEFAULT_LANGUAGE) continue // the unprefixed address negotiates: next test
        expect(page.status, address).toBe(200)
        expect(htmlLang(page.html), address).toBe(language)
        expect(canonical(page.html), address).toBe(`${baseUrl()}${address}`)
      }
    }
  })

  it('serves an unprefixed page in the negotiated language, its canonical that language’s address', async () => {
    const byHeader = await get('/advertise', { 'accept-language': `${other};q=0.9, fr;q=0.5` })
    expect(htmlLang(byHeader.html)).toBe(other)
    expect(canonical(byHeader.html)).toBe(`${baseUrl()}${localizedPath(other, '/advertise')}`)
    const byCookie = await get('/advertise', { 'accept-language': other, cookie: `lang=${DEFAULT_LANGUAGE}` })
    expect(htmlLang(byCookie.html)).toBe(DEFAULT_LANGUAGE)
    expect(canonical(byCookie.html)).toBe(`${baseUrl()}/advertise`)
  })

  it('names every language’s address and x-default on every public page, the same set from each', async () => {
    for (const path of pages) {
      const expected = new Map([
        ...LANGUAGES.map((language) => [language, `${baseUrl()}${localizedPath(language, path)}`] as const),
        ['x-default', `${baseUrl()}${path}`] as const,
      ])
      for (const language of LANGUAGES) {
        const page = await get(localizedPath(language, path), { cookie: `lang=${language}` })
        expect(alternates(page.html), `${language} ${path}`).toEqual(expected)
      }
    }
  })

  it('keeps the reader in their language: links, the search form and the feed', async () => {
    const page = await get(localizedPath(other, '/'))
    const hrefs = [...page.html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!)
    const publicLinks = hrefs.filter((href) =>
      /^\/(?:[a-z]{2}(?:-[A-Z][a-z]{3})?\/)?(articles|category|advertise|contact)\b/.test(href),
    )
    expect(publicLinks.length).toBeGreaterThan(5)
    for (const href of publicLinks) expect(href, href).toMatch(new RegExp(`^/${other}/`))
    expect(page.html).toMatch(new RegExp(`<form[^>]*action="/${other}/search"`))
    const feed = /<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/.exec(page.html)?.[1]
    expect(feed).toBe(`/${other}/rss.xml`)
    const rss = await fetch(`${baseUrl()}${feed}`)
    expect(rss.status).toBe(200)
    expect(await rss.text()).toContain(`<language>${other}</language>`)
  })

  it('sends the default language’s prefix to the page’s own address, an unknown prefix home, and an unknown page to its language’s home', async () => {
    const english = await get(`/${DEFAULT_LANGUAGE}/contact?from=x`)
    expect(english.status).toBe(301)
    expect(english.location).toBe('/contact?from=x')
    for (const path of ['/xx/contact', '/nope', `/${other.toUpperCase()}/contact`]) {
      const answer = await get(path)
      expect(answer.status, path).toBeGreaterThanOrEqual(300)
      expect(answer.status, path).toBeLessThan(400)
      expect(answer.location, path).toBe('/')
    }
    const unknown = await get(`/${other}/no/such/page`)
    expect(unknown.status).toBeGreaterThanOrEqual(300)
    expect(unknown.location).toBe(`/${other}`)
  })
})
