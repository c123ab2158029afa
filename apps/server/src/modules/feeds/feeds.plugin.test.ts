import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle, setCategoryTranslation } from '#src/test/factories'
import { localizedPath } from '@spotlight/shared/domain/language-paths'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { escapeXml } from './xml'

const BASE = 'https://spotlight.example'
/** An ampersand that does not start one of the five predefined entities breaks an XML parser. */
const BARE_AMPERSAND = /&(?!(amp|lt|gt|quot|apos);)/

describe('feeds: /sitemap.xml, /rss.xml, /robots.txt', () => {
  let t: TestApp
  const ids = { tricky: 0, draft: 0, scheduled: 0, oldest: 0, newest: 0 }

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: `${BASE}/` } })
    await signIn(t, 'fern')
    const ownerId = await findUserId(t.database.db, 'fern')
    const db = t.database.db
    ids.oldest = (await insertArticle(db, ownerId, { publishDate: daysFromToday(-400), title: 'The oldest' })).id
    for (let index = 0; index < 52; index++) {
      await insertArticle(db, ownerId, { publishDate: daysFromToday(-100 + index), title: `Filler ${index}` })
    }
    ids.tricky = (
      await insertArticle(db, ownerId, {
        title: 'Tom & "Jerry\'s" <script>\u0001',
        description: 'Fish & chips < 5 Pi',
        company: 'A&B',
        categoryId: await findCategoryId(db, 'games'),
        publishDate: daysFromToday(-1),
      })
    ).id
    ids.newest = (await insertArticle(db, ownerId, { publishDate: daysFromToday(0), title: 'The newest' })).id
    ids.draft = (await insertArticle(db, ownerId, { status: 'DRAFT' })).id
    ids.scheduled = (await insertArticle(db, ownerId, { publishDate: daysFromToday(3) })).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('escapes the five XML specials and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0000\u0008\uFFFE\uD800`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    )
    expect(escapeXml('emoji 🎮 stays')).toBe('emoji 🎮 stays')
  })

  it('lists the public pages and the visible categories; every public article with lastmod in the article sitemaps', async () => {
    const response = await t.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=300/)
    const xml = await response.text()
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    for (const path of [
      '/',
      '/featured-articles',
      '/advertise',
      '/contact',
      '/privacy-policy',
      '/cookie-policy',
      '/terms-of-service',
      '/how-it-works',
    ]) {
      expect(locs).toContain(`${BASE}${path}`)
    }
    expect(locs).toContain(`${BASE}/category/games`)
    expect(locs).toContain(`${BASE}/category/social-and-community`)
    expect(locs).not.toContain(`${BASE}/category/sin-categoria`)
    expect(locs.filter((loc) => loc!.includes('/category/'))).toHaveLength(9)
    expect(locs.filter((loc) => loc!.includes('/articles/'))).toHaveLength(0)
    expect(xml).not.toMatch(BARE_AMPERSAND)

    const index = await (await t.request('/sitemap-articles.xml')).text()
    expect(index).toContain(
      `<sitemap><loc>${BASE}/sitemap-articles-en-1.xml</loc><lastmod>${daysFromToday(0)}</lastmod>`,
    )
    const articles = await (await t.request('/sitemap-articles-en-1.xml')).text()
    const articleLocs = [...articles.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(articleLocs).toHaveLength(55)
    expect(articles).toContain(
      `<loc>${BASE}/articles/${ids.oldest}</loc><lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`,
    )
    expect(articles).toContain(`<loc>${BASE}/articles/${ids.newest}</loc><lastmod>${daysFromToday(0)}</lastmod>`)
    expect(articleLocs).not.toContain(`${BASE}/articles/${ids.draft}`)
    expect(articleLocs).not.toContain(`${BASE}/articles/${ids.scheduled}`)
    expect(articles).not.toMatch(BARE_AMPERSAND)
  })

  it('has a sitemap per language, each page naming its address in every language and x-default', async () => {
    const robots = await (await t.request('/robots.txt')).text()
    const sitemaps = [...robots.matchAll(/^Sitemap: (.+)$/gm)].map((match) => match[1]!.slice(BASE.length))
    // Each language's pages, then the indexes of the articles' and the makers' sitemaps.
    expect(sitemaps).toHaveLength(LANGUAGES.length + 2)
    expect(sitemaps.slice(-2)).toEqual(['/sitemap-articles.xml', '/sitemap-makers.xml'])
    sitemaps.splice(-2)
    for (const kind of ['articles', 'makers']) {
      const index = await (await t.request(`/sitemap-${kind}.xml`)).text()
      for (const language of LANGUAGES) expect(index).toContain(`<loc>${BASE}/sitemap-${kind}-${language}-1.xml</loc>`)
    }
    for (const language of LANGUAGES) sitemaps.push(`/sitemap-articles-${language}-1.xml`)
    for (const language of LANGUAGES) sitemaps.push(`/sitemap-makers-${language}-1.xml`)
    /** Per page (its x-default address), each language's entry's alternates. */
    const byPage = new Map<string, Map<string, string>[]>()
    for (const [index, path] of sitemaps.entries()) {
      const language = LANGUAGES[index % LANGUAGES.length]!
      const response = await t.request(path)
      expect(response.status, path).toBe(200)
      const xml = await response.text()
      expect(xml).not.toMatch(BARE_AMPERSAND)
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!)
      if (index < LANGUAGES.length) {
        // The static pages and the visible categories.
        expect(urls.length).toBe(8 + 9)
        // The rules in public, at this language's address.
        expect(xml).toContain(`<loc>${BASE}${localizedPath(language, '/how-it-works')}</loc>`)
      } else if (index < 2 * LANGUAGES.length) {
        expect(urls.length).toBe(55)
      } else {
        // The articles' one maker.
        expect(urls.length).toBe(1)
        expect(xml).toMatch(/\/makers\/[^<]+<\/loc><lastmod>/)
      }
      for (const url of urls) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!
        const alternates = new Map(
          [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
            match[1]!,
            match[2]!,
          ]),
        )
        expect([...alternates.keys()]).toEqual([...LANGUAGES, 'x-default'])
        // Each language's sitemap lists that language's address, which its own alternates name.
        expect(alternates.get(language)).toBe(loc)
        expect(loc).toBe(`${BASE}${localizedPath(language, alternates.get('x-default')!.slice(BASE.length))}`)
        const page = alternates.get('x-default')!
        byPage.set(page, [...(byPage.get(page) ?? []), alternates])
      }
    }
    // Reciprocal: every language's entry for a page names the same set of addresses.
    for (const entries of byPage.values()) {
      expect(entries).toHaveLength(LANGUAGES.length)
      for (const alternates of entries) expect(alternates).toEqual(entries[0])
    }
  })

  it('has a feed per language, linking that language’s addresses', async () => {
    for (const language of LANGUAGES) {
      const path = localizedPath(language, '/rss.xml')
      const response = await t.request(path)
      expect(response.status, path).toBe(200)
      const xml = await response.text()
      expect(xml).toContain(`<language>${language}</language>`)
      expect(xml).toContain(`<atom:link href="${BASE}${path}" rel="self" type="application/rss+xml"/>`)
      expect(xml).toContain(`<link>${BASE}${localizedPath(language, `/articles/${ids.newest}`)}</link>`)
    }
  })

  it('publishes the 50 newest public articles as RSS 2.0, escaped', async () => {
    const response = await t.request('/rss.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<link>${BASE}/</link>`)
    expect(xml).toContain(`<atom:link href="${BASE}/rss.xml" rel="self" type="application/rss+xml"/>`)
    const items = [...xml.matchAll(/<item>(.*?)<\/item>/g)].map((match) => match[1]!)
    expect(items).toHaveLength(50)
    expect(items[0]).toContain(`<guid isPermaLink="true">${BASE}/articles/${ids.newest}</guid>`)
    expect(items[0]).toContain(`<pubDate>${new Date(`${daysFromToday(0)}T00:00:00Z`).toUTCString()}</pubDate>`)
    expect(items[1]).toContain('<title>Tom &amp; &quot;Jerry&apos;s&quot; &lt;script&gt;</title>')
    expect(items[1]).toContain('<description>Fish &amp; chips &lt; 5 Pi</description>')
    expect(items[1]).toContain('<dc:creator>A&amp;B</dc:creator><category>Games</category>')
    expect(xml).not.toContain(`/articles/${ids.oldest}<`)
    expect(xml).not.toContain(`/articles/${ids.draft}<`)
    expect(xml).not.toContain(`/articles/${ids.scheduled}<`)
    expect(xml).not.toMatch(BARE_AMPERSAND)
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008]/)
  })

  it('writes each item’s category in the feed’s language, the English name where it has none', async () => {
    await setCategoryTranslation(t.database.db, 'games', 'es', { name: 'Juegos' })
    await setCategoryTranslation(t.database.db, 'games', 'vi', { name: 'Trò chơi' })
    const categoryOf = async (language: (typeof LANGUAGES)[number]) => {
      const xml = await (await t.request(localizedPath(language, '/rss.xml'))).text()
      const item = [...xml.matchAll(/<item>(.*?)<\/item>/g)].find((match) =>
        match[1]!.includes(`/articles/${ids.tricky}<`),
      )
      return item?.[1]!.match(/<category>(.*?)<\/category>/)?.[1]
    }
    try {
      expect(await categoryOf('es')).toBe('Juegos')
      expect(await categoryOf('vi')).toBe('Trò chơi')
      expect(await categoryOf('en')).toBe('Games')
      expect(await categoryOf('ko')).toBe('Games')
    } finally {
      await setCategoryTranslation(t.database.db, 'games', 'es', {})
      await setCategoryTranslation(t.database.db, 'games', 'vi', {})
    }
  })

  it('allows crawling but the dashboards, QR screens, simulator and API, and names the sitemap', async () => {
    const response = await t.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of [
      '/user-dashboard',
      '/admin-dashboard',
      '/login-qr',
      '/session-qr',
      '/pay-qr',
      '/__pi-sim',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`)
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap-makers.xml`)
  })

  it('answers 304 to a crawler holding the current sitemap', async () => {
    const etag = (await t.request('/sitemap.xml')).headers.get('etag')!
    expect((await t.request('/sitemap.xml', { headers: { 'if-none-match': etag } })).status).toBe(304)
  })
})
