import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MyReviewSchema } from '@spotlight/shared/schemas/reviews'
import { users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { locationOf, postForm } from '#src/test/html-form-client'
import { reader, regularAccount, reviewApi, type Account } from './reviews.test-support'

/**
 * The public signals a brigade account could still push once an admin has suspended it: "Helpful" marks
 * (they order the reviews) and maker follows (the profile's follower count). A suspended account may
 * take its own back, never add one, whether through the API or the pages' plain HTML forms.
 */
describe('a suspended account adds no helpful marks and no followers', () => {
  let t: TestApp
  let api: ReturnType<typeof reviewApi>
  let maker: Account
  let reviewer: Account
  let brigade: Account
  let reviewId: number
  let articleId: number

  const codeOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error.code
  const helpfulCount = async () =>
    ((await (await api.list(articleId)).json()) as { id: number; helpfulCount: number }[]).find(
      (review) => review.id === reviewId,
    )!.helpfulCount
  const followers = async () =>
    ((await (await t.request(`/api/makers/${maker.username}`)).json()) as { followers: number }).followers
  const follow = (account: Account, method: 'PUT' | 'DELETE') =>
    t.request(`/api/follows/makers/${maker.username}`, { method, token: account.token })
  const suspend = (account: Account, at: Date | null) =>
    t.database.db.update(users).set({ suspendedAt: at }).where(eq(users.id, account.userId))
  const cookieOf = (account: Account) => ({ cookie: `spotlight_session=${account.token}` })

  beforeAll(async () => {
    t = await buildTestApp()
    api = reviewApi(t)
    maker = await reader(t, 'maker')
    reviewer = await regularAccount(t, 'reviewer')
    brigade = await reader(t, 'brigade')
    articleId = (await insertArticle(t.database.db, maker.userId, { company: 'Maker Apps' })).id
    reviewId = MyReviewSchema.parse(
      await (await api.put(articleId, reviewer.token, { rating: 5, text: 'Great' })).json(),
    ).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses a new helpful mark from a suspended account (API and form), and lets it take one back', async () => {
    // Marked while active: counted.
    expect((await api.helpful(reviewId, brigade.token)).status).toBe(200)
    expect(await helpfulCount()).toBe(1)
    await api.helpful(reviewId, brigade.token, 'DELETE')
    await suspend(brigade, new Date())

    const refused = await api.helpful(reviewId, brigade.token)
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('ACCOUNT_SUSPENDED')
    const next = `/articles/${articleId}`
    const byForm = await postForm(
      t,
      '/review-helpful',
      { review: String(reviewId), intent: 'helpful', next },
      cookieOf(brigade),
    )
    expect(locationOf(byForm).query).toMatchObject({ helpful_error: 'ACCOUNT_SUSPENDED' })
    expect(await helpfulCount()).toBe(0)

    // A mark made before the suspension can still be taken back, by the API and by the form.
    await suspend(brigade, null)
    expect((await api.helpful(reviewId, brigade.token)).status).toBe(200)
    await suspend(brigade, new Date())
    const undone = await api.helpful(reviewId, brigade.token, 'DELETE')
    expect(undone.status).toBe(200)
    expect(await undone.json()).toEqual({ helpfulCount: 0, viewerFoundHelpful: false })
    await suspend(brigade, null)
    expect((await api.helpful(reviewId, brigade.token)).status).toBe(200)
    await suspend(brigade, new Date())
    const undoneByForm = await postForm(
      t,
      '/review-helpful',
      { review: String(reviewId), intent: 'unhelpful', next },
      cookieOf(brigade),
    )
    expect(locationOf(undoneByForm).query).toMatchObject({ unhelpful: String(reviewId) })
    expect(await helpfulCount()).toBe(0)
    await suspend(brigade, null)
  })

  it('refuses a maker follow from a suspended account (API and form), and lets it unfollow', async () => {
    await suspend(brigade, new Date())
    const refused = await follow(brigade, 'PUT')
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('ACCOUNT_SUSPENDED')
    const byForm = await postForm(
      t,
      '/follow',
      { follow: 'makers', target: maker.username, intent: 'follow', next: `/makers/${maker.username}` },
      cookieOf(brigade),
    )
    expect(locationOf(byForm).query).toMatchObject({ follow_failed: `makers/${maker.username}` })
    expect(await followers()).toBe(0)

    await suspend(brigade, null)
    expect((await follow(brigade, 'PUT')).status).toBe(200)
    expect(await followers()).toBe(1)
    await suspend(brigade, new Date())
    expect((await follow(brigade, 'DELETE')).status).toBe(200)
    expect(await followers()).toBe(0)
    // A visitor is still asked to sign in; bad input is still a 400 or 404, never a 500.
    expect((await t.request(`/api/follows/makers/${maker.username}`, { method: 'PUT' })).status).toBe(401)
    expect((await t.request('/api/follows/makers/%00', { method: 'PUT', token: brigade.token })).status).toBeLessThan(
      500,
    )
    await suspend(brigade, null)
    expect((await t.request('/api/follows/makers/nobody_here', { method: 'PUT', token: brigade.token })).status).toBe(
      404,
    )
    expect((await api.helpful(2_147_483_647, brigade.token)).status).toBe(404)
    expect((await api.helpful(0, brigade.token)).status).toBe(400)
  })
})
