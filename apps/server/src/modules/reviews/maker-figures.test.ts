import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewReplies, reviews } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { createReviewsService, type ReviewsService } from './reviews.service'
import { reader } from './reviews.test-support'

const DAY = 86_400_000

describe("reviews service: a maker's rating and reply figures", () => {
  let t: TestApp
  let service: ReviewsService
  const at = new Date()

  beforeAll(async () => {
    t = await buildTestApp()
    service = createReviewsService({ db: t.database.db, now: () => at })
  })
  afterAll(async () => {
    await t.close()
  })

  it('add up the published reviews of all their published articles, and share those answered within 7 days', async () => {
    const db = t.database.db
    const maker = await reader(t, 'figmaker')
    const readers = await Promise.all([0, 1, 2, 3, 4].map((i) => reader(t, `figreader${i}`)))
    const [one, two] = [await insertArticle(db, maker.userId), await insertArticle(db, maker.userId)]
    const draft = await insertArticle(db, maker.userId, { status: 'DRAFT' })

    expect(await service.makerRating(maker.userId)).toEqual({ average: 0, count: 0 })
    expect(await service.makerReplies(maker.userId)).toEqual({ answered: 0, within7Days: null })

    const write = async (articleId: number, who: number, rating: number, daysAgo: number) => {
      const [row] = await db
        .insert(reviews)
        .values({
          articleId,
          authorId: readers[who]!.userId,
          rating,
          status: 'PUBLISHED',
          createdAt: new Date(at.getTime() - daysAgo * DAY),
        })
        .returning({ id: reviews.id })
      return row!.id
    }
    const answeredFast = await write(one.id, 0, 5, 20)
    const answeredLate = await write(one.id, 1, 4, 20)
    await write(two.id, 2, 3, 10) // unanswered, past its week
    await write(two.id, 3, 2, 2) // unanswered, still in its week: counts for neither side
    const hidden = await write(two.id, 4, 1, 20)
    await db.update(reviews).set({ status: 'HIDDEN', hiddenReason: 'x' }).where(eq(reviews.id, hidden))
    await write(draft.id, 0, 1, 20)
    await db.insert(reviewReplies).values([
      { reviewId: answeredFast, authorId: maker.userId, text: 'Thanks', createdAt: new Date(at.getTime() - 19 * DAY) },
      { reviewId: answeredLate, authorId: maker.userId, text: 'Late', createdAt: new Date(at.getTime() - 5 * DAY) },
    ])
    // The kept sums follow writes made through the service; recount these rows the way a write does.
    for (const article of [one, two]) {
      const probe = await reader(t, `figprobe${article.id}`, new Date(at.getTime() - 10 * DAY))
      await service.putMine(article.id, { userId: probe.userId, role: 'ADMIN' }, { rating: 5, text: '' })
      await service.deleteMine(article.id, probe.userId)
    }

    // 5 + 4 + 3 + 2 over four published reviews; the hidden one and the draft's are left out.
    expect(await service.makerRating(maker.userId)).toEqual({ average: 3.5, count: 4 })
    // Answered: 2. Due: the fast one (in time), the late one and the 10-day-old unanswered one.
    expect(await service.makerReplies(maker.userId)).toEqual({ answered: 2, within7Days: 0.33 })

    // A reply the public does not read (held by the screening, hidden by an admin) answers nothing.
    const heldAnswer = await write(one.id, 2, 5, 20)
    const hiddenAnswer = await write(one.id, 3, 5, 20)
    await db.insert(reviewReplies).values([
      { reviewId: heldAnswer, authorId: maker.userId, text: 'Send your passphrase', heldAt: at },
      { reviewId: hiddenAnswer, authorId: maker.userId, text: 'Hidden', hiddenReason: 'Abusive.' },
    ])
    // Both reviews are now due (20 days old) and unanswered: 1 in time of 5 due.
    expect(await service.makerReplies(maker.userId)).toEqual({ answered: 2, within7Days: 0.2 })
  })
})
