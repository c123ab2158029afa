import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TITLE_MAX } from '@spotlight/shared/domain/limits'
import { loadConfig } from '#src/config/env'
import { articles, categories, media, promotions, users } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { findUserId, insertArticle } from '#src/test/factories'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import { DEMO_CATEGORY_TRANSLATIONS, type TranslatedLanguage } from './demo-category-translations'
import { DEMO_ARTICLES, DEMO_USERNAME } from './demo-content'
import { DEMO_READERS } from './demo-reviews'
import { seedDemo } from './demo.seed'

describe('the demo seed', () => {
  let dataDir: string
  let t: TestApp

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spotlight-demo-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('seeds a dozen labelled articles once, across the visible categories, with 1200x630 images', async () => {
    const result = await seedDemo(t.database.db, t.config)
    expect(result.seeded).toBe(true)
    expect(await seedDemo(t.database.db, t.config)).toEqual({ seeded: false, reason: 'articles exist' })

    const db = t.database.db
    const ownerId = await findUserId(db, DEMO_USERNAME)
    const rows = await db
      .select({ article: articles, slug: categories.slug })
      .from(articles)
      .leftJoin(categories, eq(categories.id, articles.categoryId))
    expect(rows).toHaveLength(12)
    expect(new Set(rows.map((row) => row.slug)).size).toBe(9)
    // Each in the language it is written in: English, and one each in Vietnamese and Simplified Chinese.
    expect(rows.map((row) => row.article.language).sort()).toEqual([...Array<string>(10).fill('en'), 'vi', 'zh-Hans'])
    for (const { article, slug } of rows) {
      expect(slug).not.toBe('sin-categoria')
      expect(article).toMatchObject({ ownerId, status: 'PUBLISHED' })
      expect(article.title.startsWith('[Demo] ')).toBe(true)
      expect(article.company.startsWith('Demo — ')).toBe(true)
      expect(article.title.length).toBeLessThanOrEqual(ARTICLE_TITLE_MAX)
      expect(article.description.length).toBeLessThanOrEqual(ARTICLE_DESCRIPTION_MAX)
      expect(article.headerImage).toMatch(/^\/media\/demo\/[a-z0-9-]+\.webp$/)
      const file = path.join(dataDir, article.headerImage!)
      expect(await sharp(file).metadata()).toMatchObject({ width: 1200, height: 630, format: 'webp' })
    }
    const [active] = await db
      .select({ total: count() })
      .from(promotions)
      .where(inArray(promotions.state, ['ACTIVE']))
    expect(active!.total).toBe(4)
  })

  it('shows through the public API: latest articles, featured, and the images under /media', async () => {
    expect(((await (await t.request('/api/articles')).json()) as unknown[]).length).toBe(12)
    expect(((await (await t.request('/api/articles/featured')).json()) as unknown[]).length).toBe(4)

    const image = await t.request('/media/demo/taskflow.webp')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100)

    for (const missing of ['/media/demo/nope.webp', '/media/%2e%2e/%2e%2e/package.json', '/media/']) {
      const response = await t.request(missing)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
  })

  it('comes with a few published reviews, one answered by the maker, counted on the article', async () => {
    const list = (await (await t.request('/api/articles')).json()) as { id: number; rating: { count: number } }[]
    const rated = list.filter((item) => item.rating.count > 0)
    expect(rated.length).toBeGreaterThanOrEqual(3)
    const first = rated[0]!
    const reviews = (await (await t.request(`/api/articles/${first.id}/reviews`)).json()) as { reply: unknown }[]
    expect(reviews).toHaveLength(first.rating.count)
    expect(reviews.some((review) => review.reply !== null)).toBe(true)
  })

  it('comes with followers: the demo maker’s profile counts two, and a demo reader follows a category', async () => {
    const profile = (await (await t.request(`/api/makers/${DEMO_USERNAME}`)).json()) as { followers: number }
    expect(profile.followers).toBe(2)
    const reader = await signIn(t, DEMO_READERS[2])
    const follows = (await (await t.request('/api/follows', { token: reader.accessToken })).json()) as {
      categories: { slug: string }[]
    }
    expect(follows.categories.map((category) => category.slug)).toEqual([DEMO_ARTICLES[0]!.categorySlug])
  })

  it("names the starting categories in every language of the registry, each in that language's words", async () => {
    const list = (await (await t.request('/api/categories')).json()) as {
      slug: string
      name: string
      description: string | null
      translations: Record<string, { name: string; description?: string | null }>
    }[]
    const games = list.find((category) => category.slug === 'games')!
    for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      expect(games.translations[language]?.name, language).toBe(
        DEMO_CATEGORY_TRANSLATIONS[language as TranslatedLanguage].games.name,
      )
      for (const category of list) {
        const own = category.translations[language]
        expect(own?.name, `${language} ${category.slug}`).toBeTruthy()
        // The catch-all's own name is already Spanish ("Sin categoría").
        if (category.name !== own!.name || language !== 'es')
          expect(own!.name, `${language} ${category.slug}`).not.toBe(category.name)
        expect(own!.description, `${language} ${category.slug}`).not.toBe(category.description)
      }
    }
  })

  it('is found by search in English and in Spanish, word forms and accents forgiven', async () => {
    const apps = async (q: string) =>
      ((await (await t.request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { app: string }[]).map(
        (row) => row.app,
      )
    expect(await apps('marketplace')).toContain('PiMarket')
    expect(await apps('mercados')).toContain('PiMarket')
    expect(await apps('leccion')).toContain('LearnPi')
    expect(await apps('caminata guiada')).toEqual(['WanderPi'])
    expect(await apps('"guided walks"')).toEqual(['WanderPi'])
    expect(await apps('rompecabezas')).toEqual(['Puzzle Pi'])
  })

  it('gives the promoted articles a short video that the home and category sliders play', async () => {
    const main = (await (await t.request('/api/articles/promoted-slides?type=MAIN_SLIDER')).json()) as {
      app: string
      videoUrl: string
    }[]
    expect(main.length).toBe(2)
    const categorySliders = (await (
      await t.request('/api/articles/promoted-videos?type=CATEGORY_SLIDER')
    ).json()) as string[]
    expect(categorySliders.length).toBe(2)
    for (const url of [...main.map((slide) => slide.videoUrl), ...categorySliders]) {
      expect(url).toMatch(/^\/media\/demo\/[a-z0-9-]+\.mp4$/)
      const video = await t.request(url)
      expect(video.status).toBe(200)
      expect(video.headers.get('content-type')).toBe('video/mp4')
      expect((await video.arrayBuffer()).byteLength).toBe(34128)
    }
    const videoRows = await t.database.db.select().from(media).where(eq(media.kind, 'VIDEO'))
    expect(videoRows).toHaveLength(4)
    for (const row of videoRows) expect(row).toMatchObject({ durationS: 5, articleId: expect.any(Number) })
  })
})

describe('when the demo seed stays away', () => {
  let database: TestDatabase
  let dataDir: string
  const countArticles = async () => (await database.db.select({ total: count() }).from(articles))[0]!.total

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = mkdtempSync(path.join(tmpdir(), 'spotlight-demo-off-'))
  })
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('does nothing with SEED_DEMO=0', async () => {
    const config = loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0', DATA_DIR: dataDir })
    expect(await seedDemo(database.db, config)).toMatchObject({ seeded: false })
    expect(await countArticles()).toBe(0)
    expect(existsSync(path.join(dataDir, 'media'))).toBe(false)
  })

  it('never seeds in production, whatever the configuration says', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/spotlight',
      PI_API_KEY: 'key',
      PUBLIC_URL: 'https://spotlight.example',
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
    })
    expect(config.seedDemo).toBe(false)
    expect(await seedDemo(database.db, { ...config, seedDemo: true })).toEqual({ seeded: false, reason: 'production' })
    expect(await countArticles()).toBe(0)
  })

  it('leaves a database that already has articles alone', async () => {
    const [owner] = await database.db.insert(users).values({ piUid: 'uid-real', username: 'real' }).returning()
    await insertArticle(database.db, owner!.id, { status: 'DRAFT' })
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir })
    expect(config.seedDemo).toBe(true)
    expect(await seedDemo(database.db, config)).toEqual({ seeded: false, reason: 'articles exist' })
    expect(await countArticles()).toBe(1)
    expect(await database.db.select().from(users).where(eq(users.username, DEMO_USERNAME))).toEqual([])
  })
})
