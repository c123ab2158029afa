import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { ReportQueueSchema } from '@spotlight/shared/schemas/reports'
import { articles, auditLog, reports, reviews, users } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { daysFromToday, findUserId, insertArticle } from '#src/test/factories'

const DAY_MS = 24 * 3600 * 1000

describe('reports', () => {
  let t: TestApp
  const tokens = {} as Record<string, string> & { admin: string; maker: string }
  let makerId = 0

  /** Signs in (making the account) and dates the account `ageDays` back. */
  async function account(username: string, ageDays: number) {
    tokens[username] = (await signIn(t, username)).accessToken
    const id = await findUserId(t.database.db, username)
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - ageDays * DAY_MS) })
      .where(eq(users.id, id))
    return id
  }
  const report = (token: string | undefined, json: unknown) =>
    t.request('/api/reports', { method: 'POST', json, ...(token ? { token } : {}) })
  const scam = (targetId: number) => ({
    targetType: 'ARTICLE',
    targetId,
    reason: 'SCAM',
    note: 'Asks for my passphrase',
  })
  const statusOf = async (id: number) =>
    (await t.database.db.select({ status: articles.status }).from(articles).where(eq(articles.id, id)))[0]?.status
  const notices = async (token: string) =>
    (
      (await (await t.request('/api/notifications?limit=50', { token })).json()) as {
        items: { type: string; body: string }[]
      }
    ).items
  const errorCode = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code
  const decide = (reportId: number, json: unknown) =>
    t.request(`/api/admin/reports/${reportId}/decision`, { method: 'POST', json, token: tokens.admin })

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.admin = (await signIn(t, 'admin')).accessToken
    makerId = await account('maker', 100)
    for (const name of ['old1', 'old2', 'old3', 'new1', 'new2', 'new3'])
      await account(name, name.startsWith('old') ? 30 : 2)
  })
  afterAll(async () => {
    await t.close()
  })

  it('asks a visitor to sign in, and refuses reporting one’s own article', async () => {
    const article = await insertArticle(t.database.db, makerId)
    expect((await report(undefined, scam(article.id))).status).toBe(401)
    const own = await report(tokens.maker, scam(article.id))
    expect(own.status).toBe(409)
    expect(await errorCode(own)).toBe('REPORT_OWN_ITEM')
  })

  it('refuses bad input with 400, never a 500', async () => {
    const article = await insertArticle(t.database.db, makerId)
    const bodies = [
      {},
      { targetType: 'ARTICLE', targetId: 'x', reason: 'SCAM' },
      { targetType: 'USER', targetId: article.id, reason: 'SCAM' },
      { targetType: 'ARTICLE', targetId: article.id, reason: 'BORING' },
      { targetType: 'ARTICLE', targetId: -1, reason: 'SCAM' },
      { targetType: 'ARTICLE', targetId: 1e12, reason: 'SCAM' },
      { ...scam(article.id), note: 'n'.repeat(501) },
      { ...scam(article.id), note: '<script>alert(1)</script>' },
      { ...scam(article.id), extra: true },
      [scam(article.id)],
    ]
    for (const body of bodies) {
      const response = await report(tokens.old1, body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
  })

  it('answers 404 for an article readers cannot see, and for a review that does not exist', async () => {
    const draft = await insertArticle(t.database.db, makerId, { status: 'DRAFT' })
    expect(await errorCode(await report(tokens.old1, scam(draft.id)))).toBe('REPORT_TARGET_NOT_FOUND')
    expect(await errorCode(await report(tokens.old1, scam(2_000_000)))).toBe('REPORT_TARGET_NOT_FOUND')
    const review = await report(tokens.old1, { targetType: 'REVIEW', targetId: 2_000_000, reason: 'OFFENSIVE' })
    expect(review.status).toBe(404)
  })

  it('takes one open report per account and item, and tells the admins once per newly reported item', async () => {
    const article = await insertArticle(t.database.db, makerId, { title: 'Twice reported' })
    const first = await report(tokens.old1, { targetType: 'ARTICLE', targetId: article.id, reason: 'BROKEN' })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ targetId: article.id, reason: 'BROKEN', note: '', outcome: null })
    const again = await report(tokens.old1, { targetType: 'ARTICLE', targetId: article.id, reason: 'SCAM' })
    expect(again.status).toBe(409)
    expect(await errorCode(again)).toBe('REPORT_ALREADY_OPEN')
    expect((await report(tokens.old2, { targetType: 'ARTICLE', targetId: article.id, reason: 'OTHER' })).status).toBe(
      201,
    )
    const received = (await notices(tokens.admin)).filter((item) => item.body.includes('Twice reported'))
    expect(received).toHaveLength(1)
    // The author is never told who reported, nor that anyone did while it stays visible.
    expect((await notices(tokens.maker)).some((item) => item.body.includes('Twice reported'))).toBe(false)
  })

  it('hides an article at the third scam report from accounts older than 7 days, not before', async () => {
    const article = await insertArticle(t.database.db, makerId, { title: 'Wallet doubler' })
    await report(tokens.old1, scam(article.id))
    await report(tokens.old2, scam(article.id))
    expect(await statusOf(article.id)).toBe('PUBLISHED')
    expect((await t.request(`/api/articles/${article.id}`)).status).toBe(200)
    await report(tokens.old3, scam(article.id))
    expect(await statusOf(article.id)).toBe('HIDDEN')
    expect((await t.request(`/api/articles/${article.id}`)).status).toBe(404)
    const told = (await notices(tokens.maker)).filter((item) => item.type === 'ARTICLE_HIDDEN')
    expect(told.some((item) => item.body.includes('Wallet doubler'))).toBe(true)
  })

  it('keeps an article visible when the three scam reports come from new accounts', async () => {
    const article = await insertArticle(t.database.db, makerId)
    for (const name of ['new1', 'new2', 'new3'])
      expect((await report(tokens[name]!, scam(article.id))).status).toBe(201)
    expect(await statusOf(article.id)).toBe('PUBLISHED')
  })

  it('lets only admins read the queue and decide', async () => {
    expect((await t.request('/api/admin/reports')).status).toBe(401)
    expect((await t.request('/api/admin/reports', { token: tokens.old1 })).status).toBe(403)
    expect((await t.request('/api/admin/reports', { token: tokens.maker })).status).toBe(403)
    const queue = ReportQueueSchema.parse(await (await t.request('/api/admin/reports', { token: tokens.admin })).json())
    const id = queue[0]!.id
    const decide = (token: string | undefined) =>
      t.request(`/api/admin/reports/${id}/decision`, {
        method: 'POST',
        json: { action: 'DISMISS' },
        ...(token ? { token } : {}),
      })
    expect((await decide(undefined)).status).toBe(401)
    expect((await decide(tokens.old1)).status).toBe(403)
    expect((await decide(tokens.maker)).status).toBe(403)
  })

  it('groups the queue by item with counts per reason, notes and the reporters’ account ages', async () => {
    const article = await insertArticle(t.database.db, makerId, { title: 'Grouped' })
    await report(tokens.old1, { targetType: 'ARTICLE', targetId: article.id, reason: 'MISLEADING', note: 'Not free' })
    await report(tokens.new1, { targetType: 'ARTICLE', targetId: article.id, reason: 'MISLEADING' })
    await report(tokens.old2, { targetType: 'ARTICLE', targetId: article.id, reason: 'OFFENSIVE' })
    const queue = ReportQueueSchema.parse(await (await t.request('/api/admin/reports', { token: tokens.admin })).json())
    const group = queue.find((item) => item.targetId === article.id)!
    expect(group).toMatchObject({ title: 'Grouped', authorUsername: 'maker', link: `/articles/${article.id}` })
    expect(group.counts).toEqual({ MISLEADING: 2, OFFENSIVE: 1 })
    expect(group.reports.map((item) => item.reporterAccountDays).sort((a, b) => a - b)).toEqual([2, 30, 30])
    expect(group.reports.map((item) => item.note)).toContain('Not free')
  })

  it('refuses a bad decision with 400 or 404, never a 500', async () => {
    const post = (path: string, json: unknown) => t.request(path, { method: 'POST', json, token: tokens.admin })
    expect((await post('/api/admin/reports/1/decision', { action: 'BAN' })).status).toBe(400)
    expect((await post('/api/admin/reports/1/decision', { action: 'UNPUBLISH' })).status).toBe(400)
    expect((await post('/api/admin/reports/abc/decision', { action: 'DISMISS' })).status).toBe(400)
    expect((await post('/api/admin/reports/99999/decision', { action: 'DISMISS' })).status).toBe(404)
  })

  it('dismissing restores a hidden article; every reporter hears the outcome; the decision is audited', async () => {
    const article = await insertArticle(t.database.db, makerId, { title: 'Falsely accused' })
    for (const name of ['old1', 'old2', 'old3']) await report(tokens[name]!, scam(article.id))
    expect(await statusOf(article.id)).toBe('HIDDEN')
    const [open] = await t.database.db.select().from(reports).where(eq(reports.targetId, article.id)).limit(1)
    const response = await t.request(`/api/admin/reports/${open!.id}/decision`, {
      method: 'POST',
      json: { action: 'DISMISS' },
      token: tokens.admin,
    })
    expect(await response.json()).toEqual({ action: 'DISMISS', resolved: 3 })
    expect(await statusOf(article.id)).toBe('PUBLISHED')
    for (const name of ['old1', 'old2', 'old3']) {
      const told = (await notices(tokens[name]!)).filter((item) => item.type === 'REPORT_RESOLVED')
      expect(told.some((item) => item.body.includes('Falsely accused'))).toBe(true)
    }
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(article.id)))
    expect(entries).toMatchObject([{ action: 'REPORT_DECISION', actorUsername: 'admin', targetType: 'ARTICLE' }])
    // Decided: the same reader may report it again.
    expect((await report(tokens.old1, scam(article.id))).status).toBe(201)
  })

  it('unpublishing rejects the article with the reason, and the author is told why', async () => {
    const article = await insertArticle(t.database.db, makerId, { title: 'Phishing app' })
    const filed = await (await report(tokens.old2, scam(article.id))).json()
    const response = await t.request(`/api/admin/reports/${filed.id}/decision`, {
      method: 'POST',
      json: { action: 'UNPUBLISH', reason: 'Asks for the wallet passphrase.' },
      token: tokens.admin,
    })
    expect(response.status).toBe(200)
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, article.id))
    expect(row).toMatchObject({ status: 'REJECTED', rejectionReason: 'Asks for the wallet passphrase.' })
    const told = (await notices(tokens.maker)).find((item) => item.type === 'ARTICLE_UNPUBLISHED')
    expect(told?.body).toContain('non-refundable')
    const hide = await t.request(`/api/admin/reports/${filed.id}/decision`, {
      method: 'POST',
      json: { action: 'DISMISS' },
      token: tokens.admin,
    })
    expect(hide.status).toBe(404)
  })

  it('refuses hiding a review on an article report', async () => {
    const article = await insertArticle(t.database.db, makerId)
    const filed = await (await report(tokens.old3, scam(article.id))).json()
    const response = await t.request(`/api/admin/reports/${filed.id}/decision`, {
      method: 'POST',
      json: { action: 'HIDE_REVIEW', reason: 'Not a review' },
      token: tokens.admin,
    })
    expect(await errorCode(response)).toBe('REPORT_ACTION_INVALID')
  })

  it('takes at most 20 reports per account per day', async () => {
    const id = await account('busy', 40)
    const made = await Promise.all(Array.from({ length: 21 }, () => insertArticle(t.database.db, makerId)))
    await t.database.db.delete(reports).where(eq(reports.reporterId, id))
    const answers: number[] = []
    for (const article of made) {
      answers.push((await report(tokens.busy, { targetType: 'ARTICLE', targetId: article.id, reason: 'OTHER' })).status)
    }
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true)
    expect(answers[20]).toBe(429)
    await t.database.db.delete(reports).where(inArray(reports.reporterId, [id]))
  })

  it('answers 404 for an article published for a later day, as for any article readers cannot see', async () => {
    const scheduled = await insertArticle(t.database.db, makerId, { publishDate: daysFromToday(3) })
    for (const name of ['old1', 'old2', 'old3']) {
      const response = await report(tokens[name]!, scam(scheduled.id))
      expect(response.status).toBe(404)
      expect(await errorCode(response)).toBe('REPORT_TARGET_NOT_FOUND')
    }
    // Nothing was filed, and the scam rule did not take it down before its day.
    expect(await t.database.db.select().from(reports).where(eq(reports.targetId, scheduled.id))).toEqual([])
    expect(await statusOf(scheduled.id)).toBe('PUBLISHED')
  })

  it('applies exactly one of two decisions sent at once on the same group; the other is a 404', async () => {
    for (const round of [1, 2, 3]) {
      const article = await insertArticle(t.database.db, makerId, { title: `Decided once ${round}` })
      const first = (await (await report(tokens.old1, scam(article.id))).json()) as { id: number }
      const second = (await (await report(tokens.old2, scam(article.id))).json()) as { id: number }
      const [dismissed, unpublished] = await Promise.all([
        decide(first.id, { action: 'DISMISS' }),
        decide(second.id, { action: 'UNPUBLISH', reason: 'Asks for the passphrase.' }),
      ])
      expect([dismissed.status, unpublished.status].sort()).toEqual([200, 404])
      const loser = dismissed.status === 404 ? dismissed : unpublished
      expect(await errorCode(loser)).toBe('REPORT_NOT_FOUND')
      const winner = dismissed.status === 200 ? 'DISMISS' : 'UNPUBLISH'
      expect(await statusOf(article.id)).toBe(winner === 'DISMISS' ? 'PUBLISHED' : 'REJECTED')
      const rows = await t.database.db.select().from(reports).where(eq(reports.targetId, article.id))
      expect(rows.map((row) => row.outcome)).toEqual([winner, winner])
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(article.id)))
      expect(entries).toHaveLength(1)
    }
  })

  it('holds the 20 reports a day when they are sent all at once', async () => {
    const id = await account('hasty', 40)
    const made = await Promise.all(Array.from({ length: 24 }, () => insertArticle(t.database.db, makerId)))
    const answers = await Promise.all(
      made.map((article) => report(tokens.hasty, { targetType: 'ARTICLE', targetId: article.id, reason: 'OTHER' })),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(4)
    expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, id))).toHaveLength(20)
    await t.database.db.delete(reports).where(eq(reports.reporterId, id))
  })

  it('does not let reporters an admin overruled hide the article again by re-filing; others still count', async () => {
    // Accounts with no overruled scam claim yet (old1..old3 had one dismissed above: they no longer hide anything).
    for (const name of ['old4', 'old5', 'old6', 'old7', 'old8', 'old9']) await account(name, 30)
    const article = await insertArticle(t.database.db, makerId, { title: 'Cleared once' })
    for (const name of ['old7', 'old8', 'old9']) await report(tokens[name]!, scam(article.id))
    expect(await statusOf(article.id)).toBe('HIDDEN')
    const [open] = await t.database.db.select().from(reports).where(eq(reports.targetId, article.id)).limit(1)
    expect((await decide(open!.id, { action: 'DISMISS' })).status).toBe(200)
    expect(await statusOf(article.id)).toBe('PUBLISHED')

    for (const name of ['old7', 'old8', 'old9'])
      expect((await report(tokens[name]!, scam(article.id))).status).toBe(201)
    expect(await statusOf(article.id)).toBe('PUBLISHED')
    // Their reports still reach the admins.
    const queue = ReportQueueSchema.parse(await (await t.request('/api/admin/reports', { token: tokens.admin })).json())
    expect(queue.find((group) => group.targetId === article.id)?.reports).toHaveLength(3)

    // Established readers who were never overruled count as before: three of them hide it.
    await report(tokens.old4, scam(article.id))
    await report(tokens.old5, scam(article.id))
    expect(await statusOf(article.id)).toBe('PUBLISHED')
    await report(tokens.old6, scam(article.id))
    expect(await statusOf(article.id)).toBe('HIDDEN')
  })

  it('suspending a review’s author hides the review, in the same decision', async () => {
    const trollId = await account('troll', 30)
    const article = await insertArticle(t.database.db, makerId, { title: 'Reviewed app' })
    const [review] = await t.database.db
      .insert(reviews)
      .values({
        articleId: article.id,
        authorId: trollId,
        rating: 1,
        text: 'Scam! Send Pi to my wallet instead.',
        status: 'PUBLISHED',
      })
      .returning()
    const publicReviews = async () =>
      (await (await t.request(`/api/articles/${article.id}/reviews`)).json()) as { id: number }[]
    expect((await publicReviews()).map((item) => item.id)).toEqual([review!.id])

    const filed = await report(tokens.old1, { targetType: 'REVIEW', targetId: review!.id, reason: 'SCAM' })
    expect(filed.status).toBe(201)
    const decided = await decide(((await filed.json()) as { id: number }).id, {
      action: 'SUSPEND_MAKER',
      reason: 'Diverts payments to their own wallet.',
    })
    expect(decided.status).toBe(200)
    expect(await decided.json()).toEqual({ action: 'SUSPEND_MAKER', resolved: 1 })
    expect(await publicReviews()).toEqual([])
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review!.id))
    expect(row?.status).toBe('HIDDEN')
    const [author] = await t.database.db.select().from(users).where(eq(users.id, trollId))
    expect(author?.suspendedAt).not.toBeNull()
  })
})
