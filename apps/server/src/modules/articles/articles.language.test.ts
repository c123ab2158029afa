import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import type { ArticleInput } from '@spotlight/shared/schemas/articles'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import {
  articleBody,
  daysFromToday,
  findCategoryId,
  findUserId,
  grantCredits,
  insertArticle,
} from '#src/test/factories'

/** An article's language: written by its author, answered by every read, and a filter of the public lists. */
describe('the language an article is written in', () => {
  let t: TestApp
  let owner = ''
  let other = ''
  let admin = ''
  let ownerId = 0

  const storedLanguage = async (id: number) =>
    ((await (await t.request(`/api/articles/${id}`, { token: admin })).json()) as { language: string }).language

  beforeAll(async () => {
    t = await buildTestApp()
    owner = (await signIn(t, 'mai')).accessToken
    other = (await signIn(t, 'otto')).accessToken
    admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'mai')
    // Creating an article takes a publication credit.
    await grantCredits(t.database.db, ownerId, 40)
  })
  afterAll(async () => {
    await t.close()
  })

  it('is stored on create and answered by the detail and the author lists', async () => {
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: owner,
      json: articleBody({ language: 'vi' }),
    })
    expect(created.status).toBe(201)
    const article = (await created.json()) as { id: number; language: string }
    expect(article.language).toBe('vi')
    expect(await storedLanguage(article.id)).toBe('vi')
    const drafts = (await (await t.request('/api/articles/drafts', { token: owner })).json()) as {
      id: number
      language: string
    }[]
    expect(drafts.find((row) => row.id === article.id)?.language).toBe('vi')
  })

  it('takes every language of the registry', async () => {
    for (const language of LANGUAGES) {
      const response = await t.request('/api/articles', {
        method: 'POST',
        token: owner,
        json: articleBody({ language }),
      })
      expect(response.status, language).toBe(201)
      expect(((await response.json()) as { language: string }).language).toBe(language)
    }
  })

  it('is English when a form from before it leaves it out', async () => {
    const response = await t.request('/api/articles', { method: 'POST', token: owner, json: articleBody() })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { language: string }).language).toBe('en')
  })

  it('changes on update, and an update without it keeps the one stored', async () => {
    const { id } = await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })
    const changed = await t.request(`/api/articles/${id}`, {
      method: 'PUT',
      token: owner,
      json: articleBody({ language: 'zh-Hant' }),
    })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as { language: string }).language).toBe('zh-Hant')
    const kept = await t.request(`/api/articles/${id}`, { method: 'PUT', token: owner, json: articleBody() })
    expect(kept.status).toBe(200)
    expect(await storedLanguage(id)).toBe('zh-Hant')
  })

  it.each([
    ['an unknown code', 'xx'],
    ['a code in the wrong case', 'zh-hans'],
    ['a region instead of a script', 'en-US'],
    ['an empty string', ''],
    ['a number', 1],
    ['null', null],
    ['hostile HTML', '<script>alert(1)</script>'],
    ['an oversize string', 'e'.repeat(10_000)],
  ])('refuses %s with a 400 naming the field, on create and update', async (_case, language) => {
    const { id } = await insertArticle(t.database.db, ownerId, { status: 'DRAFT', language: 'ko' })
    for (const [method, path] of [
      ['POST', '/api/articles'],
      ['PUT', `/api/articles/${id}`],
    ] as const) {
      // A language of the wrong type or outside the registry on purpose: the cast gets it past the typed factory.
      const json = articleBody({ language: language as ArticleInput['language'] })
      const response = await t.request(path, { method, token: owner, json })
      const text = await response.text()
      expect(response.status, `${method} ${text}`).toBe(400)
      const error = ErrorBodySchema.parse(JSON.parse(text)).error
      expect(error.details?.map((detail) => detail.path)).toContain('language')
      expect(text).not.toContain('<script>')
    }
    expect(await storedLanguage(id)).toBe('ko')
  })

  it('may be changed by the owner and an admin only, as the rest of the article', async () => {
    const { id } = await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })
    const put = (token?: string) =>
      t.request(`/api/articles/${id}`, {
        method: 'PUT',
        ...(token ? { token } : {}),
        json: articleBody({ language: 'hi' }),
      })
    expect((await put()).status).toBe(401)
    expect((await put(other)).status).toBe(403)
    expect(await storedLanguage(id)).toBe('en')
    expect((await put(admin)).status).toBe(200)
    expect(await storedLanguage(id)).toBe('hi')
  })
})

describe('GET /api/articles?language=', () => {
  let t: TestApp
  const ids: Record<string, number[]> = { en: [], vi: [], hi: [] }
  let gamesVi = 0

  beforeAll(async () => {
    t = await buildTestApp()
    await signIn(t, 'lena')
    const ownerId = await findUserId(t.database.db, 'lena')
    const games = await findCategoryId(t.database.db, 'games')
    const learning = await findCategoryId(t.database.db, 'learning')
    for (const [index, language] of (['vi', 'en', 'vi', 'hi', 'en', 'vi', 'en'] as const).entries()) {
      const categoryId = index % 2 === 0 ? games : learning
      const { id } = await insertArticle(t.database.db, ownerId, {
        language,
        categoryId,
        publishDate: daysFromToday(-index),
      })
      ids[language]!.push(id)
      if (language === 'vi' && categoryId === games) gamesVi += 1
    }
    // Not public: never listed, whatever its language.
    await insertArticle(t.database.db, ownerId, { language: 'vi', status: 'DRAFT' })
    await insertArticle(t.database.db, ownerId, { language: 'vi', publishDate: daysFromToday(2) })
  })
  afterAll(async () => {
    await t.close()
  })

  const list = async (path: string) => {
    const response = await t.request(path)
    expect(response.status, path).toBe(200)
    return { response, items: (await response.json()) as { id: number; language: string }[] }
  }

  it('lists only the public articles in that language, newest first, each saying its language', async () => {
    const { items } = await list('/api/articles?language=vi')
    expect(items.map((item) => item.id)).toEqual(ids.vi)
    expect(items.every((item) => item.language === 'vi')).toBe(true)
    expect((await list('/api/articles?language=hi')).items.map((item) => item.id)).toEqual(ids.hi)
    expect((await list('/api/articles?language=ko')).items).toEqual([])
  })

  it('lists every language without it', async () => {
    const { items } = await list('/api/articles')
    expect(items.map((item) => item.language).sort()).toEqual(['en', 'en', 'en', 'hi', 'vi', 'vi', 'vi'])
  })

  it("filters a category's list the same way", async () => {
    const { items } = await list('/api/articles/category/games?language=vi')
    expect(items).toHaveLength(gamesVi)
    expect(items.every((item) => item.language === 'vi')).toBe(true)
  })

  it("keeps the language in the next page's link", async () => {
    const first = await list('/api/articles?language=vi&limit=2')
    const cursor = first.response.headers.get('x-next-cursor')
    expect(first.response.headers.get('link')).toBe(`</api/articles?language=vi&limit=2&cursor=${cursor}>; rel="next"`)
    const second = await list(`/api/articles?language=vi&limit=2&cursor=${cursor}`)
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids.vi)
  })

  it.each(['xx', 'EN', 'vi,en', '<b>vi</b>', 'v'.repeat(5000)])(
    'refuses language=%s with a 400 naming it',
    async (code) => {
      const response = await t.request(`/api/articles?language=${encodeURIComponent(code)}`)
      expect(response.status).toBe(400)
      const error = ErrorBodySchema.parse(await response.json()).error
      expect(error.details?.map((detail) => detail.path)).toContain('language')
    },
  )
})
