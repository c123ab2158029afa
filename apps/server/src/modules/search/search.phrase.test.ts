import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mulberry32 } from '@spotlight/shared/domain/rotation'
import { articles } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId, findUserId } from '#src/test/factories'
import { searchAllPages } from '#src/test/search-pages'

/**
 * A phrase or an AND of words finds its title matches by walking one word's title postings newest first when each
 * word is in more titles than the walk may read (drizzle/0017), else, and when the walk gives up, through the
 * title's GIN index. The same query with an exclusion of a word no article holds (`-zzqvexnever`) always takes the
 * GIN way: both must give the same pages, counts and order, which the test also works out from what it wrote.
 */

let t: TestApp
const ABSENT = '-zzqvexnever'
type Kind = 'adjacent' | 'reversed' | 'apart' | 'alone'
const TITLES: Record<Kind, string> = {
  adjacent: 'Story quillfox marrowjay',
  reversed: 'Story marrowjay quillfox',
  apart: 'Story quillfox and marrowjay',
  alone: 'Story quillfox',
}
type Written = { id: number; kind: Kind; learning: boolean; date: string; public: boolean }
const written: Written[] = []

beforeAll(async () => {
  t = await buildTestApp()
  await signIn(t, 'owner')
  const ownerId = await findUserId(t.database.db, 'owner')
  const learning = await findCategoryId(t.database.db, 'learning')
  const marketplaces = await findCategoryId(t.database.db, 'marketplaces')
  const next = mulberry32(17)
  const kinds: Kind[] = ['adjacent', 'adjacent', 'adjacent', 'adjacent', 'adjacent', 'adjacent']
  kinds.push('reversed', 'reversed', 'apart', 'alone')
  const rows = Array.from({ length: 300 }, (_, i) => {
    // Many articles sharing a day (the id breaks the tie), some drafts and some ahead of today.
    const days = i % 17 === 0 ? 2 : Math.floor(next() * 40) * -9
    return {
      kind: kinds[i % kinds.length]!,
      learning: i % 3 === 0,
      status: i % 13 === 0 ? ('DRAFT' as const) : ('PUBLISHED' as const),
      publishDate: daysFromToday(days),
    }
  })
  // One statement per 50 rows: the triggers still write each article's index and postings.
  for (let start = 0; start < rows.length; start += 50) {
    const chunk = rows.slice(start, start + 50)
    const inserted = await t.database.db
      .insert(articles)
      .values(
        chunk.map((row) => ({
          ownerId,
          title: TITLES[row.kind],
          app: 'Plain',
          company: 'Nobody',
          description: 'About it',
          content: '<p>Text</p>',
          categoryId: row.learning ? learning : marketplaces,
          status: row.status,
          publishDate: row.publishDate,
        })),
      )
      .returning({ id: articles.id })
    inserted.forEach(({ id }, index) => {
      const row = chunk[index]!
      const isPublic = row.status === 'PUBLISHED' && row.publishDate <= daysFromToday(0)
      written.push({ id, kind: row.kind, learning: row.learning, date: row.publishDate, public: isPublic })
    })
  }
})

afterAll(async () => {
  await t.close()
})

/** Every page of `q` (and `category`), `limit` at a time. */
const walk = (q: string, limit: number, category?: string) => searchAllPages(t, q, limit, category)

/** The public articles whose title is one of `kinds`, newest first, then the higher id (all are title matches). */
function expected(kinds: Kind[], category?: 'learning'): number[] {
  return written
    .filter((row) => row.public && kinds.includes(row.kind) && (!category || row.learning))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((row) => row.id)
}

/** What the title walk answers for `q`'s first page (null: it did not walk, or gave up). */
async function walked(q: string, category?: 'learning'): Promise<number | null> {
  const result = await t.database.db.execute(sql`
    select w.matched from spotlight_search_title_walk(spotlight_search_query(${q}),
      spotlight_search_words(spotlight_search_query(${q})), ${daysFromToday(0)}::date,
      (select id from categories where slug = ${category ?? null}), null, null, 21, 101) as w`)
  const rows = (result as unknown as { rows: { matched: number | null }[] }).rows
  return rows[0]!.matched
}

describe('phrases and ANDs in titles', () => {
  it('writes enough titles for the walk to answer a first page and to give up on another', async () => {
    expect(expected(['adjacent']).length).toBeGreaterThan(100)
    expect(expected(['adjacent', 'reversed', 'apart']).length).toBeGreaterThan(202)
    expect(expected(['reversed']).length).toBeLessThan(101)
    // The walk answered (the count's bound + 1 matches), gave up (too few in the titles it may read), or did not
    // walk (a word in too few titles of the category): each of the three ways is taken below.
    expect(await walked('"quillfox marrowjay"')).toBe(101)
    expect(await walked('quillfox marrowjay')).toBe(101)
    expect(await walked('"marrowjay quillfox"')).toBeNull()
    expect(await walked('"quillfox marrowjay"', 'learning')).toBeNull()
  })

  const cases: { q: string; kinds: Kind[]; category?: 'learning' }[] = [
    { q: '"quillfox marrowjay"', kinds: ['adjacent'] },
    { q: '"marrowjay quillfox"', kinds: ['reversed'] },
    { q: 'quillfox marrowjay', kinds: ['adjacent', 'reversed', 'apart'] },
    { q: '"quillfox marrowjay"', kinds: ['adjacent'], category: 'learning' },
  ]
  for (const { q, kinds, category } of cases)
    it(`finds ${q}${category ? ` in ${category}` : ''} as the index and the rules do`, async () => {
      const want = expected(kinds, category)
      // Pages of 7 walk after the first page (8 matches wanted, 16 titles read at most); pages of 50 do not.
      for (const limit of [7, 50]) {
        const found = await walk(q, limit, category)
        expect(found.ids).toEqual(want)
        expect(await walk(`${q} ${ABSENT}`, limit, category)).toEqual(found)
        if (want.length > 100) expect([found.total, found.moreThan]).toEqual([null, '100'])
        else expect([found.total, found.moreThan]).toEqual([String(want.length), null])
      }
    })
})
