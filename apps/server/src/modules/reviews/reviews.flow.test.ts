import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { AuditListSchema } from '@spotlight/shared/schemas/audit'
import {
  AdminReviewListSchema,
  ArticleRatingSchema,
  MyReviewSchema,
  ReviewSchema,
} from '@spotlight/shared/schemas/reviews'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { account, reader as freshReader, regularAccount, reviewApi, type Account } from './reviews.test-support'

describe('reviews: writing, approval, replies and figures', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let maker: Account
  let admin: Account
  let articleId: number

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    maker = await account(t, 'maker')
    admin = await account(t, 'admin')
    articleId = (await insertArticle(t.database.db, maker.userId, { company: 'Chess Co', title: 'Pi Chess' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  it("holds a new account's first review for approval, then counts it once an admin approves", async () => {
    const newcomer = await freshReader(t, 'newcomer')
    const created = await api.put(articleId, newcomer.token, { rating: 5, text: 'Great' })
    expect(created.status).toBe(201)
    const review = MyReviewSchema.parse(await created.json())
    expect(review).toMatchObject({ status: 'PENDING', rating: 5, text: 'Great', editedAt: null })
    expect(await (await api.list(articleId)).json()).toEqual([])
    expect(ArticleRatingSchema.parse(await (await api.rating(articleId)).json()).count).toBe(0)

    const queue = (await (await api.queue('', admin.token)).json()) as { id: number }[]
    expect(queue.map((item) => item.id)).toContain(review.id)
    const approved = await api.decide(review.id, admin.token, { action: 'APPROVE' })
    expect(approved.status).toBe(200)
    expect(await (await api.rating(articleId)).json()).toEqual({
      average: 5,
      count: 1,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
    })
  })

  it('publishes a regular account at once, says an edit was made, and shows the rating on the article and its list', async () => {
    const reader = await regularAccount(t, 'reader')
    const first = MyReviewSchema.parse(
      await (await api.put(articleId, reader.token, { rating: 2, text: 'Meh' })).json(),
    )
    expect(first.status).toBe('PUBLISHED')
    const edited = await api.put(articleId, reader.token, { rating: 4, text: 'Better now' })
    expect(edited.status).toBe(200)
    const review = MyReviewSchema.parse(await edited.json())
    expect(review.id).toBe(first.id)
    expect(review.editedAt).not.toBeNull()

    const article = await (await t.request(`/api/articles/${articleId}`)).json()
    expect(article.rating).toEqual({ average: 4.5, count: 2 })
    const list = (await (await t.request('/api/articles')).json()) as { id: number; rating: unknown }[]
    expect(list.find((item) => item.id === articleId)?.rating).toEqual({ average: 4.5, count: 2 })
  })

  it('lets the owner reply once, tells the reviewer, and shows the reply under the review', async () => {
    const reader = await regularAccount(t, 'replied')
    const review = MyReviewSchema.parse(
      await (await api.put(articleId, reader.token, { rating: 3, text: 'Ok' })).json(),
    )
    const replied = await api.reply(review.id, maker.token, { text: 'Thanks!' })
    expect(replied.status).toBe(200)
    expect(ReviewSchema.parse(await replied.json()).reply).toMatchObject({ text: 'Thanks!', editedAt: null })
    const again = ReviewSchema.parse(await (await api.reply(review.id, maker.token, { text: 'Thanks a lot!' })).json())
    expect(again.reply?.editedAt).not.toBeNull()

    const notes = (await (await t.request('/api/notifications', { token: reader.token })).json()) as {
      items: { type: string; body: string; link: string }[]
    }
    const replies = notes.items.filter((item) => item.type === 'REVIEW_REPLIED')
    expect(replies).toHaveLength(1)
    expect(replies[0]!.body).toContain('Chess Co')
    expect(replies[0]!.link).toBe(`/articles/${articleId}#reviews`)

    const owner = (await (await t.request('/api/notifications', { token: maker.token })).json()) as {
      items: { type: string; body: string }[]
    }
    expect(owner.items.some((item) => item.type === 'REVIEW_RECEIVED' && item.body.includes('replied'))).toBe(true)

    expect((await api.unreply(review.id, maker.token)).status).toBe(204)
    const [listed] = (
      (await (await api.list(articleId, '?sort=lowest')).json()) as { id: number; reply: unknown }[]
    ).filter((item) => item.id === review.id)
    expect(listed?.reply).toBeNull()
  })

  it('hides a review with a reason: the figures drop it at once and its author sees why', async () => {
    const reader = await regularAccount(t, 'hidden')
    const review = MyReviewSchema.parse(
      await (await api.put(articleId, reader.token, { rating: 1, text: 'Spam' })).json(),
    )
    const before = ArticleRatingSchema.parse(await (await api.rating(articleId)).json())
    const hidden = await api.decide(review.id, admin.token, { action: 'HIDE', reason: 'Advertising' })
    expect(hidden.status).toBe(200)
    const after = ArticleRatingSchema.parse(await (await api.rating(articleId)).json())
    expect(after.count).toBe(before.count - 1)
    expect(after.distribution['1']).toBe(before.distribution['1'] - 1)
    const mine = MyReviewSchema.parse(await (await api.mine(articleId, reader.token)).json())
    expect(mine).toMatchObject({ status: 'HIDDEN', hiddenReason: 'Advertising' })
    // An edit does not bring a hidden review back.
    await api.put(articleId, reader.token, { rating: 2, text: 'Spam again' })
    expect(MyReviewSchema.parse(await (await api.mine(articleId, reader.token)).json()).status).toBe('HIDDEN')
    const notes = (await (await t.request('/api/notifications', { token: reader.token })).json()) as {
      items: { type: string; body: string }[]
    }
    expect(notes.items.find((item) => item.type === 'REVIEW_HIDDEN')?.body).toContain('Advertising')
  })

  it('holds a review whose text asks for a passphrase for an admin, with what matched, even from a regular account or as an edit', async () => {
    const scam = 'Great app! To claim your bonus, enter your 24-word passphrase in the form below.'
    const regular = await regularAccount(t, 'phisher')
    const held = MyReviewSchema.parse(await (await api.put(articleId, regular.token, { rating: 5, text: scam })).json())
    expect(held.status).toBe('PENDING')
    const queue = AdminReviewListSchema.parse(await (await api.queue('', admin.token)).json())
    const queued = queue.find((item) => item.id === held.id)
    expect(queued?.screening.flagged).toBe(true)
    expect(queued?.screening.findings[0]?.match).toMatch(/passphrase/i)

    // A published review edited into a phishing text leaves the public list until an admin looks.
    const editor = await regularAccount(t, 'turncoat')
    const fine = MyReviewSchema.parse(
      await (await api.put(articleId, editor.token, { rating: 4, text: 'Works well.' })).json(),
    )
    expect(fine.status).toBe('PUBLISHED')
    await api.put(articleId, editor.token, { rating: 5, text: scam })
    expect(MyReviewSchema.parse(await (await api.mine(articleId, editor.token)).json()).status).toBe('PENDING')
    const listed = (await (await api.list(articleId)).json()) as { id: number }[]
    expect(listed.map((item) => item.id)).not.toContain(fine.id)
  })

  it('records each admin decision on a review in the audit trail, with its reason', async () => {
    const newcomer = await freshReader(t, 'audited')
    const review = MyReviewSchema.parse(await (await api.put(articleId, newcomer.token, { rating: 2 })).json())
    expect((await api.decide(review.id, admin.token, { action: 'APPROVE' })).status).toBe(200)
    expect((await api.decide(review.id, admin.token, { action: 'HIDE', reason: 'Off topic' })).status).toBe(200)
    const trail = AuditListSchema.parse(await (await t.request('/api/admin/audit', { token: admin.token })).json())
    const entries = trail.filter((entry) => entry.targetId === String(review.id))
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'REVIEW_HIDE',
        targetType: 'REVIEW',
        summary: 'PUBLISHED → HIDDEN',
        reason: 'Off topic',
      }),
      expect.objectContaining({
        action: 'REVIEW_APPROVE',
        targetType: 'REVIEW',
        summary: 'PENDING → PUBLISHED',
        reason: null,
      }),
    ])
  })

  it('sorts by most helpful by default and pages by 10 with X-Next-Cursor and Link', async () => {
    const other = await insertArticle(t.database.db, maker.userId, { title: 'Paged' })
    const readers: Account[] = []
    for (let i = 0; i < 12; i++) {
      const reader = await regularAccount(t, `pager${i}`)
      readers.push(reader)
      await api.put(other.id, reader.token, { rating: (i % 5) + 1, text: `Review ${i}` })
    }
    const list = (await (await api.list(other.id)).json()) as { id: number }[]
    const target = list[5]!.id
    expect((await api.helpful(target, readers[0]!.token)).status).toBe(200)
    const first = await api.list(other.id)
    const page = (await first.json()) as { id: number; helpfulCount: number }[]
    expect(page).toHaveLength(10)
    expect(page[0]).toMatchObject({ id: target, helpfulCount: 1 })
    const cursor = first.headers.get('x-next-cursor')!
    expect(first.headers.get('link')).toBe(
      `</api/articles/${other.id}/reviews?sort=helpful&limit=10&cursor=${cursor}>; rel="next"`,
    )
    const rest = (await (await api.list(other.id, `?cursor=${cursor}`)).json()) as { id: number }[]
    expect(rest).toHaveLength(2)
    expect(new Set([...page, ...rest].map((item) => item.id)).size).toBe(12)

    const highest = (await (await api.list(other.id, '?sort=highest&limit=20')).json()) as { rating: number }[]
    expect(highest.map((item) => item.rating)).toEqual([...highest.map((item) => item.rating)].sort((a, b) => b - a))
    const lowest = (await (await api.list(other.id, '?sort=lowest&limit=20')).json()) as { rating: number }[]
    expect(lowest[0]!.rating).toBe(1)
    // A cursor of one order is refused by another.
    const refused = await api.list(other.id, `?sort=newest&cursor=${cursor}`)
    expect(refused.status).toBe(400)
    expect(ErrorBodySchema.parse(await refused.json()).error.details?.[0]?.path).toBe('cursor')
  })

  it('refuses an 11th new review in a day with REVIEW_DAILY_LIMIT', async () => {
    const busy = await regularAccount(t, 'busy')
    // The earlier review of regularAccount is two days old; ten new ones fill the day.
    for (let i = 0; i < 10; i++) {
      const article = await insertArticle(t.database.db, maker.userId, { title: `Daily ${i}` })
      expect((await api.put(article.id, busy.token, { rating: 3 })).status).toBe(201)
    }
    const eleventh = await insertArticle(t.database.db, maker.userId, { title: 'Daily 11' })
    const refused = await api.put(eleventh.id, busy.token, { rating: 3 })
    expect(refused.status).toBe(429)
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('REVIEW_DAILY_LIMIT')
  })

  it('refuses the author rating their own article with REVIEW_OWN_ARTICLE', async () => {
    const refused = await api.put(articleId, maker.token, { rating: 5 })
    expect(refused.status).toBe(403)
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('REVIEW_OWN_ARTICLE')
  })
})
