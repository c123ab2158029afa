import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { LANGUAGE_REGISTRY, LANGUAGES } from '@spotlight/shared/domain/languages'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle, setCategoryTranslation } from '#src/test/factories'

describe('GET /pinet/meta (PiNet backend metadata)', () => {
  let t: TestApp
  let dataDir: string
  let ownerId: number
  const meta = (pathname: string, init: RequestInit = {}) =>
    t.request(`/pinet/meta?pathname=${encodeURIComponent(pathname)}`, init)
  const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-pinet-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0', PUBLIC_URL: 'https://spotlight.example' } })
    await signIn(t, 'olga')
    ownerId = await findUserId(t.database.db, 'olga')
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('describes a public article with its share card, author, section and dates', async () => {
    const games = await findCategoryId(t.database.db, 'games')
    const row = await insertArticle(t.database.db, ownerId, {
      title: 'Pi Quest',
      description: 'A game',
      company: 'Acme',
      categoryId: games,
    })
    const response = await meta(`/articles/${row.id}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      title: 'Pi Quest | Spotlight',
      description: 'A game',
      authors: [{ name: 'Acme' }],
      category: 'Games',
      openGraph: {
        type: 'article',
        locale: 'en_US',
        publishedTime: row.publishDate,
        section: 'Games',
        authors: ['Acme'],
        images: [{ width: 1200, height: 630, type: 'image/png', alt: 'Pi Quest' }],
      },
      twitter: { card: 'summary_large_image', title: 'Pi Quest | Spotlight' },
    })
    const image = body.openGraph.images[0]
    expect(image.url).toMatch(new RegExp(`^https://spotlight\\.example/og/articles/${row.id}\\.png\\?lang=en&v=\\w+$`))
    expect(image.secureUrl).toBe(image.url)
    // The card it points to exists.
    expect((await t.request(image.url.replace('https://spotlight.example', ''))).status).toBe(200)
  })

  it('answers in Spanish when asked so, for the home page and a category', async () => {
    const home = await meta('/', { headers: { 'accept-language': 'es-ES,es;q=0.9' } })
    expect(await home.json()).toMatchObject({
      title: 'Spotlight: el ecosistema Pi en artículos',
      openGraph: {
        type: 'website',
        locale: 'es_ES',
        images: [{ url: expect.stringContaining('/og/site.png?lang=es') }],
      },
    })
    const category = await t.request(`/pinet/meta?pathname=${encodeURIComponent('/category/games/')}&lang=es`)
    expect(category.status).toBe(200)
    expect(await category.json()).toMatchObject({
      title: 'Artículos en "Games" | Spotlight',
      openGraph: { images: [{ url: expect.stringContaining('/og/categories/games.png?lang=es&v=') }] },
    })
    expect((await meta('/advertise')).status).toBe(200)
  })

  it('answers in Hindi for a /hi address or a hi-IN reader, with a Hindi share card drawn in Devanagari', async () => {
    const home = await meta('/', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } })
    expect(await home.json()).toMatchObject({
      title: 'Spotlight: लेखों में Pi इकोसिस्टम',
      openGraph: { locale: 'hi_IN', images: [{ url: expect.stringContaining('/og/site.png?lang=hi') }] },
    })
    const advertise = await meta('/hi/advertise', { headers: { cookie: 'lang=en', 'accept-language': 'en' } })
    expect(await advertise.json()).toMatchObject({
      title: 'हमारे साथ विज्ञापन दें | Spotlight',
      openGraph: { locale: 'hi_IN' },
    })
    await setCategoryTranslation(t.database.db, 'games', 'hi', { name: 'गेम' })
    const category = await meta('/hi/category/games')
    expect(await category.json()).toMatchObject({ title: '"गेम" के लेख | Spotlight' })
    await setCategoryTranslation(t.database.db, 'games', 'hi', {})
    const card = await t.request('/og/site.png?lang=hi')
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
  })

  it('picks the language as a page does: the lang cookie, then Accept-Language by q-value, then English', async () => {
    const localeOf = async (headers: Record<string, string>) =>
      ((await (await meta('/', { headers })).json()) as { openGraph: { locale: string } }).openGraph.locale
    expect(await localeOf({ 'accept-language': 'en;q=0.4, es-MX;q=0.9' })).toBe('es_ES')
    expect(await localeOf({ 'accept-language': 'de, es;q=0.5' })).toBe('es_ES')
    expect(await localeOf({ cookie: 'lang=es', 'accept-language': 'en' })).toBe('es_ES')
    expect(await localeOf({ 'accept-language': 'ja-JP, fr;q=0.8, ;q=x' })).toBe('en_US')
    expect(await localeOf({ 'accept-language': 'zh-TW, fr;q=0.8, ;q=x' })).toBe('zh_TW')
    expect(await localeOf({ 'accept-language': 'in-ID' })).toBe('id_ID')
    expect((await meta('/')).headers.get('vary')).toMatch(/^Accept-Language, Cookie/)
  })

  it('names a category in Spanish, as its Spanish page does, once it has a Spanish name', async () => {
    await setCategoryTranslation(t.database.db, 'games', 'es', { name: 'Juegos' })
    const spanish = await t.request(`/pinet/meta?pathname=${encodeURIComponent('/category/games')}&lang=es`)
    expect(await spanish.json()).toMatchObject({ title: 'Artículos en "Juegos" | Spotlight' })
    const english = await t.request(`/pinet/meta?pathname=${encodeURIComponent('/category/games')}&lang=en`)
    expect(await english.json()).toMatchObject({ title: 'Articles in "Games" | Spotlight' })
    // A language's address names its language, whatever the request's headers say.
    const prefixed = await t.request(`/pinet/meta?pathname=${encodeURIComponent('/es/category/games')}`, {
      headers: { cookie: 'lang=en', 'accept-language': 'en' },
    })
    expect(await prefixed.json()).toMatchObject({ title: 'Artículos en "Juegos" | Spotlight' })
    await setCategoryTranslation(t.database.db, 'games', 'es', {})
  })

  it('describes a maker’s page with their share card, in the address’s language, as the page does', async () => {
    await insertArticle(t.database.db, ownerId, { company: 'Olga & Co' })
    const response = await meta('/es/makers/olga')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      title: 'Olga & Co | Spotlight',
      description: 'Artículos de Olga & Co en Spotlight',
      openGraph: {
        type: 'website',
        locale: 'es_ES',
        images: [{ width: 1200, height: 630, type: 'image/png', alt: 'Olga & Co' }],
      },
      twitter: { card: 'summary_large_image', title: 'Olga & Co | Spotlight' },
    })
    const image = body.openGraph.images[0]
    expect(image.url).toMatch(/^https:\/\/spotlight\.example\/og\/makers\/olga\.png\?lang=es&v=\w+$/)
    const card = await t.request(image.url.replace('https://spotlight.example', ''))
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
    // Someone with nothing public has no page, so no preview.
    expect((await meta('/makers/nobody')).status).toBe(404)
  })

  it('describes every other public page, with its title in the address’s language and the site’s card', async () => {
    const titles = {
      '/featured-articles': ['Featured Articles | Spotlight', '精選文章 | Spotlight'],
      '/contact': ['Contact Us | Spotlight', '聯絡我們 | Spotlight'],
      '/how-it-works': ['How Spotlight works | Spotlight', 'Spotlight 如何運作 | Spotlight'],
      '/privacy-policy': ['Privacy Policy | Spotlight', '隱私政策 | Spotlight'],
      '/cookie-policy': ['Cookie Policy | Spotlight', 'Cookie 政策 | Spotlight'],
      '/terms-of-service': ['Terms of Service | Spotlight', '服務條款 | Spotlight'],
    }
    for (const [path, [english, chinese]] of Object.entries(titles)) {
      for (const [pathname, title, lang] of [
        [path, english, 'en'],
        [`/zh-Hant${path}`, chinese, 'zh-Hant'],
      ] as const) {
        const response = await meta(pathname)
        expect(response.status, pathname).toBe(200)
        const body = await response.json()
        expect(body, pathname).toMatchObject({
          title,
          openGraph: {
            type: 'website',
            title,
            images: [{ url: expect.stringContaining(`/og/site.png?lang=${lang}&v=`) }],
          },
          twitter: { title },
        })
        expect(body.description.length, pathname).toBeGreaterThan(5)
      }
    }
  })

  it('names the other languages’ locales the page is also at', async () => {
    for (const pathname of ['/', '/zh-Hant/advertise', '/makers/olga']) {
      const body = await (await meta(pathname)).json()
      const expected = LANGUAGES.map((language) => LANGUAGE_REGISTRY[language].ogLocale).filter(
        (locale) => locale !== body.openGraph.locale,
      )
      expect(body.openGraph.alternateLocale, pathname).toEqual(expected)
    }
  })

  it('answers 404 with the error body for hidden articles and unknown paths', async () => {
    const draft = await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })
    const scheduled = await insertArticle(t.database.db, ownerId, { publishDate: daysFromToday(2) })
    for (const pathname of [
      `/articles/${draft.id}`,
      `/articles/${scheduled.id}`,
      '/articles/999999',
      '/category/no-such-category',
      '/category/sin-categoria',
      '/user-dashboard',
      '/articles/1/edit',
      '/category/%E0%A4%A',
      '/makers/%E0%A4%A',
      '/makers/a/b',
      '/contact/extra',
      '/search',
    ]) {
      const response = await meta(pathname)
      expect(response.status, pathname).toBe(404)
      await errorOf(response)
    }
  })

  it('refuses bad input with 400', async () => {
    for (const query of [
      '',
      '?pathname=',
      '?pathname=articles/1',
      `?pathname=/${'a'.repeat(3000)}`,
      '?pathname=/&lang=fr',
    ]) {
      const response = await t.request(`/pinet/meta${query}`)
      expect(response.status, query).toBe(400)
      expect((await errorOf(response)).code).toBe('VALIDATION_FAILED')
    }
  })
})
