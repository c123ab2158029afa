// What one page of the admins' report queue costs the database: the same few statements whether it
// shows 2 items or 100, of both kinds (articles and reviews), never one lookup per item.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReportQueueSchema } from '@spotlight/shared/schemas/reports'
import { reviewReportTarget } from '#src/modules/reviews/review-report-target'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId } from '#src/test/factories'
import { articleReportTarget } from './article-target'
import { createReportsService } from './reports.service'
import { statementLog } from '#src/test/statement-log'

/** Reported articles, and reported reviews (one on each of the first ones). */
const ARTICLES = 120
const REVIEWS = 30

describe('a page of the admins’ report queue', () => {
  let t: TestApp
  let admin = ''

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    await signIn(t, 'maker')
    const makerId = await findUserId(t.database.db, 'maker')
    const { db } = t.database
    await db.execute(sql`insert into users (pi_uid, username, created_at)
      select 'cost-reader-' || g, 'costreader' || g, now() - interval '90 days' from generate_series(1, ${REVIEWS}) g`)
    await db.execute(sql`insert into articles (owner_id, company, app, title, description, content, publish_date, status)
      select ${makerId}, 'Acme', 'App', 'Costly ' || g, 'About an app', '<p>x</p>', current_date, 'PUBLISHED'
      from generate_series(1, ${ARTICLES}) g`)
    // One of them already hidden by the scam rule: the queue says so.
    await db.execute(sql`update articles set status = 'HIDDEN', hidden_reason = 'REPORTS' where title = 'Costly 1'`)
    await db.execute(sql`insert into reviews (article_id, author_id, rating, text, status)
      select a.id, u.id, 2, 'Review by ' || u.username, 'PUBLISHED'
      from (select id, row_number() over (order by id) n from articles where title like 'Costly %') a
      join (select id, username, row_number() over (order by id) n from users where username like 'costreader%') u
        on a.n = u.n`)
    // Each article reported by one reader, each review by the maker (the reviews' authors are the readers).
    await db.execute(sql`insert into reports (target_type, target_id, reporter_id, reason, note)
      select 'ARTICLE', a.id, (select id from users where username = 'costreader1'), 'BROKEN', 'does not open'
      from articles a where a.title like 'Costly %'`)
    await db.execute(sql`insert into reports (target_type, target_id, reporter_id, reason, note)
      select 'REVIEW', r.id, ${makerId}, 'OFFENSIVE', 'rude' from reviews r`)
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  const statementsOfPage = async (limit: number) => {
    const log = statementLog(t.database)
    const reports = createReportsService({
      db: log.db,
      targets: { ARTICLE: articleReportTarget(), REVIEW: reviewReportTarget() },
    })
    const page = await reports.queue({ limit })
    expect(page.items).toHaveLength(limit)
    return log.statements.length
  }

  it('issues as many statements for 100 items of both kinds as for 2', async () => {
    const small = await statementsOfPage(2)
    const large = await statementsOfPage(100)
    expect(large).toBe(small)
    expect(large).toBeLessThanOrEqual(10)
  })

  it('still names each item, its author and whether reports hid it', async () => {
    const first = await t.request('/api/admin/reports?limit=100', { token: admin })
    const second = await t.request(`/api/admin/reports?limit=100&cursor=${first.headers.get('x-next-cursor')}`, {
      token: admin,
    })
    const items = [...ReportQueueSchema.parse(await first.json()), ...ReportQueueSchema.parse(await second.json())]
    expect(items).toHaveLength(ARTICLES + REVIEWS)
    const hidden = items.find((item) => item.title === 'Costly 1')!
    expect(hidden).toMatchObject({ targetType: 'ARTICLE', authorUsername: 'maker', isHidden: true })
    expect(hidden.link).toBe(`/articles/${hidden.targetId}`)
    const review = items.find((item) => item.targetType === 'REVIEW')!
    expect(review).toMatchObject({ title: expect.stringMatching(/^Review by costreader\d+$/), isHidden: false })
    expect(review.authorUsername).toMatch(/^costreader\d+$/)
    expect(review.link).toMatch(/^\/articles\/\d+#reviews$/)
    expect(items.every((item) => item.title !== '' && item.authorUsername !== '')).toBe(true)
  })
})
