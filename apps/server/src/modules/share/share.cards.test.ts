import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { articleCardVersion, categoryCardVersion } from '@spotlight/shared/domain/share-card'
import { articles } from '#src/db/schema/index'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { ensureDemoImage } from '#src/modules/demo/demo-images'
import { mediaRoot } from '#src/modules/media/media-static.plugin'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle, setCategoryTranslation } from '#src/test/factories'

const HOSTILE_TITLES = {
  script: '<script>alert(1)</script>',
  entities: 'Tom & Jerry &amp; &lt;b&gt; "quotes" \'single\'',
  long: 'Pi'.repeat(5000),
  emoji: '🚀 Pi 👩‍💻 ganancias 🇪🇸 ❤️ 🧑🏽‍🚀',
  rtl: 'مرحبا بالعالم שלום עולם \u202Ereversed\u202C',
  controls: 'line\nbreak\ttab\u2028sep',
}

describe('share cards: GET /og/...', () => {
  let t: TestApp
  let dataDir: string
  let ownerId: number

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-og-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    await signIn(t, 'olga')
    ownerId = await findUserId(t.database.db, 'olga')
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function expectCard(response: Response) {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    const metadata = await sharp(png).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 })
    return png
  }
  const cardOf = async (url: string) => expectCard(await t.request(url))
  const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error

  it('draws a 1200x630 PNG for a public article, with its header image, cached for a year at its version', async () => {
    const image = await ensureDemoImage(mediaRoot(dataDir), 'og-test', ['#0ea5e9', '#22c55e'], 3)
    const games = await findCategoryId(t.database.db, 'games')
    const row = await insertArticle(t.database.db, ownerId, {
      title: 'Niño 🎮 ¿Cómo ganar más?',
      app: 'Pi Quest',
      categoryId: games,
      headerImage: image.url,
    })
    const version = articleCardVersion({ ...row, category: { name: 'Games' } })
    const response = await t.request(`/og/articles/${row.id}.png?lang=es&v=${version}`)
    await expectCard(response)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    // An address without the current version is not cached for long.
    const unversioned = await t.request(`/og/articles/${row.id}.png`)
    await expectCard(unversioned)
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('stores a card once per version and draws a new one after an edit', async () => {
    const row = await insertArticle(t.database.db, ownerId, { title: 'Before the edit' })
    const first = await expectCard(await t.request(`/og/articles/${row.id}.png?lang=en`))
    const again = await expectCard(await t.request(`/og/articles/${row.id}.png?lang=en`))
    expect(again.equals(first)).toBe(true)
    const storedBefore = await readdir(path.join(dataDir, 'cache', 'og'))

    await t.database.db.update(articles).set({ title: 'After the edit' }).where(eq(articles.id, row.id))
    const edited = await t.request(`/og/articles/${row.id}.png?lang=en`)
    const after = await expectCard(edited)
    expect(after.equals(first)).toBe(false)
    expect(edited.headers.get('etag')).not.toBe(`"${articleCardVersion({ ...row, category: null })}"`)
    // The old version's file is replaced, not kept beside the new one.
    expect((await readdir(path.join(dataDir, 'cache', 'og'))).length).toBe(storedBefore.length)
  })

  it('draws each language on its own', async () => {
    const row = await insertArticle(t.database.db, ownerId, { title: 'Same title' })
    const english = await expectCard(await t.request(`/og/articles/${row.id}.png?lang=en`))
    const spanish = await expectCard(await t.request(`/og/articles/${row.id}.png?lang=es`))
    expect(spanish.equals(english)).toBe(false)
  })

  it.each(Object.entries(HOSTILE_TITLES))('draws a card for a hostile title (%s)', async (_name, title) => {
    const row = await insertArticle(t.database.db, ownerId, { title, app: title, company: title })
    await expectCard(await t.request(`/og/articles/${row.id}.png?lang=es`))
  })

  it('answers 404 with the error body for drafts, pending, rejected, scheduled, deleted and unknown articles', async () => {
    const hidden = await Promise.all([
      insertArticle(t.database.db, ownerId, { status: 'DRAFT' }),
      insertArticle(t.database.db, ownerId, { status: 'PENDING_APPROVAL' }),
      insertArticle(t.database.db, ownerId, { status: 'REJECTED', rejectionReason: 'no' }),
      insertArticle(t.database.db, ownerId, { publishDate: daysFromToday(3) }),
    ])
    const deleted = await insertArticle(t.database.db, ownerId)
    await t.database.db.delete(articles).where(eq(articles.id, deleted.id))
    const tokens = {
      visitor: undefined,
      owner: (await signIn(t, 'olga')).accessToken,
      other: (await signIn(t, 'otto')).accessToken,
      admin: (await signIn(t, 'admin')).accessToken,
    }
    for (const [who, token] of Object.entries(tokens)) {
      for (const id of [...hidden.map((row) => row.id), deleted.id, 999_999]) {
        // Not even its owner or an admin gets a card: share cards are for public pages only.
        const response = await t.request(`/og/articles/${id}.png?lang=en`, token ? { token } : {})
        expect(response.status, `${who} ${id}`).toBe(404)
        expect(await errorOf(response)).toMatchObject({ code: 'ARTICLE_NOT_FOUND' })
      }
    }
  })

  it('gives every reader, signed in or not, the same card of a public article (HEAD too)', async () => {
    const row = await insertArticle(t.database.db, ownerId, { title: 'For everyone' })
    const visitor = await expectCard(await t.request(`/og/articles/${row.id}.png`))
    for (const username of ['olga', 'otto', 'admin']) {
      const token = (await signIn(t, username)).accessToken
      expect((await expectCard(await t.request(`/og/articles/${row.id}.png`, { token }))).equals(visitor)).toBe(true)
    }
    const head = await t.request(`/og/articles/${row.id}.png`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/png')
  })

  it('refuses bad input with 400 and unknown card paths with 404, in the error body', async () => {
    const row = await insertArticle(t.database.db, ownerId)
    for (const url of [
      `/og/articles/abc.png`,
      `/og/articles/-1.png`,
      `/og/articles/99999999999.png`,
      `/og/articles/${row.id}.png?lang=fr`,
      `/og/articles/${row.id}.png?v=${'x'.repeat(65)}`,
      `/og/site.png?lang=<script>`,
    ]) {
      const response = await t.request(url)
      expect(response.status, url).toBe(400)
      expect((await errorOf(response)).code).toBe('VALIDATION_FAILED')
    }
    for (const url of ['/og/articles/1.jpg', '/og/nothing.png', '/og/categories/no-such-category.png']) {
      const response = await t.request(url)
      expect(response.status, url).toBe(404)
      await errorOf(response)
    }
  })

  it('draws the site, advertise and category cards in both languages', async () => {
    for (const lang of ['en', 'es']) {
      await expectCard(await t.request(`/og/site.png?lang=${lang}`))
      await expectCard(await t.request(`/og/advertise.png?lang=${lang}`))
      await expectCard(await t.request(`/og/categories/games.png?lang=${lang}`))
    }
    // The catch-all category is no public page.
    expect((await t.request('/og/categories/sin-categoria.png')).status).toBe(404)
  })

  it("draws a Spanish card with the category's Spanish name and description once it has them", async () => {
    const slug = 'marketplaces'
    const before = {
      en: await cardOf(`/og/categories/${slug}.png?lang=en`),
      es: await cardOf(`/og/categories/${slug}.png?lang=es`),
    }
    const categoryOf = async () => (await createCategoriesService({ db: t.database.db }).findBySlug(slug))!
    const row = await categoryOf()
    const oldVersion = categoryCardVersion(row)
    await setCategoryTranslation(t.database.db, slug, 'es', {
      name: 'Mercados',
      description: 'Tiendas que aceptan Pi.',
    })
    // A new address for the card, so no cache anywhere keeps the old one.
    expect(categoryCardVersion(await categoryOf())).not.toBe(oldVersion)
    expect((await cardOf(`/og/categories/${slug}.png?lang=es`)).equals(before.es)).toBe(false)
    expect((await cardOf(`/og/categories/${slug}.png?lang=en`)).equals(before.en)).toBe(true)

    // An article of that category: its Spanish card's kicker is the Spanish name.
    const row2 = await insertArticle(t.database.db, ownerId, {
      title: 'Kicker',
      categoryId: await findCategoryId(t.database.db, slug),
    })
    const spanish = await cardOf(`/og/articles/${row2.id}.png?lang=es`)
    await setCategoryTranslation(t.database.db, slug, 'es', {})
    expect((await cardOf(`/og/articles/${row2.id}.png?lang=es`)).equals(spanish)).toBe(false)
  })
})
