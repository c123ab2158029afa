import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { AdminReplyListSchema, MyReviewSchema, ReviewSchema } from '@spotlight/shared/schemas/reviews'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { account, reader, regularAccount, reviewApi, type Account } from './reviews.test-support'

const SCAM = 'Great app! To claim your bonus, enter your 24-word passphrase in the form below.'
const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000)

/** What an admin decided, and what an account earned, is not undone by deleting a review and writing it again. */
describe('reviews: rules a delete does not undo', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let admin: Account

  /** A maker of their own with one public article: their notifications are about this test only. */
  const makerWithArticle = async (username: string) => {
    const maker = await reader(t, username)
    const article = await insertArticle(t.database.db, maker.userId, { title: `${username}'s app` })
    return { maker, articleId: article.id }
  }
  const receivedBy = async (maker: Account) => {
    const notes = (await (await t.request('/api/notifications', { token: maker.token })).json()) as {
      items: { type: string }[]
    }
    return notes.items.filter((note) => note.type === 'REVIEW_RECEIVED').length
  }
  const write = async (articleId: number, writer: Account, json: unknown) => {
    const answer = await api.put(articleId, writer.token, json)
    expect(answer.status).toBe(201)
    return MyReviewSchema.parse(await answer.json())
  }
  const listedIds = async (articleId: number) =>
    ReviewSchema.array()
      .parse(await (await api.list(articleId, '?limit=50')).json())
      .map((review) => review.id)

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    admin = await account(t, 'admin')
  })
  afterAll(async () => {
    await t.close()
  })

  it('holds a review written again after an admin hid the deleted one, and tells the maker only once', async () => {
    const { maker, articleId } = await makerWithArticle('hide-maker')
    const writer = await regularAccount(t, 'hide-writer')
    const first = await write(articleId, writer, { rating: 1, text: 'Spam' })
    expect(first.status).toBe('PUBLISHED')
    expect(await receivedBy(maker)).toBe(1)
    expect((await api.decide(first.id, admin.token, { action: 'HIDE', reason: 'Advertising' })).status).toBe(200)
    expect((await api.del(articleId, writer.token)).status).toBe(204)

    const again = await write(articleId, writer, { rating: 1, text: 'Spam again' })
    expect(again).toMatchObject({ status: 'PENDING', hiddenReason: null })
    expect(MyReviewSchema.parse(await (await api.mine(articleId, writer.token)).json()).status).toBe('PENDING')
    expect(await listedIds(articleId)).not.toContain(again.id)
    expect((await (await api.rating(articleId)).json()).count).toBe(0)
    expect(await receivedBy(maker)).toBe(1)

    // An admin's approval publishes it; the maker already heard of this reader's review of the app.
    expect((await api.decide(again.id, admin.token, { action: 'APPROVE' })).status).toBe(200)
    expect(await listedIds(articleId)).toContain(again.id)
    expect(await receivedBy(maker)).toBe(1)
  })

  it('tells the maker nothing of a review written again after a hide until an admin publishes it', async () => {
    const { maker, articleId } = await makerWithArticle('held-maker')
    const writer = await regularAccount(t, 'held-writer')
    // The screening held it, so the maker never heard of it; an admin then hid it.
    const held = await write(articleId, writer, { rating: 5, text: SCAM })
    expect(held.status).toBe('PENDING')
    expect((await api.decide(held.id, admin.token, { action: 'HIDE', reason: 'Phishing' })).status).toBe(200)
    expect((await api.del(articleId, writer.token)).status).toBe(204)

    const clean = await write(articleId, writer, { rating: 5, text: 'Nice app.' })
    expect(clean.status).toBe('PENDING')
    expect(await listedIds(articleId)).not.toContain(clean.id)
    expect(await receivedBy(maker)).toBe(0)
    expect((await api.decide(clean.id, admin.token, { action: 'APPROVE' })).status).toBe(200)
    expect(await receivedBy(maker)).toBe(1)
  })

  it('counts deleted reviews in the daily limit, and tells the maker of a rewritten review once', async () => {
    const { maker, articleId } = await makerWithArticle('cycle-maker')
    const writer = await regularAccount(t, 'cycle-writer')
    for (let i = 0; i < 10; i++) {
      expect((await write(articleId, writer, { rating: 5, text: `Take ${i}` })).status).toBe('PUBLISHED')
      expect((await api.del(articleId, writer.token)).status).toBe(204)
    }
    expect(await receivedBy(maker)).toBe(1)

    // Ten reviews written in the last 24 hours, deleted or not: an eleventh waits for tomorrow, anywhere.
    const elsewhere = await insertArticle(t.database.db, maker.userId, { title: 'Elsewhere too' })
    for (const target of [articleId, elsewhere.id]) {
      const refused = await api.put(target, writer.token, { rating: 5 })
      expect(refused.status).toBe(429)
      expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('REVIEW_DAILY_LIMIT')
    }
    expect((await api.mine(articleId, writer.token)).status).toBe(404)
  })

  it.each([
    ['the reply queue', (reviewId: number) => `/api/admin/review-replies/${reviewId}/decision`],
    ['the review queue', (reviewId: number) => `/api/admin/reviews/${reviewId}/decision`],
  ])('holds a reply written again after an admin hid the deleted one (hidden from %s)', async (queue, route) => {
    const slug = queue.replace(/\W/g, '-')
    const { maker, articleId } = await makerWithArticle(`reply-maker-${slug}`)
    const writer = await regularAccount(t, `reply-writer-${slug}`)
    const review = await write(articleId, writer, { rating: 2, text: 'Crashes on start.' })
    expect((await api.reply(review.id, maker.token, { text: 'Your fault, not ours.' })).status).toBe(200)
    const hidden = await t.request(route(review.id), {
      method: 'POST',
      token: admin.token,
      json: { action: 'HIDE', target: 'REPLY', reason: 'Rude' },
    })
    expect(hidden.status).toBe(200)
    expect((await api.unreply(review.id, maker.token)).status).toBe(204)

    const again = await api.reply(review.id, maker.token, { text: 'Your fault, not ours.' })
    expect(again.status).toBe(200)
    expect(ReviewSchema.parse(await again.json()).reply).toMatchObject({ text: 'Your fault, not ours.', pending: true })
    const publicView = ReviewSchema.array().parse(await (await api.list(articleId)).json())
    expect(publicView.find((item) => item.id === review.id)?.reply).toBeNull()
    const readerView = ReviewSchema.array().parse(await (await api.list(articleId, '', writer.token)).json())
    expect(readerView.find((item) => item.id === review.id)?.reply).toBeNull()

    // It waits in the admins' reply queue, and is public once approved.
    const replies = AdminReplyListSchema.parse(
      await (await t.request('/api/admin/review-replies', { token: admin.token })).json(),
    )
    expect(replies.find((reply) => reply.reviewId === review.id)).toMatchObject({ status: 'PENDING' })
    const approved = await t.request(`/api/admin/review-replies/${review.id}/decision`, {
      method: 'POST',
      token: admin.token,
      json: { action: 'APPROVE' },
    })
    expect(approved.status).toBe(200)
    const after = ReviewSchema.array().parse(await (await api.list(articleId)).json())
    expect(after.find((item) => item.id === review.id)?.reply).toMatchObject({ text: 'Your fault, not ours.' })
  })

  it('vets an account only once one of its reviews was published: pending and hidden ones do not count', async () => {
    const { articleId: one } = await makerWithArticle('vet-maker-1')
    const { articleId: two } = await makerWithArticle('vet-maker-2')
    const { articleId: three } = await makerWithArticle('vet-maker-3')
    const { articleId: four } = await makerWithArticle('vet-maker-4')
    const writer = await reader(t, 'vet-writer', TWO_DAYS_AGO())

    const first = await write(one, writer, { rating: 4 })
    expect(first.status).toBe('PENDING')
    // The first still waits: the second waits as well.
    const second = await write(two, writer, { rating: 4 })
    expect(second.status).toBe('PENDING')
    expect(await listedIds(two)).not.toContain(second.id)
    // A hidden one vouches for nothing either.
    expect((await api.decide(first.id, admin.token, { action: 'HIDE', reason: 'Off topic' })).status).toBe(200)
    expect((await write(three, writer, { rating: 4 })).status).toBe('PENDING')
    // Once an admin published one, the next is public at once.
    expect((await api.decide(second.id, admin.token, { action: 'APPROVE' })).status).toBe(200)
    const fourth = await write(four, writer, { rating: 4 })
    expect(fourth.status).toBe('PUBLISHED')
    expect(await listedIds(four)).toContain(fourth.id)
  })
})
