import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArticleListSchema, type Article } from '@spotlight/shared/schemas/articles'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'

const PENDING = 5_000
const FLAGGED = 25

describe('the admins’ review queue, five thousand articles long', () => {
  let t: TestApp
  let admin = ''
  let writer = ''
  let firstId = 0

  const page = async (query: string, token = admin) => {
    const response = await t.request(`/api/articles/pending${query}`, { token })
    expect(response.status, query).toBe(200)
    return {
      items: ArticleListSchema.parse(await response.json()),
      next: response.headers.get('x-next-cursor'),
      total: response.headers.get('x-total-count'),
    }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    writer = (await signIn(t, 'writer')).accessToken
    await signIn(t, 'bulkmaker')
    const makerId = await findUserId(t.database.db, 'bulkmaker')
    await t.database.db.execute(sql`insert into articles
      (owner_id, company, app, title, description, content, publish_date, status, screening_findings)
      select ${makerId}, 'Acme', 'App', 'Waiting ' || g, 'About an app', repeat('<p>Long content.</p>', 100), current_date,
        'PENDING_APPROVAL',
        case when g % ${PENDING / FLAGGED} = 0
          then '[{"rule":"SECRET_REQUEST","reason":"asks for a passphrase","match":"passphrase"}]'::jsonb
          else '[]'::jsonb end
      from generate_series(1, ${PENDING}) g`)
    firstId = Number(
      ((await t.database.db.execute(sql`select min(id) as id from articles`)) as unknown as { rows: { id: number }[] })
        .rows[0]!.id,
    )
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  it('answers one page, the flagged first, then the longest waiting, and counts them all', async () => {
    const first = await page('')
    expect(first.items).toHaveLength(50)
    expect(first.total).toBe(String(PENDING))
    expect(first.next).not.toBeNull()
    const titles = first.items.map((article) => article.title)
    expect(titles.slice(0, FLAGGED)).toEqual(
      Array.from({ length: FLAGGED }, (_, i) => `Waiting ${(i + 1) * (PENDING / FLAGGED)}`),
    )
    // Then the oldest: the first one ever submitted is not buried under the newest.
    expect(first.items[FLAGGED]!.id).toBe(firstId)
  })

  it('reaches every pending article exactly once through its cursor', async () => {
    const seen: Article[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const next = await page(`?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      expect(next.items.length).toBeLessThanOrEqual(100)
      seen.push(...next.items)
      cursor = next.next
    }
    expect(seen).toHaveLength(PENDING)
    expect(new Set(seen.map((article) => article.id)).size).toBe(PENDING)
  })

  it('skips nothing when articles of the first page are decided before the next is read', async () => {
    const first = await page('?limit=40')
    for (const article of first.items.slice(-5)) {
      const approved = await t.request(`/api/articles/${article.id}/approve?confirmFlagged=true`, {
        method: 'PUT',
        token: admin,
      })
      expect(approved.status).toBe(200)
    }
    const second = await page(`?limit=40&cursor=${first.next}`)
    const fresh = await page('?limit=40')
    expect(second.items[0]!.id).toBe(fresh.items[35]!.id)
    expect(second.total).toBe(String(PENDING - 5))
  })

  it('still gives an author their own pending articles alone, not paged', async () => {
    const writerId = await findUserId(t.database.db, 'writer')
    const own = await insertArticle(t.database.db, writerId, { status: 'PENDING_APPROVAL', title: 'Mine' })
    const mine = await page('', writer)
    expect(mine.items.map((article) => article.id)).toEqual([own.id])
    expect(mine.next).toBeNull()
  })

  it('refuses a malformed page request with a 400, never a 500', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=x',
      '?cursor=2-5',
      '?cursor=1-0',
      '?cursor=0-99999999999',
      '?cursor=abc',
    ]) {
      const response = await t.request(`/api/articles/pending${query}`, { token: admin })
      expect(response.status, query).toBe(400)
    }
  })
})
