// The article sitemaps at scale: more public articles than one sitemap may hold (50,000 URLs, 50 MB).
import { sql } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localizedPath } from '@spotlight/shared/domain/language-paths'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, insertArticle } from '#src/test/factories'

const BASE = 'https://spotlight.example'
/** More than the 45,000 newest a single sitemap used to list. */
const PUBLIC_ARTICLES = 45_100
/** The protocol's limits of one sitemap file. */
const MAX_URLS = 50_000
const MAX_BYTES = 50 * 1024 * 1024

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
})

type SitemapIndex = { sitemapindex: { sitemap: { loc: string; lastmod: string | null }[] } }
type UrlSet = {
  urlset: { url: { loc: string; lastmod: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[] }
}

describe('article sitemaps: every public article listed, however many, within the limits', () => {
  let t: TestApp
  const ids = { oldest: 0, draft: 0, scheduled: 0, far: 0 }

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: BASE } })
    const db = t.database.db
    // The maker written straight in: no connection is opened before the long insert, to go stale during it.
    const [maker] = await db.insert(users).values({ piUid: 'uid-fern', username: 'fern' }).returning({ id: users.id })
    const ownerId = maker!.id
    ids.oldest = (await insertArticle(db, ownerId, { publishDate: daysFromToday(-2000), title: 'The oldest' })).id
    // Without the search index's triggers, which a sitemap never reads: minutes of work, not seconds.
    await db.execute(sql`alter table articles disable trigger user`)
    try {
      await db.execute(sql`
        insert into articles (owner_id, company, app, title, description, content, publish_date, status)
        select ${ownerId}, 'Acme', 'App', 'Bulk ' || n, 'About an app', '<p>x</p>', current_date - (n % 900), 'PUBLISHED'
        from generate_series(1, ${PUBLIC_ARTICLES - 2}) as n`)
    } finally {
      await db.execute(sql`alter table articles enable trigger user`)
    }
    ids.draft = (await insertArticle(db, ownerId, { status: 'DRAFT' })).id
    ids.scheduled = (await insertArticle(db, ownerId, { publishDate: daysFromToday(3) })).id
    // Ids are not dense: a run of ids with no article at all has no sitemap.
    await db.execute(sql`select setval(pg_get_serial_sequence('articles', 'id'), 99990)`)
    ids.far = (await insertArticle(db, ownerId, { publishDate: daysFromToday(-1) })).id
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  it('names the index in robots.txt; the index lists each language’s sitemaps with their newest lastmod', async () => {
    const robots = await (await t.request('/robots.txt')).text()
    expect(robots.split('\n')).toContain(`Sitemap: ${BASE}/sitemap-articles.xml`)

    const response = await t.request('/sitemap-articles.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const sitemaps = (parser.parse(xml) as SitemapIndex).sitemapindex.sitemap
    // Ids 1 to 45,102 fill five runs of 10,000; id 99,991 is in the tenth.
    const pages = [1, 2, 3, 4, 5, 10]
    expect(sitemaps.map((sitemap) => sitemap.loc)).toEqual(
      LANGUAGES.flatMap((language) => pages.map((page) => `${BASE}/sitemap-articles-${language}-${page}.xml`)),
    )
    for (const sitemap of sitemaps) expect(sitemap.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('lists every public article once, and no draft or scheduled one, each file under 50,000 URLs and 50 MB', async () => {
    // What a crawler finds from robots.txt: each sitemap named there, and each one an index names.
    const robots = await (await t.request('/robots.txt')).text()
    const named = [...robots.matchAll(/^Sitemap: (.+)$/gm)].map((match) => match[1]!)
    const listed = new Map<number, string>()
    for (const loc of named) {
      const xml = await (await t.request(loc.slice(BASE.length))).text()
      const sitemaps = xml.includes('<sitemapindex')
        ? (parser.parse(xml) as SitemapIndex).sitemapindex.sitemap.filter((entry) => entry.loc.includes('-en-'))
        : [{ loc, lastmod: null }]
      for (const sitemap of sitemaps) {
        const response = await t.request(sitemap.loc.slice(BASE.length))
        expect(response.status, sitemap.loc).toBe(200)
        const body = await response.text()
        expect(Buffer.byteLength(body)).toBeLessThan(MAX_BYTES)
        expect(body.split('<url>').length - 1).toBeLessThanOrEqual(MAX_URLS)
        // The English addresses of the articles (each language's sitemaps list the same ones at its own).
        const urls = [
          ...body.matchAll(
            /<url><loc>https:\/\/spotlight\.example\/articles\/(\d+)<\/loc><lastmod>([^<]+)<\/lastmod>/g,
          ),
        ]
        for (const [, id, lastmod] of urls) {
          expect(listed.has(Number(id)), `article ${id} listed twice`).toBe(false)
          listed.set(Number(id), lastmod!)
        }
        // An index's lastmod is the newest of its sitemap's (the makers' index has its own test).
        if (sitemap.lastmod && sitemap.loc.includes('/sitemap-articles-'))
          expect(sitemap.lastmod).toBe(
            urls
              .map((url) => url[2]!)
              .sort()
              .at(-1),
          )
      }
    }
    expect(listed.size).toBe(PUBLIC_ARTICLES)
    expect(listed.has(ids.oldest)).toBe(true)
    expect(listed.has(ids.far)).toBe(true)
    expect(listed.has(ids.draft)).toBe(false)
    expect(listed.has(ids.scheduled)).toBe(false)
    // Written today, first public 2,000 days ago: seen changed today.
    expect(listed.get(ids.oldest)).toBe(daysFromToday(0))
  }, 120_000)

  it('writes each language’s sitemap at its addresses, with every language’s alternate and x-default', async () => {
    for (const language of ['es', 'zh-Hant'] as const) {
      const xml = await (await t.request(`/sitemap-articles-${language}-10.xml`)).text()
      expect(XMLValidator.validate(xml)).toBe(true)
      const [url] = (parser.parse(xml) as UrlSet).urlset.url
      expect(url!.loc).toBe(`${BASE}${localizedPath(language, `/articles/${ids.far}`)}`)
      expect(url!['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
        ...LANGUAGES.map((other) => [other, `${BASE}${localizedPath(other, `/articles/${ids.far}`)}`]),
        ['x-default', `${BASE}/articles/${ids.far}`],
      ])
    }
  })

  it('answers 404, never an error, for a sitemap that does not exist', async () => {
    for (const path of [
      '/sitemap-articles-en-6.xml',
      '/sitemap-articles-en-0.xml',
      '/sitemap-articles-en-01.xml',
      '/sitemap-articles-en-214749.xml',
      '/sitemap-articles-en-999999.xml',
      '/sitemap-articles-en-9999999.xml',
      '/sitemap-articles-en-x.xml',
    ]) {
      expect((await t.request(path)).status, path).toBe(404)
    }
  })
})
