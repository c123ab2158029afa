import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wordStartSuggestions } from '#src/modules/search/search.repository'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findCategoryId } from '#src/test/factories'
import { createArticlesRepository } from './articles.repository'

/**
 * The newest-first reads (the public list, a category's list, the sitemap and feed, two-letter suggestions) must
 * walk the date indexes, not sort the table: with a `desc` order the indexes (DESC NULLS LAST) cannot give, the
 * first page of 10,000 articles cost ~40 ms and a two-letter suggestion ~43 ms. With sorting disabled, a plan that
 * still sorts is one the indexes cannot serve; the data's size does not change that answer.
 */

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

afterAll(async () => {
  await t.close()
})

/** The plan PostgreSQL makes for `query` when it may not sort unless it has to. */
async function planOf(query: SQL): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`)
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }
    return result.rows.map((row) => Object.values(row)[0]).join('\n')
  })
}

describe('newest-first reads', () => {
  const today = daysFromToday(0)

  it('walk the public index for the public list, the next page and the sitemap', async () => {
    const repo = createArticlesRepository(t.database.db)
    const cursor = { publishDate: today, id: 1000 }
    for (const query of [
      repo.listPublic({ today, limit: 20 }),
      repo.listPublic({ today, limit: 20, after: cursor }),
      repo.listPublicSummaries({ today, limit: 50 }),
    ]) {
      const plan = await planOf(query.getSQL())
      expect(plan).toContain('articles_public_idx')
      expect(plan).not.toMatch(/\bSort\b/)
    }
  })

  it("walk the category index for a category's list", async () => {
    const repo = createArticlesRepository(t.database.db)
    const categoryId = await findCategoryId(t.database.db, 'learning')
    const plan = await planOf(repo.listPublic({ today, limit: 20, categoryId }).getSQL())
    expect(plan).toContain('articles_category_idx')
    expect(plan).not.toMatch(/\bSort\b/)
  })

  it('read two-letter suggestions newest first through the public index', async () => {
    const plan = await planOf(wordStartSuggestions({ q: 'pi', today, limit: 5 }))
    expect(plan).toContain('articles_public_idx')
    expect(plan).not.toMatch(/\bSort\b/)
  })
})
