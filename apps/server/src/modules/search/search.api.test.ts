import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import {
  RelatedArticleSchema,
  SEARCH_CORRECTED_HEADER,
  SearchResultSchema,
  SearchSuggestionSchema,
} from '@spotlight/shared/schemas/search'
import { articles, categories } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import {
  articleBody,
  daysFromToday,
  findCategoryId,
  findUserId,
  insertArticle,
  setCategoryTranslation,
} from '#src/test/factories'
import { searchAllPages } from '#src/test/search-pages'

let t: TestApp
const tokens = { owner: '', other: '', admin: '' }
let ownerId: number

async function searchIds(q: string, token?: string): Promise<number[]> {
  const response = await t.request(`/api/search?q=${encodeURIComponent(q)}`, token ? { token } : {})
  expect(response.status).toBe(200)
  return ((await response.json()) as { id: number }[]).map((row) => row.id)
}

beforeAll(async () => {
  t = await buildTestApp()
  tokens.owner = (await signIn(t, 'owner')).accessToken
  tokens.other = (await signIn(t, 'other')).accessToken
  tokens.admin = (await signIn(t, 'admin')).accessToken
  ownerId = await findUserId(t.database.db, 'owner')
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/search visibility', () => {
  it('finds only PUBLISHED articles whose day has come, for every kind of reader', async () => {
    const word = 'zanzibarvisibility'
    const published = await insertArticle(t.database.db, ownerId, { title: `${word} published` })
    for (const status of ['DRAFT', 'PENDING_APPROVAL', 'REJECTED'] as const)
      await insertArticle(t.database.db, ownerId, { title: `${word} ${status}`, status })
    await insertArticle(t.database.db, ownerId, { title: `${word} tomorrow`, publishDate: daysFromToday(1) })
    for (const token of [undefined, tokens.owner, tokens.other, tokens.admin])
      expect(await searchIds(word, token)).toEqual([published.id])
  })

  it('reflects a publication, an edit, an unpublication and a deletion in the very next search', async () => {
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: tokens.admin,
      json: articleBody({ title: 'Quokka tracker', status: 'PUBLISHED', category: { slug: 'games' } }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    expect(await searchIds('quokka')).toEqual([id])

    const edited = await t.request(`/api/articles/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: articleBody({ title: 'Wombat tracker', status: 'PUBLISHED', category: { slug: 'games' } }),
    })
    expect(edited.status).toBe(200)
    expect(await searchIds('quokka')).toEqual([])
    expect(await searchIds('wombat')).toEqual([id])

    await t.database.db.update(articles).set({ status: 'DRAFT' }).where(eq(articles.id, id))
    expect(await searchIds('wombat')).toEqual([])
    await t.database.db.update(articles).set({ status: 'PUBLISHED' }).where(eq(articles.id, id))
    expect(await searchIds('wombat')).toEqual([id])

    expect((await t.request(`/api/articles/${id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(204)
    expect(await searchIds('wombat')).toEqual([])
  })

  it('follows a renamed category, within seconds (its articles are re-indexed after the rename answers)', async () => {
    const categoryId = await findCategoryId(t.database.db, 'learning')
    const article = await insertArticle(t.database.db, ownerId, { title: 'Study notes', categoryId })
    const renamed = await t.request(`/api/categories/${categoryId}`, {
      method: 'PUT',
      token: tokens.admin,
      json: { name: 'Axolotl Academy' },
    })
    expect(renamed.status).toBe(200)
    await vi.waitFor(async () => expect(await searchIds('axolotl')).toEqual([article.id]), {
      timeout: 10_000,
      interval: 50,
    })
  })

  it('follows a category renamed by hand in the database once the scheduler runs', async () => {
    const categoryId = await findCategoryId(t.database.db, 'health-and-wellness')
    const article = await insertArticle(t.database.db, ownerId, { title: 'Morning stretches', categoryId })
    await t.database.db.update(categories).set({ name: 'Capybara Care' }).where(eq(categories.id, categoryId))
    await t.app.scheduler.runDue()
    expect(await searchIds('capybara')).toEqual([article.id])
  })
})

describe('GET /api/search input', () => {
  it('answers the documented shape, marked no-store', async () => {
    await insertArticle(t.database.db, ownerId, { title: 'Shape check narwhal', app: 'Narwhal' })
    const response = await t.request('/api/search?q=narwhal')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [result] = (await response.json()) as unknown[]
    expect(Object.keys(result as object).sort()).toEqual(
      [
        'app',
        'category',
        'company',
        'description',
        'headerImage',
        'id',
        'language',
        'publishDate',
        'rating',
        'snippet',
        'title',
      ].sort(),
    )
    expect(SearchResultSchema.parse(result)).toBeTruthy()
  })

  it.each([
    ['missing', ''],
    ['empty', 'q='],
    ['blank', 'q=%20%20%20'],
    ['too long', `q=${'a'.repeat(201)}`],
    ['repeated', 'q=a&q=b'],
  ])('refuses a %s q with a 400 naming q', async (_, query) => {
    const response = await t.request(`/api/search?${query}`)
    expect(response.status).toBe(400)
    const body = ErrorBodySchema.parse(await response.json())
    expect(body.error.details?.map((detail) => detail.path)).toContain('q')
  })

  it.each([
    ['limit=0'],
    ['limit=51'],
    ['limit=abc'],
    ['cursor=***'],
    ['cursor=bm90LWEtY3Vyc29y'],
    // A cursor of the earlier rank in millionths (s1): refused, not paged in the wrong order.
    [`cursor=${Buffer.from('s1:607927:2026-11-20:5').toString('base64url')}`],
    [`category=${'x'.repeat(200)}`],
  ])('refuses %s with a 400', async (query) => {
    const response = await t.request(`/api/search?q=pi&${query}`)
    expect(response.status).toBe(400)
    ErrorBodySchema.parse(await response.json())
  })

  it('accepts q of exactly 200 characters after trimming', async () => {
    expect((await t.request(`/api/search?q=${encodeURIComponent(`  ${'a'.repeat(200)}  `)}`)).status).toBe(200)
  })

  const hostile = [
    '"',
    '"""',
    '-',
    '- - -',
    'or',
    'or or or',
    '!',
    '&|!<->()',
    "'; drop table articles; --",
    "' or 1=1 --",
    '\\',
    "\\\\'",
    'a:*',
    'a <-> b',
    '(((',
    '%_%',
    'x\u0000y',
    '\u0000',
    '🚀🔥 pi',
    'تطبيقات باي',
    '\u202eevil\u202c',
    'ʼnʼ donʼt',
    'ß Æ ﬁ',
    `${'a'.repeat(199)}'`,
    '"unclosed phrase',
    '-"excluded phrase"',
  ]
  it('never answers a 5xx to a hostile q', async () => {
    for (const q of hostile) {
      for (const path of ['/api/search', '/api/search/suggest']) {
        const response = await t.request(`${path}?q=${encodeURIComponent(q)}`)
        expect([200, 400], `${path} ${JSON.stringify(q)}`).toContain(response.status)
      }
    }
    const huge = await t.request(`/api/search?q=${'x'.repeat(10 * 1024)}`)
    expect(huge.status).toBe(400)
  })
})

describe('GET /api/search snippets', () => {
  it('lets only <mark> through, whatever the article holds', async () => {
    const content = [
      '<p>Kraken &lt;script&gt;alert(1)&lt;/script&gt; kraken &amp;lt;img src=x onerror=alert(1)&amp;gt;</p>',
      '<p><a href="https://example.com/?a=1&amp;b=2" title="kraken">kraken</a> "quoted" \'single\'</p>',
      '<p>\u0001kraken\u0002 and \u0002stray marks\u0001 &lt;/mark&gt;&lt;mark&gt;</p>',
    ].join('')
    await insertArticle(t.database.db, ownerId, {
      title: 'Snippet safety',
      description: 'The <b>kraken</b> & "friends"',
      content,
    })
    const response = await t.request('/api/search?q=kraken')
    const [result] = (await response.json()) as { snippet: string }[]
    const snippet = result!.snippet
    expect(snippet).toContain('<mark>')
    const withoutMarks = snippet.replaceAll('<mark>', '').replaceAll('</mark>', '')
    expect(withoutMarks).not.toMatch(/[<>]/)
    expect(withoutMarks).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/)
    expect(snippet.split('<mark>').length).toBe(snippet.split('</mark>').length)
    expect(snippet.includes('\u0001') || snippet.includes('\u0002')).toBe(false)
  })
})

describe('GET /api/search snippets from the body', () => {
  it('lets only <mark> through when the match is in the body alone', async () => {
    await insertArticle(t.database.db, ownerId, {
      title: 'Body safety',
      description: 'Nothing \u0001to\u0002 see <i>here</i>',
      content:
        '<p>Leviathan &lt;script&gt;alert(1)&lt;/script&gt; \u0001leviathan\u0002 &amp;lt;b&amp;gt; "q" \'s\'</p>',
    })
    const [result] = (await (await t.request('/api/search?q=leviathan')).json()) as { snippet: string }[]
    const withoutMarks = result!.snippet.replaceAll('<mark>', '').replaceAll('</mark>', '')
    expect(result!.snippet).toContain('<mark>Leviathan</mark>')
    expect(withoutMarks).not.toMatch(/[<>]/)
    expect(withoutMarks.includes('\u0001') || withoutMarks.includes('\u0002')).toBe(false)
    expect(withoutMarks).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/)
  })

  it('marks a word deep in a long body with a short excerpt around it', async () => {
    const filler = '<p>Plain words about nothing in particular, again and again.</p>'.repeat(80)
    await insertArticle(t.database.db, ownerId, {
      title: 'Long read',
      description: 'A long article',
      content: `${filler}<p>At last the quokkaword appears.</p>${filler}`,
    })
    const [result] = (await (await t.request('/api/search?q=quokkaword')).json()) as { snippet: string }[]
    expect(result!.snippet).toContain('<mark>quokkaword</mark>')
    expect(result!.snippet.length).toBeLessThan(400)
  })

  it('marks a word whose stem is not its prefix (happy: happi)', async () => {
    await insertArticle(t.database.db, ownerId, {
      title: 'Stems',
      description: 'Words and their roots',
      content: '<p>Many pioneers are happy with the zorblax wallet.</p>',
    })
    const [result] = (await (await t.request('/api/search?q=happy%20zorblax')).json()) as { snippet: string }[]
    expect(result!.snippet).toContain('<mark>happy</mark>')
  })

  it('shows the description, unmarked, for a match on the title alone', async () => {
    await insertArticle(t.database.db, ownerId, {
      title: 'Gryphonix for everyone',
      description: 'Friendly \u0001notes\u0002 for <em>all</em>',
      content: '<p>Nothing else.</p>',
    })
    const [result] = (await (await t.request('/api/search?q=gryphonix')).json()) as { snippet: string }[]
    expect(result!.snippet).toBe('Friendly notes for &lt;em&gt;all&lt;/em&gt;')
  })
})

describe('GET /api/search snippets from the description', () => {
  it('marks the words where they stand, whatever the accents, word forms, emoji and hyphens before them', async () => {
    await insertArticle(t.database.db, ownerId, {
      title: 'Marcapáginas',
      description: '👛🧭 Las mejores aplicaciones de búsqueda, e-commerce y <b>café</b> & más',
      content: '<p>Nada más.</p>',
    })
    const snippetOf = async (q: string) =>
      ((await (await t.request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { snippet: string }[])[0]!.snippet
    const rest = ' y &lt;b&gt;café&lt;/b&gt; &amp; más'
    expect(await snippetOf('aplicación busqueda')).toBe(
      `👛🧭 Las mejores <mark>aplicaciones</mark> de <mark>búsqueda</mark>, e-commerce${rest}`,
    )
    expect(await snippetOf('cafe commerce')).toBe(
      '👛🧭 Las mejores aplicaciones de búsqueda, e-<mark>commerce</mark> y &lt;b&gt;<mark>café</mark>&lt;/b&gt; &amp; más',
    )
    expect(await snippetOf('marcapaginas')).toBe(`👛🧭 Las mejores aplicaciones de búsqueda, e-commerce${rest}`)
  })

  it('finds and marks Hindi words as written: Devanagari words stay whole, matched as they stand (no Hindi stemmer)', async () => {
    const article = await insertArticle(t.database.db, ownerId, {
      title: 'शतरंजपहेली',
      description: 'पायनियरों के लिए शतरंजपहेली ऐप, हर दिन नई चाल',
      content: '<p>कोई और बात नहीं।</p>',
    })
    const search = async (q: string) =>
      (await (await t.request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { id: number; snippet: string }[]
    expect((await search('शतरंजपहेली')).map((row) => row.id)).toEqual([article.id])
    const [byDescription] = await search('पायनियरों चाल')
    expect(byDescription!.id).toBe(article.id)
    expect(byDescription!.snippet).toBe('<mark>पायनियरों</mark> के लिए शतरंजपहेली ऐप, हर दिन नई <mark>चाल</mark>')
  })

  it('marks the new description after an edit', async () => {
    const article = await insertArticle(t.database.db, ownerId, { title: 'Ocelotmark', description: 'Old words' })
    await t.database.db
      .update(articles)
      .set({ description: 'Fresh ocelotmark words' })
      .where(eq(articles.id, article.id))
    const [result] = (await (await t.request('/api/search?q=ocelotmark')).json()) as { snippet: string }[]
    expect(result!.snippet).toBe('Fresh <mark>ocelotmark</mark> words')
  })
})

describe('GET /api/search count', () => {
  /** 101 public articles in one insert, the `i`th with `fields(i)` over a plain one published yesterday. */
  async function insert101(fields: (i: number) => Partial<typeof articles.$inferInsert>) {
    const rows = Array.from({ length: 101 }, (_, i) => ({
      ownerId,
      company: 'Acme',
      app: `App ${i}`,
      title: `Title ${i}`,
      description: 'About nothing',
      content: '<p>Hello</p>',
      publishDate: daysFromToday(-1),
      status: 'PUBLISHED' as const,
      ...fields(i),
    }))
    return t.database.db.insert(articles).values(rows).returning({ id: articles.id })
  }

  it('counts up to 100 matches, then says "more than 100" instead of a count', async () => {
    const word = 'countwombat'
    const inserted = await insert101(() => ({ description: `About ${word}` }))
    const many = await t.request(`/api/search?q=${word}`)
    expect(many.headers.get('x-total-count')).toBeNull()
    expect(many.headers.get('x-total-count-more-than')).toBe('100')
    expect(await many.json()).toHaveLength(20)
    await t.database.db.delete(articles).where(eq(articles.id, inserted[0]!.id))
    const hundred = await t.request(`/api/search?q=${word}`)
    expect(hundred.headers.get('x-total-count')).toBe('100')
    expect(hundred.headers.get('x-total-count-more-than')).toBeNull()
  })

  it('counts title matches the same way', async () => {
    const word = 'counttitlebison'
    const inserted = await insert101((i) => ({ title: `${word} ${i}`, publishDate: daysFromToday(-(i * 3)) }))
    const many = await t.request(`/api/search?q=${word}`)
    expect(many.headers.get('x-total-count-more-than')).toBe('100')
    expect(((await many.json()) as { id: number }[]).map((row) => row.id)).toEqual(
      inserted.slice(0, 20).map((row) => row.id),
    )
    await t.database.db.delete(articles).where(eq(articles.id, inserted[100]!.id))
    expect((await t.request(`/api/search?q=${word}`)).headers.get('x-total-count')).toBe('100')
  })
})

describe('GET /api/search pagination', () => {
  it('walks every match once, best first then newer, through X-Next-Cursor and Link', async () => {
    const word = 'paginationyak'
    const expected = new Set<number>()
    for (let i = 0; i < 13; i++) {
      const where =
        i % 3 === 0 ? { title: `${word} ${i}` } : i % 3 === 1 ? { description: word } : { content: `<p>${word}</p>` }
      expected.add((await insertArticle(t.database.db, ownerId, { publishDate: daysFromToday(-(i % 4)), ...where })).id)
    }
    const first = await t.request(`/api/search?q=${word}&limit=4`)
    expect(first.headers.get('x-total-count')).toBe('13')
    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query = new URLSearchParams({ q: word, limit: '4', ...(cursor ? { cursor } : {}) })
      const response = await t.request(`/api/search?${query.toString()}`)
      expect(response.status).toBe(200)
      const page = (await response.json()) as { id: number }[]
      seen.push(...page.map((row) => row.id))
      cursor = response.headers.get('x-next-cursor')
      if (cursor) {
        const next = new URLSearchParams({ q: word, limit: '4', cursor })
        expect(response.headers.get('link')).toBe(`</api/search?${next.toString()}>; rel="next"`)
      } else expect(response.headers.get('link')).toBeNull()
      if (pages > 0) expect(response.headers.get('x-total-count')).toBeNull()
      pages++
    } while (cursor && pages < 10)
    expect(seen).toHaveLength(13)
    expect(new Set(seen)).toEqual(expected)
    const all = (await (await t.request(`/api/search?q=${word}&limit=50`)).json()) as { id: number }[]
    expect(seen).toEqual(all.map((row) => row.id))
  })
})

describe('GET /api/search pagination over years', () => {
  it('walks title matches spread over years newest first, then the other ranks, and follows a new date', async () => {
    const word = 'monthwalkwhale'
    const titled: { id: number; publishDate: string }[] = []
    // One every 45 days over three years, and two on one day: the order is the date, then the id.
    for (let k = 0; k < 24; k++) {
      const publishDate = daysFromToday(-(k * 45))
      titled.push({
        id: (await insertArticle(t.database.db, ownerId, { title: `${word} ${k}`, publishDate })).id,
        publishDate,
      })
    }
    const sameDay = await insertArticle(t.database.db, ownerId, {
      title: `${word} twin`,
      publishDate: daysFromToday(-45),
    })
    titled.push({ id: sameDay.id, publishDate: daysFromToday(-45) })
    const described = await insertArticle(t.database.db, ownerId, { description: `About ${word}` })
    const expected = [
      ...titled.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id).map((row) => row.id),
      described.id,
    ]
    const walk = async (limit: number) => {
      const { ids, total } = await searchAllPages(t, word, limit)
      return { seen: ids, total }
    }
    for (const limit of [1, 5, 20, 50]) expect(await walk(limit)).toEqual({ seen: expected, total: '26' })

    const oldest = expected[titled.length - 1]!
    await t.database.db
      .update(articles)
      .set({ publishDate: daysFromToday(0) })
      .where(eq(articles.id, oldest))
    const [first] = (await (await t.request(`/api/search?q=${word}&limit=1`)).json()) as { id: number }[]
    expect(first!.id).toBe(oldest)
  })
})

describe('GET /api/search typo fallback', () => {
  it('corrects a name written a moment ago, and pages through the corrected matches', async () => {
    const written = new Set<number>()
    for (let i = 0; i < 3; i++)
      written.add((await insertArticle(t.database.db, ownerId, { app: 'Zephyrion', title: `Sky ${i}` })).id)
    const first = await t.request('/api/search?q=Zefyrion&limit=2')
    expect(first.headers.get('x-total-count')).toBe('3')
    const cursor = first.headers.get('x-next-cursor')
    expect(cursor).not.toBeNull()
    const second = await t.request(
      `/api/search?${new URLSearchParams({ q: 'Zefyrion', limit: '2', cursor: cursor! }).toString()}`,
    )
    expect(second.headers.get('x-next-cursor')).toBeNull()
    const seen = [...(await first.json()), ...(await second.json())].map((row: { id: number }) => row.id)
    expect(new Set(seen)).toEqual(written)
    expect(seen).toHaveLength(3)
  })

  it('says what a corrected search searched instead (X-Search-Corrected), as the results write it', async () => {
    const wallet = await insertArticle(t.database.db, ownerId, { app: 'PiWallet', title: 'Keep your Pi safe' })
    const typo = await t.request('/api/search?q=Piwalet')
    expect(((await typo.json()) as { id: number }[]).map((row) => row.id)).toContain(wallet.id)
    expect(decodeURIComponent(typo.headers.get(SEARCH_CORRECTED_HEADER) ?? '')).toBe('PiWallet')
    // The other words and the exclusions stay as typed; a non-ASCII query travels percent-encoded.
    const mixed = await t.request(`/api/search?q=${encodeURIComponent('Piwalet  -cañón')}`)
    expect(decodeURIComponent(mixed.headers.get(SEARCH_CORRECTED_HEADER) ?? '')).toBe('PiWallet  -cañón')
  })

  it('says nothing of a correction when the words as typed found the results, or nothing was found', async () => {
    await insertArticle(t.database.db, ownerId, { app: 'PiWallet', title: 'Wallet news' })
    for (const q of ['PiWallet', 'piwallet', 'wallet', 'qxzvbnmk']) {
      const response = await t.request(`/api/search?q=${encodeURIComponent(q)}`)
      expect(response.status).toBe(200)
      expect(response.headers.has(SEARCH_CORRECTED_HEADER), q).toBe(false)
    }
  })
})

describe('GET /api/search/suggest', () => {
  it('suggests up to five by app or title prefix and by typo, from two characters', async () => {
    await insertArticle(t.database.db, ownerId, { app: 'Galaxor', title: 'Space trading' })
    for (let i = 0; i < 6; i++)
      await insertArticle(t.database.db, ownerId, { app: `Galaxor ${i}`, title: 'More space' })
    const response = await t.request('/api/search/suggest?q=gal')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const list = (await response.json()) as unknown[]
    expect(list).toHaveLength(5)
    list.forEach((item) => SearchSuggestionSchema.parse(item))
    for (const item of list) expect((item as { app: string }).app).toMatch(/^Galaxor/)
    const moon = await insertArticle(t.database.db, ownerId, { app: 'Moonbeamer', title: 'Night sky' })
    const typo = (await (await t.request('/api/search/suggest?q=monbeamer')).json()) as { id: number }[]
    expect(typo.map((item) => item.id)).toEqual([moon.id])
    expect(await (await t.request('/api/search/suggest?q=g')).json()).toEqual([])
    expect((await t.request('/api/search/suggest')).status).toBe(400)
    expect((await t.request(`/api/search/suggest?q=${'a'.repeat(201)}`)).status).toBe(400)
  })

  it('suggests, for two letters, the newest articles with a word that starts with them', async () => {
    const older = await insertArticle(t.database.db, ownerId, { app: 'Qxtracker', publishDate: daysFromToday(-3) })
    const newer = await insertArticle(t.database.db, ownerId, { app: 'Notes', title: 'The qxnotes app' })
    await insertArticle(t.database.db, ownerId, { app: 'Boqxer', title: 'Inside a word' })
    const ids = async (q: string) =>
      ((await (await t.request(`/api/search/suggest?q=${encodeURIComponent(q)}`)).json()) as { id: number }[]).map(
        (item) => item.id,
      )
    expect(await ids('QX')).toEqual([newer.id, older.id])
    expect(await ids('%_')).toEqual([])
  })

  it('suggests names holding the letters: the app starting with them, then a word, then inside one, newest first', async () => {
    const db = t.database.db
    const inside = await insertArticle(db, ownerId, { app: 'Kazorbexa', title: 'Newest of all' })
    const wordOld = await insertArticle(db, ownerId, {
      app: 'Notes',
      title: 'The zorbex notes',
      publishDate: daysFromToday(-4),
    })
    const wordNew = await insertArticle(db, ownerId, {
      app: 'Maps',
      title: 'Zorbex maps',
      publishDate: daysFromToday(-3),
    })
    const appOld = await insertArticle(db, ownerId, {
      app: 'Zorbex One',
      title: 'Oldest',
      publishDate: daysFromToday(-9),
    })
    const appNew = await insertArticle(db, ownerId, { app: 'Zórbexer', title: 'Older', publishDate: daysFromToday(-6) })
    const ids = async (q: string) =>
      ((await (await t.request(`/api/search/suggest?q=${encodeURIComponent(q)}`)).json()) as { id: number }[]).map(
        (item) => item.id,
      )
    expect(await ids('ZORBEX')).toEqual([appNew.id, appOld.id, wordNew.id, wordOld.id, inside.id])
    expect(await ids('orbex')).toEqual([inside.id, wordNew.id, wordOld.id, appNew.id, appOld.id])
  })

  it('adds close spellings after the names that hold the letters, from four letters on', async () => {
    const db = t.database.db
    const holding = await insertArticle(db, ownerId, { app: 'Vexilab', title: 'Flags' })
    const close = await insertArticle(db, ownerId, { app: 'Vexilla Tools', title: 'Banners' })
    const ids = async (q: string) =>
      ((await (await t.request(`/api/search/suggest?q=${encodeURIComponent(q)}`)).json()) as { id: number }[]).map(
        (item) => item.id,
      )
    expect(await ids('vexila')).toEqual([holding.id, close.id])
    // Each word of four letters or more is corrected; the closest spelling's names come first.
    expect(await ids('vexilla tols')).toEqual([close.id, holding.id])
    expect(await ids('vxl')).toEqual([])
    for (const hostile of ['50%_\\', "x' or 1=1 --", '%%%%', '\\_\\_'.repeat(50)]) {
      const response = await t.request(`/api/search/suggest?q=${encodeURIComponent(hostile)}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual([])
    }
  })

  it('never suggests an article that is not public', async () => {
    await insertArticle(t.database.db, ownerId, { app: 'Hiddenoid', status: 'DRAFT' })
    await insertArticle(t.database.db, ownerId, { app: 'Hiddenoid', publishDate: daysFromToday(2) })
    expect(await (await t.request('/api/search/suggest?q=hiddenoid', { token: tokens.admin })).json()).toEqual([])
  })
})

describe('GET /api/search/related/{id}', () => {
  it('gives up to three other public articles, same category first, then by shared words', async () => {
    const db = t.database.db
    const travel = await findCategoryId(db, 'travel-and-experiences')
    const health = await findCategoryId(db, 'health-and-wellness')
    const source = await insertArticle(db, ownerId, {
      categoryId: travel,
      title: 'Mountain hiking guide',
      description: 'Trails',
    })
    const sameCategory = await insertArticle(db, ownerId, { categoryId: travel, title: 'City museums' })
    const similar = await insertArticle(db, ownerId, { categoryId: health, title: 'Hiking for your health' })
    await insertArticle(db, ownerId, { categoryId: health, title: 'Unrelated yoga' })
    await insertArticle(db, ownerId, { categoryId: travel, title: 'Hidden', status: 'DRAFT' })
    const response = await t.request(`/api/search/related/${source.id}`)
    expect(response.status).toBe(200)
    const related = (await response.json()) as { id: number }[]
    related.forEach((item) => RelatedArticleSchema.parse(item))
    expect(related.slice(0, 2).map((item) => item.id)).toEqual([sameCategory.id, similar.id])
    expect(related.length).toBeLessThanOrEqual(3)
    expect(related.map((item) => item.id)).not.toContain(source.id)
  })

  it('is a 404 for an article that is not public, whoever asks, and a 400 for a bad id', async () => {
    const draft = await insertArticle(t.database.db, ownerId, { status: 'DRAFT' })
    for (const token of [undefined, tokens.owner, tokens.admin])
      expect((await t.request(`/api/search/related/${draft.id}`, token ? { token } : {})).status).toBe(404)
    expect((await t.request('/api/search/related/abc')).status).toBe(400)
    expect((await t.request('/api/search/related/99999999')).status).toBe(404)
  })
})

describe('search cards say the article’s language', () => {
  it('sends the article’s language on search results and related articles, and the category’s English name', async () => {
    const db = t.database.db
    const finances = await findCategoryId(db, 'finances')
    await setCategoryTranslation(db, 'finances', 'es', { name: 'Finanzas' })
    const source = await insertArticle(db, ownerId, {
      categoryId: finances,
      title: 'Ledgerquill budgets',
      language: 'es',
    })
    const other = await insertArticle(db, ownerId, {
      categoryId: finances,
      title: 'Ledgerquill savings',
      language: 'vi',
    })

    const found = await t.request('/api/search?q=ledgerquill')
    expect(found.status).toBe(200)
    const results = SearchResultSchema.array().parse(await found.json())
    expect(results.map((item) => [item.id, item.language])).toEqual(
      expect.arrayContaining([
        [source.id, 'es'],
        [other.id, 'vi'],
      ]),
    )
    for (const item of results) expect(item.category).toEqual({ name: 'Finances', slug: 'finances' })

    const related = await t.request(`/api/search/related/${source.id}`)
    expect(related.status).toBe(200)
    const cards = RelatedArticleSchema.array().parse(await related.json())
    expect(cards[0]).toMatchObject({ id: other.id, language: 'vi', category: { name: 'Finances' } })
  })
})
