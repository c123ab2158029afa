// What search engines and link previews get of a maker: a sitemap entry and a share card.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makerCardVersion } from '@spotlight/shared/domain/maker-share-card'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findUserId, insertArticle } from '#src/test/factories'

describe('maker pages for search engines and link previews', () => {
  let t: TestApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-makers-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    await signIn(t, 'mia')
    await signIn(t, 'quiet')
    await insertArticle(t.database.db, await findUserId(t.database.db, 'mia'), {
      company: 'Mia Apps',
      publishDate: daysFromToday(-2),
    })
    await insertArticle(t.database.db, await findUserId(t.database.db, 'quiet'), { status: 'DRAFT' })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('lists each maker with a public article in the maker sitemaps, with their newest publication as lastmod', async () => {
    const sitemap = await (await t.request('/sitemap-makers-en-1.xml')).text()
    expect(sitemap).toContain(`/makers/mia</loc><lastmod>${daysFromToday(-2)}</lastmod>`)
    expect(sitemap).not.toContain('/makers/quiet')
  })

  it('draws a maker’s share card at the versioned address the page names, and 404 for anyone else', async () => {
    const version = makerCardVersion({ username: 'mia', company: 'Mia Apps', bio: null })
    const card = await t.request(`/og/makers/mia.png?lang=es&v=${version}`)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
    expect(card.headers.get('cache-control')).toContain('immutable')
    for (const username of ['quiet', 'nobody']) {
      const missing = await t.request(`/og/makers/${username}.png`)
      expect(missing.status).toBe(404)
      expect((await missing.json()).error.code).toBe('MAKER_NOT_FOUND')
    }
  })
})
