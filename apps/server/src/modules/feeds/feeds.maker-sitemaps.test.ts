// The makers' sitemaps at scale: every maker with a public article listed once, however many there are.
import { sql } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, insertArticle } from '#src/test/factories'

const BASE = 'https://spotlight.example'
/** More than the 4,000 who published last that the one sitemap per language used to list. */
const MAKERS = 4_100

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['sitemap', 'url'].includes(name) })
type SitemapIndex = { sitemapindex: { sitemap: { loc: string; lastmod: string }[] } }
type UrlSet = { urlset: { url: { loc: string; lastmod: string }[] } }

describe('maker sitemaps: every maker with a public article, however many, in sitemaps of 10,000 ids', () => {
  let t: TestApp

  const addMaker = async (username: string) =>
    (
      await t.database.db
        .insert(users)
        .values({ piUid: `uid-${username}`, username })
        .returning({ id: users.id })
    )[0]!.id

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: BASE } })
    const db = t.database.db
    await db.execute(sql`
      insert into users (pi_uid, username)
      select 'uid-bulk-' || n, 'bulk' || n from generate_series(1, ${MAKERS}) as n`)
    // One public article each; without the search index's triggers, which a sitemap never reads.
    await db.execute(sql`alter table articles disable trigger user`)
    try {
      await db.execute(sql`
        insert into articles (owner_id, company, app, title, description, content, publish_date, status)
        select id, 'Acme', 'App', 'By ' || username, 'About an app', '<p>x</p>', current_date - (id % 300), 'PUBLISHED'
        from users where username like 'bulk%'`)
    } finally {
      await db.execute(sql`alter table articles enable trigger user`)
    }
    // Makers with nothing public: a draft only, an article scheduled for later.
    await insertArticle(db, await addMaker('drafty'), { status: 'DRAFT' })
    await insertArticle(db, await addMaker('early'), { publishDate: daysFromToday(3) })
    // Ids are not dense: a maker far past the others is in a later run, and the runs between have no sitemap.
    await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 25000)`)
    await insertArticle(db, await addMaker('faraway'), { publishDate: daysFromToday(-1) })
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  it('names the index in robots.txt; it lists each language’s sitemaps of the runs holding a maker', async () => {
    const robots = await (await t.request('/robots.txt')).text()
    expect(robots.split('\n')).toContain(`Sitemap: ${BASE}/sitemap-makers.xml`)
    const response = await t.request('/sitemap-makers.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const sitemaps = (parser.parse(xml) as SitemapIndex).sitemapindex.sitemap
    // User ids 1 to ~4,103 are run 1; id 25,001 is in run 3.
    expect(sitemaps.map((sitemap) => sitemap.loc)).toEqual(
      LANGUAGES.flatMap((language) => [1, 3].map((page) => `${BASE}/sitemap-makers-${language}-${page}.xml`)),
    )
    expect(sitemaps.find((sitemap) => sitemap.loc.endsWith('-en-3.xml'))!.lastmod).toBe(daysFromToday(-1))
  })

  it('lists every maker with a public article once, with their newest publication, and nobody else', async () => {
    const listed = new Map<string, string>()
    for (const page of [1, 3]) {
      const response = await t.request(`/sitemap-makers-en-${page}.xml`)
      expect(response.status).toBe(200)
      const xml = await response.text()
      expect(XMLValidator.validate(xml)).toBe(true)
      for (const { loc, lastmod } of (parser.parse(xml) as UrlSet).urlset.url) {
        expect(listed.has(loc), `${loc} listed twice`).toBe(false)
        listed.set(loc, lastmod)
      }
    }
    expect(listed.size).toBe(MAKERS + 1)
    expect(listed.get(`${BASE}/makers/bulk1`)).toBe(daysFromToday(-1))
    expect(listed.get(`${BASE}/makers/faraway`)).toBe(daysFromToday(-1))
    for (const name of ['drafty', 'early']) expect(listed.has(`${BASE}/makers/${name}`)).toBe(false)
    // Each language's sitemap lists the same makers at its own addresses.
    const vietnamese = await (await t.request('/sitemap-makers-vi-3.xml')).text()
    expect(vietnamese).toContain(`<loc>${BASE}/vi/makers/faraway</loc>`)
  })

  it('answers 404 for a run with no maker, past the last id, or an address that is no page number', async () => {
    for (const path of [
      '/sitemap-makers-en-2.xml',
      '/sitemap-makers-en-999999.xml',
      '/sitemap-makers-en-0.xml',
      '/sitemap-makers-en-01.xml',
      '/sitemap-makers-en-x.xml',
      '/sitemap-makers-xx-1.xml',
    ]) {
      const response = await t.request(path)
      expect(response.status, path).toBe(404)
    }
  })
})
