import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MyReviewSchema } from '@spotlight/shared/schemas/reviews'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { account, reader, regularAccount, reviewApi, type Account } from './reviews.test-support'

/**
 * Who may do what, endpoint by endpoint: a visitor (no session), the reviewer, another user, the
 * article's owner and an admin.
 */
describe('reviews: authorization of every endpoint', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let owner: Account
  let admin: Account
  let reviewer: Account
  let other: Account
  let articleId: number
  let reviewId: number
  let draftId: number

  const codeOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    owner = await account(t, 'owner')
    admin = await account(t, 'admin')
    reviewer = await regularAccount(t, 'reviewer')
    other = await reader(t, 'other')
    articleId = (await insertArticle(t.database.db, owner.userId)).id
    draftId = (await insertArticle(t.database.db, owner.userId, { status: 'DRAFT' })).id
    reviewId = MyReviewSchema.parse(
      await (await api.put(articleId, reviewer.token, { rating: 4, text: 'Nice' })).json(),
    ).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('lets anyone read the published reviews and the rating of a public article', async () => {
    for (const token of [undefined, reviewer.token, other.token, owner.token, admin.token]) {
      expect((await api.list(articleId, '', token)).status).toBe(200)
    }
    expect((await api.rating(articleId)).status).toBe(200)
  })

  it('lets no cache keep a signed-in reader’s page of reviews (it holds their own marks), and any cache a visitor’s', async () => {
    expect((await api.list(articleId, '')).headers.get('cache-control')).toMatch(/^public/)
    for (const token of [reviewer.token, other.token, owner.token, admin.token])
      expect((await api.list(articleId, '', token)).headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 404 for the reviews and rating of an article that is not public, even to its owner', async () => {
    expect((await api.list(draftId, '', owner.token)).status).toBe(404)
    expect((await api.rating(draftId)).status).toBe(404)
    expect((await api.put(draftId, reviewer.token, { rating: 3 })).status).toBe(404)
    expect((await api.list(999_999)).status).toBe(404)
  })

  it('tells only the signed-in reader their own review: a visitor 401, someone without one 404', async () => {
    expect((await api.mine(articleId)).status).toBe(401)
    expect((await api.mine(articleId, reviewer.token)).status).toBe(200)
    expect((await api.mine(articleId, other.token)).status).toBe(404)
    expect(await codeOf(await api.mine(articleId, admin.token))).toBe('REVIEW_NOT_FOUND')
  })

  it('needs a session to write or delete a review, and refuses the owner', async () => {
    expect((await api.put(articleId, undefined, { rating: 3 })).status).toBe(401)
    expect((await api.del(articleId)).status).toBe(401)
    expect(await codeOf(await api.put(articleId, owner.token, { rating: 5 }))).toBe('REVIEW_OWN_ARTICLE')
    // Someone else's delete deletes only their own (here: none), never the reviewer's.
    expect((await api.del(articleId, other.token)).status).toBe(404)
    expect((await api.mine(articleId, reviewer.token)).status).toBe(200)
  })

  it("lets only the article's owner reply, and delete the reply", async () => {
    expect((await api.reply(reviewId, undefined, { text: 'Hi' })).status).toBe(401)
    for (const token of [reviewer.token, other.token, admin.token]) {
      const refused = await api.reply(reviewId, token, { text: 'Hi' })
      expect(refused.status).toBe(403)
      expect(await codeOf(refused)).toBe('REVIEW_NOT_ARTICLE_OWNER')
      expect((await api.unreply(reviewId, token)).status).toBe(403)
    }
    expect((await api.unreply(reviewId)).status).toBe(401)
    expect((await api.reply(reviewId, owner.token, { text: 'Thank you' })).status).toBe(200)
    expect((await api.unreply(reviewId, owner.token)).status).toBe(204)
    expect((await api.reply(999_999, owner.token, { text: 'Hi' })).status).toBe(404)
  })

  it('lets any signed-in reader but the review’s author and the article’s owner mark it helpful', async () => {
    expect((await api.helpful(reviewId)).status).toBe(401)
    expect((await api.helpful(reviewId, undefined, 'DELETE')).status).toBe(401)
    expect((await api.helpful(reviewId, reviewer.token)).status).toBe(403)
    // The owner would push the reviews they like up "Most helpful", as rating their own article would.
    const byOwner = await api.helpful(reviewId, owner.token)
    expect(byOwner.status).toBe(403)
    expect(await codeOf(byOwner)).toBe('REVIEW_OWN_ARTICLE')
    for (const token of [other.token, admin.token]) {
      expect((await api.helpful(reviewId, token)).status).toBe(200)
    }
    const marked = (await (await api.list(articleId, '', other.token)).json()) as {
      viewerFoundHelpful: boolean
      helpfulCount: number
    }[]
    expect(marked[0]).toMatchObject({ viewerFoundHelpful: true, helpfulCount: 2 })
    expect(await (await api.helpful(reviewId, other.token, 'DELETE')).json()).toEqual({
      helpfulCount: 1,
      viewerFoundHelpful: false,
    })
    // Taking a mark back stays open to everyone who may hold one.
    expect((await api.helpful(reviewId, owner.token, 'DELETE')).status).toBe(200)
    expect((await api.helpful(999_999, other.token)).status).toBe(404)
  })

  it('keeps the moderation queue and decisions to admins', async () => {
    expect((await api.queue()).status).toBe(401)
    expect((await api.decide(reviewId, undefined, { action: 'APPROVE' })).status).toBe(401)
    for (const token of [reviewer.token, other.token, owner.token]) {
      expect((await api.queue('', token)).status).toBe(403)
      expect((await api.decide(reviewId, token, { action: 'HIDE', reason: 'x' })).status).toBe(403)
    }
    expect((await api.queue('?status=PUBLISHED', admin.token)).status).toBe(200)
    expect((await api.decide(999_999, admin.token, { action: 'APPROVE' })).status).toBe(404)
  })

  it('lets the reviewer delete their review, which then leaves the figures', async () => {
    expect((await api.del(articleId, reviewer.token)).status).toBe(204)
    expect(await (await api.rating(articleId)).json()).toMatchObject({ average: 0, count: 0 })
    expect((await api.del(articleId, reviewer.token)).status).toBe(404)
  })
})
