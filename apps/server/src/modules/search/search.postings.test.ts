import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mulberry32 } from '@spotlight/shared/domain/rotation'
import { articles } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId, insertArticle } from '#src/test/factories'
import { searchAllPages } from '#src/test/search-pages'

/**
 * A query of words alone reads its title and description ranks from the postings (drizzle/0015); any other
 * query reads them through the GIN indexes. The same words with an exclusion of a word no article holds
 * (`-zzqvexnever`) take the GIN way and must find exactly the same pages, counts and order, which the test
 * also works out by itself from what it wrote.
 */

let t: TestApp
let ownerId: number
const ABSENT = '-zzqvexnever'
const WORDS = ['quillfox', 'marrowjay', 'tundrabee'] as const
type Word = (typeof WORDS)[number]
type Written = {
  id: number
  title: Word[]
  description: Word[]
  body: Word[]
  category: string | null
  date: string
  public: boolean
}
const written: Written[] = []
const categoryIds = new Map<string, number>()

beforeAll(async () => {
  t = await buildTestApp()
  await signIn(t, 'owner')
  ownerId = await findUserId(t.database.db, 'owner')
  for (const slug of ['learning', 'marketplaces']) categoryIds.set(slug, await findCategoryId(t.database.db, slug))
  // Deterministic: the same articles on every run.
  const next = mulberry32(18)
  const some = () => WORDS.filter(() => next() < 0.35)
  const statuses = ['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'DRAFT', 'REJECTED'] as const
  for (let i = 0; i < 170; i++) {
    const [title, description, body] = [some(), some(), some()]
    const category = next() < 0.2 ? null : next() < 0.5 ? 'learning' : 'marketplaces'
    const status = statuses[Math.floor(next() * statuses.length)]!
    // Days over two years, many articles sharing a day (the id breaks the tie), and every 17th one ahead of today.
    const days = i % 17 === 0 ? 3 : Math.floor(next() * 40) * -18
    const row = await insertArticle(t.database.db, ownerId, {
      title: ['Story', ...title].join(' '),
      app: 'Plain',
      company: 'Nobody',
      description: ['About', ...description].join(' '),
      content: `<p>${['Text', ...body].join(' ')}</p>`,
      categoryId: category ? categoryIds.get(category)! : null,
      status,
      publishDate: daysFromToday(days),
    })
    written.push({
      id: row.id,
      title,
      description,
      body,
      category,
      date: row.publishDate,
      public: status === 'PUBLISHED' && row.publishDate <= daysFromToday(0),
    })
  }
})

afterAll(async () => {
  await t.close()
})

/** Every page of `q` (and `category`), `limit` at a time. */
const walk = (q: string, limit: number, category?: string) => searchAllPages(t, q, limit, category)

/** The order the rules give: title first, then description, then body; each newest first, then the higher id. */
function expected(words: Word[], category?: string): number[] {
  const holds = (field: Word[]) => field.some((word) => words.includes(word))
  const rank = (row: Written) => (holds(row.title) ? 2 : holds(row.description) ? 1 : holds(row.body) ? 0 : -1)
  return written
    .filter((row) => row.public && rank(row) >= 0 && (!category || row.category === category))
    .sort((a, b) => rank(b) - rank(a) || b.date.localeCompare(a.date) || b.id - a.id)
    .map((row) => row.id)
}

describe('search by postings', () => {
  it('writes articles that put the counts on both sides of the bound and hide some ahead of today', () => {
    // What the cases below rely on: one query past 100 matches, one exactly on it, articles not yet public.
    expect(expected(['quillfox', 'marrowjay', 'tundrabee']).length).toBeGreaterThan(100)
    expect(expected(['marrowjay', 'tundrabee'])).toHaveLength(100)
    expect(written.filter((row) => row.date > daysFromToday(0)).length).toBeGreaterThan(5)
  })

  const cases: Word[][] = [['quillfox'], ['marrowjay', 'tundrabee'], ['quillfox', 'marrowjay', 'tundrabee']]
  for (const words of cases)
    for (const category of [undefined, 'learning'])
      it(`finds "${words.join(' or ')}"${category ? ` in ${category}` : ''} as the indexes and the rules do`, async () => {
        const q = words.join(' or ')
        const want = expected(words, category)
        // Enough matches that some pages end inside a rank and the count passes its bound unfiltered.
        expect(want.length).toBeGreaterThan(category ? 20 : 40)
        for (const limit of [7, 50]) {
          const posted = await walk(q, limit, category)
          expect(posted.ids).toEqual(want)
          expect(await walk(`${q} ${ABSENT}`, limit, category)).toEqual(posted)
          if (want.length > 100) expect([posted.total, posted.moreThan]).toEqual([null, '100'])
          else expect([posted.total, posted.moreThan]).toEqual([String(want.length), null])
        }
      })

  it('counts past the bound when one of the words alone reaches it, and exactly when none does', async () => {
    // Every title says "Story": the word alone passes the bound unfiltered (drizzle/0016 stops at it).
    const publicRows = written.filter((row) => row.public)
    expect(publicRows.length).toBeGreaterThan(100)
    const q = 'quillfox or story'
    const all = await t.request(`/api/search?q=${encodeURIComponent(q)}`)
    expect([all.headers.get('x-total-count'), all.headers.get('x-total-count-more-than')]).toEqual([null, '100'])
    const learning = publicRows.filter((row) => row.category === 'learning')
    expect(learning.length).toBeGreaterThan(20)
    const filtered = await t.request(`/api/search?q=${encodeURIComponent(q)}&category=learning`)
    expect(filtered.headers.get('x-total-count')).toBe(String(learning.length))
  })

  it('counts past the bound when the title and description hold fewer than it and the bodies make up the rest', async () => {
    const word = 'fernowlcount'
    for (let i = 0; i < 30; i++) await insertArticle(t.database.db, ownerId, { title: `${word} ${i}` })
    for (let i = 0; i < 60; i++) await insertArticle(t.database.db, ownerId, { content: `<p>${word} ${i}</p>` })
    const first = await t.request(`/api/search?q=${word}`)
    expect(first.headers.get('x-total-count')).toBe('90')
    for (let i = 0; i < 11; i++) await insertArticle(t.database.db, ownerId, { content: `<p>${word} more ${i}</p>` })
    const past = await t.request(`/api/search?q=${word}`)
    expect(past.headers.get('x-total-count')).toBeNull()
    expect(past.headers.get('x-total-count-more-than')).toBe('100')
  })

  it('follows a new publish date, a new category and a new title in the very next search', async () => {
    const word = 'gannetmoves'
    const row = await insertArticle(t.database.db, ownerId, {
      title: `${word} story`,
      categoryId: categoryIds.get('learning')!,
    })
    const ids = async (q: string, category?: string) => (await walk(q, 20, category)).ids
    expect(await ids(word, 'learning')).toEqual([row.id])

    await t.database.db
      .update(articles)
      .set({ publishDate: daysFromToday(2) })
      .where(eq(articles.id, row.id))
    expect(await ids(word)).toEqual([])
    await t.database.db
      .update(articles)
      .set({ publishDate: daysFromToday(0) })
      .where(eq(articles.id, row.id))
    expect(await ids(word)).toEqual([row.id])

    await t.database.db
      .update(articles)
      .set({ categoryId: categoryIds.get('marketplaces')! })
      .where(eq(articles.id, row.id))
    expect(await ids(word, 'learning')).toEqual([])
    expect(await ids(word, 'marketplaces')).toEqual([row.id])

    // From the title to the description: still found, now below a title match.
    const titled = await insertArticle(t.database.db, ownerId, {
      title: `${word} other`,
      publishDate: daysFromToday(-5),
    })
    await t.database.db
      .update(articles)
      .set({ title: 'Renamed story', description: `Now about ${word}` })
      .where(eq(articles.id, row.id))
    expect(await ids(word)).toEqual([titled.id, row.id])

    await t.database.db.delete(articles).where(eq(articles.id, titled.id))
    expect(await ids(word)).toEqual([row.id])
  })
})
