import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { REPORTS_SHOWN_PER_ITEM, ReportQueueSchema, type ReportGroup } from '@spotlight/shared/schemas/reports'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId } from '#src/test/factories'

/** Items reported once each, on top of two reported many times. */
const ONCE_REPORTED = 2_000
const READERS = 60

describe('the admins’ report queue, thousands of items long', () => {
  let t: TestApp
  let admin = ''

  const page = async (query: string) => {
    const response = await t.request(`/api/admin/reports${query}`, { token: admin })
    expect(response.status, query).toBe(200)
    return {
      items: ReportQueueSchema.parse(await response.json()),
      next: response.headers.get('x-next-cursor'),
      total: response.headers.get('x-total-count'),
    }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    await signIn(t, 'maker')
    const makerId = await findUserId(t.database.db, 'maker')
    const { db } = t.database
    await db.execute(sql`insert into users (pi_uid, username, created_at)
      select 'queue-reader-' || g, 'queuereader' || g, now() - interval '90 days' from generate_series(1, ${READERS}) g`)
    await db.execute(sql`insert into articles (owner_id, company, app, title, description, content, publish_date, status)
      select ${makerId}, 'Acme', 'App', 'Reported ' || g, 'About an app', '<p>x</p>', current_date, 'PUBLISHED'
      from generate_series(1, ${ONCE_REPORTED + 2}) g`)
    // 'Reported 1' by every reader (SCAM and BROKEN), 'Reported 2' by three, every other article by one.
    await db.execute(sql`insert into reports (target_type, target_id, reporter_id, reason, note)
      select 'ARTICLE', a.id, u.id, case when u.n % 2 = 0 then 'SCAM' else 'BROKEN' end::report_reason, 'note ' || u.n
      from (select id, row_number() over (order by id) n from articles where title like 'Reported %') a
      join (select id, row_number() over (order by id) n from users where username like 'queuereader%') u
        on (a.n = 1) or (a.n = 2 and u.n <= 3) or (a.n > 2 and u.n = 1 + a.n % ${READERS})`)
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  it('answers one page at a time, the most reported first, with the number of items waiting', async () => {
    const first = await page('')
    expect(first.items).toHaveLength(20)
    expect(first.total).toBe(String(ONCE_REPORTED + 2))
    expect(first.next).not.toBeNull()
    const [most, second] = first.items as [ReportGroup, ReportGroup]
    expect(most.title).toBe('Reported 1')
    // Its counts count every report; the page lists the first ones only.
    expect(most.counts).toEqual({ SCAM: READERS / 2, BROKEN: READERS / 2 })
    expect(most.reports).toHaveLength(REPORTS_SHOWN_PER_ITEM)
    expect(most.reports.map((report) => report.id)).toEqual(
      [...most.reports.map((report) => report.id)].sort((a, b) => a - b),
    )
    expect(most.id).toBe(most.reports[0]!.id)
    expect(second).toMatchObject({ title: 'Reported 2', counts: { BROKEN: 2, SCAM: 1 } })
    expect(second.reports).toHaveLength(3)
  })

  it('reaches every item exactly once through its cursor, the longest waiting first among equals', async () => {
    const seen: ReportGroup[] = []
    let cursor: string | null = ''
    let pages = 0
    while (cursor !== null) {
      const next = await page(`?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      expect(next.items.length).toBeLessThanOrEqual(100)
      seen.push(...next.items)
      cursor = next.next
      pages++
    }
    expect(pages).toBe(Math.ceil((ONCE_REPORTED + 2) / 100))
    expect(new Set(seen.map((group) => group.targetId)).size).toBe(ONCE_REPORTED + 2)
    const once = seen.slice(2).map((group) => group.id)
    expect(once).toEqual([...once].sort((a, b) => a - b))
  })

  it('does not skip an item when the ones before it are decided between two pages', async () => {
    const first = await page('?limit=5')
    for (const group of first.items.slice(2)) {
      const decided = await t.request(`/api/admin/reports/${group.id}/decision`, {
        method: 'POST',
        token: admin,
        json: { action: 'DISMISS' },
      })
      expect(decided.status).toBe(200)
    }
    const second = await page(`?limit=5&cursor=${first.next}`)
    const again = await page(`?limit=10`)
    // The second page goes on from the fifth item: what the first page did not show comes next.
    expect(second.items[0]!.id).toBe(again.items[2]!.id)
    expect(second.total).toBe(String(ONCE_REPORTED + 2 - 3))
  })

  it('refuses a malformed page request with a 400, never a 500', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?cursor=abc',
      '?cursor=1-',
      '?cursor=0-5',
      '?cursor=5-99999999999',
      '?cursor=-1-5',
      `?cursor=${'9'.repeat(400)}-1`,
      '?cursor=1-2&cursor=3-4',
    ]) {
      const response = await t.request(`/api/admin/reports${query}`, { token: admin })
      expect(response.status, query).toBe(400)
      expect(ErrorBodySchema.safeParse(await response.json()).success).toBe(true)
    }
  })
})
