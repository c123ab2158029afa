// Two instances on one database: each event is notified exactly once, however the
// instances race (approvals, payment completions, the reconciler, the scheduler's scans), and the
// outbox never sends one notification twice. Runs on PostgreSQL with TEST_DATABASE_URL.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationOutbox, notifications, promotions } from '#src/db/schema/index'
import { paymentsApi, startPurchase } from '#src/modules/payments/payments.test-support'
import { simClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { BEHIND_PROXY, beacon, click, impression } from '#src/modules/stats/stats.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, grantCredits, insertArticle } from '#src/test/factories'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { raiseNotification } from './notifications.service'
import { grantPiNotifications, notificationsApi, piCentre } from './notifications.test-support'

const DAY_MS = 24 * 60 * 60 * 1000

describe('notifications with two instances on one database', () => {
  let database: TestDatabase
  let first: TestApp
  let second: TestApp
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)
  const tokens = { owner: '', admin: '' }
  let ownerId: number

  beforeAll(async () => {
    database = await createTestDatabase()
    first = await buildTestApp({ database, now, env: BEHIND_PROXY })
    // One Pi Platform for both (the first one's simulator), as in production.
    second = await buildTestApp({ database, now, pi: first.app.pi })
    await grantPiNotifications(first, 'twin_owner')
    tokens.owner = (await signIn(first, 'twin_owner')).accessToken
    tokens.admin = (await signIn(second, 'admin')).accessToken
    ownerId = await findUserId(database.db, 'twin_owner')
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database?.drop()
  })

  const countOf = async (type: (typeof notifications.$inferSelect)['type'], userId = ownerId) =>
    (
      await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    ).length

  it('approves once and notifies once when both instances approve at the same moment', async () => {
    await grantCredits(database.db, ownerId, 1)
    const created = await first.request('/api/articles', {
      method: 'POST',
      token: tokens.owner,
      json: articleBody({ status: 'PENDING_APPROVAL' }),
    })
    const { id } = (await created.json()) as { id: number }
    const answers = await Promise.all(
      [first, second, first, second].map((app) =>
        app.request(`/api/articles/${id}/approve`, { method: 'PUT', token: tokens.admin }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    expect(await countOf('ARTICLE_APPROVED')).toBe(1)
    // The submission told the admins once (addressed to the role), and the verdict resolved it for them.
    const reviews = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'REVIEW_NEEDED'), eq(notifications.articleId, id)))
    expect(reviews.map((row) => [row.audience, row.resolvedAt !== null])).toEqual([['ADMIN', true]])
  })

  it('notifies a payment once, whichever instance completes it, the reconciler and recovery included', async () => {
    const sim = simClient(first)
    const article = await insertArticle(database.db, ownerId, { title: 'Raced' })
    const { piId, order } = await startPurchase(first, sim, 'twin_owner', tokens.owner, {
      planType: 'MAIN_SLIDER',
      articleId: article.id,
    })
    expect((await paymentsApi(first).approve(tokens.owner, piId)).status).toBe(200)
    const { txid } = (await sim.wallet.sign(piId)).body
    const answers = await Promise.all([
      paymentsApi(first).complete(tokens.owner, piId, txid),
      paymentsApi(second).complete(tokens.owner, piId, txid),
      paymentsApi(second).incomplete(tokens.owner, piId),
      paymentsApi(first).incomplete(tokens.owner, piId),
    ])
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, ownerId))
    const completed = rows.filter((row) => row.type === 'PAYMENT_COMPLETED' && row.articleId === article.id)
    expect(completed).toHaveLength(1)
    // A slider's payment notice opens its receipt.
    expect(completed[0]!.link).toBe(`/user-dashboard/payments/${order.paymentId}`)
    expect(rows.filter((row) => row.type === 'PROMOTION_STARTED' && row.articleId === article.id)).toHaveLength(1)
  })

  it('notifies a payment the server completed for the user after an interrupted payment', async () => {
    const sim = simClient(first)
    const before = await countOf('PAYMENT_COMPLETED')
    const { piId } = await startPurchase(first, sim, 'twin_owner', tokens.owner, { planType: 'STANDARD' })
    expect((await paymentsApi(first).approve(tokens.owner, piId)).status).toBe(200)
    await sim.wallet.sign(piId)
    // The browser closed before /complete: the next sign-in reports the payment.
    const recovered = await paymentsApi(second).incomplete(tokens.owner, piId)
    expect((await recovered.json()).outcome).toBe('COMPLETED')
    expect(await countOf('PAYMENT_COMPLETED')).toBe(before + 1)
    const newest = (await notificationsApi(second).list(tokens.owner)).body.items[0]!
    expect(newest).toMatchObject({ type: 'PAYMENT_COMPLETED', link: '/user-dashboard/create-article' })
  })

  it('never sends one Pi notification twice when both outboxes drain together', async () => {
    for (let index = 0; index < 120; index += 1) {
      await raiseNotification(database.db, { type: 'CONTACT_MESSAGE', userId: ownerId, params: { name: `m${index}` } })
    }
    // Drained over two days so the 48-a-day limit does not hide a double send.
    const drained = []
    for (let day = 0; day < 4; day += 1) {
      drained.push(
        ...(await Promise.all([
          first.app.notificationsOutbox.drain(),
          second.app.notificationsOutbox.drain(),
          first.app.notificationsOutbox.drain(),
        ])),
      )
      offsetMs += DAY_MS + 60_000
      await simClient(first).control.advance(DAY_MS + 60_000)
    }
    const received = (await piCentre(first, 'twin_owner')).filter((item) => item.delivered)
    const outbox = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, ownerId))
    expect(outbox.every((row) => row.status === 'SENT')).toBe(true)
    expect(received).toHaveLength(outbox.length)
    // Every text is different (the messages are numbered): a double send would show as a repeat.
    expect(new Set(received.map((item) => `${item.title}|${item.body}`)).size).toBe(received.length)
    expect(drained.reduce((sum, summary) => sum + summary.sent, 0)).toBe(outbox.length)
  })

  describe('the scheduler', () => {
    let promotionId: number
    let articleId: number

    beforeAll(async () => {
      offsetMs = 0
      const article = await insertArticle(database.db, ownerId, { title: 'Scheduled' })
      articleId = article.id
      const [row] = await database.db
        .insert(promotions)
        .values({
          articleId,
          planType: 'MAIN_SLIDER',
          state: 'ACTIVE',
          startsAt: new Date(now().getTime() - 26 * DAY_MS),
          expiresAt: new Date(now().getTime() + 4 * DAY_MS),
        })
        .returning()
      promotionId = row!.id
      // What the promotion did: 4 readers' impressions and one's click, counted today.
      const agent = 'Mozilla/5.0 Chrome/126'
      for (const reader of [1, 2, 3, 4]) await beacon(first, [impression(articleId)], agent, `198.51.100.${reader}`)
      await beacon(first, [click(articleId)], agent, '198.51.100.1')
      await first.app.statsCounter.flush()
    })

    const bothRun = () => Promise.all([first.app.scheduler.runDue(), second.app.scheduler.runDue()])
    const ofArticle = async (type: 'PROMOTION_ENDING' | 'PROMOTION_ENDED') =>
      (await database.db.select().from(notifications).where(eq(notifications.articleId, articleId))).filter(
        (row) => row.type === type,
      )

    it('runs a job on one instance per period', async () => {
      offsetMs += 60 * 60_000
      const [a, b] = await bothRun()
      // Each job once between them: these notices, the waiting lists' tick, the search refresh of renames,
      // the weekly re-check of verified hosts and the media store's orphan sweep.
      expect([...a.ran, ...b.ran].sort()).toEqual([
        'follow-announcements',
        'media-sweep',
        'promotion-notices',
        'search-refresh',
        'verification-rechecks',
        'waitlist-holds',
      ])
      const [c, d] = await bothRun()
      expect([...c.ran, ...d.ran]).toEqual([])
    })

    it('says "ends in 3 days" once, after the day changes', async () => {
      expect(await ofArticle('PROMOTION_ENDING')).toHaveLength(0)
      offsetMs += DAY_MS + 60_000
      await bothRun()
      offsetMs += 2 * 60_000
      await bothRun()
      const ending = await ofArticle('PROMOTION_ENDING')
      expect(ending).toHaveLength(1)
      expect(ending[0]!.link).toBe('/user-dashboard/my-articles')
    })

    it('catches up after downtime: the end is announced once, with its figures', async () => {
      // Down for 4 days: the promotion ended meanwhile.
      offsetMs += 4 * DAY_MS
      await bothRun()
      await bothRun()
      const ended = await ofArticle('PROMOTION_ENDED')
      expect(ended).toHaveLength(1)
      expect(ended[0]!.params).toMatchObject({ impressions: 4, clicks: 1, ctr: 0.25 })
      const listed = (await notificationsApi(first).list(tokens.owner)).body.items.find(
        (item) => item.type === 'PROMOTION_ENDED',
      )!
      expect(listed.body).toBe('"Scheduled": 4 impressions, 1 clicks, CTR 25%.')
      expect(listed.link).toBe(`/user-dashboard/stats/${articleId}`)
    })

    it('gives a renewed promotion fresh notices for its new end', async () => {
      // Renewed for 30 days from its end (the renewal branch moves expiresAt the same way).
      const [row] = await database.db.select().from(promotions).where(eq(promotions.id, promotionId))
      await database.db
        .update(promotions)
        .set({ expiresAt: new Date(now().getTime() + 30 * DAY_MS) })
        .where(eq(promotions.id, row!.id))
      offsetMs += 28 * DAY_MS
      await bothRun()
      expect(await ofArticle('PROMOTION_ENDING')).toHaveLength(2)
      offsetMs += 3 * DAY_MS
      await bothRun()
      expect(await ofArticle('PROMOTION_ENDED')).toHaveLength(2)
    })
  })
})
