import fc from 'fast-check'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleRatings, reviews } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { insertArticle } from '#src/test/factories'
import { createReviewsService, type ReviewsService } from './reviews.service'
import { reader, type Account } from './reviews.test-support'

type Op =
  | { kind: 'put'; user: number; article: number; rating: number }
  | { kind: 'delete'; user: number; article: number }
  | { kind: 'hide' | 'approve'; user: number; article: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    user: fc.nat(3),
    article: fc.nat(1),
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constantFrom('delete' as const, 'hide' as const, 'approve' as const),
    user: fc.nat(3),
    article: fc.nat(1),
  }),
)

describe('reviews: the kept figures', () => {
  let t: TestApp
  let service: ReviewsService
  let users: Account[]
  let run = 0

  beforeAll(async () => {
    t = await buildTestApp()
    service = createReviewsService({ db: t.database.db })
    // Old accounts: some reviews publish at once, first ones wait; both paths are exercised.
    users = await Promise.all([0, 1, 2, 3].map((i) => reader(t, `prop${i}`, new Date(Date.now() - 3 * 86_400_000))))
  })
  afterAll(async () => {
    await t.close()
  })

  it('equal a recount of the published reviews after any run of writes, edits, hides, approvals and deletes', async () => {
    const owner = await reader(t, 'propowner')
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 15 }), async (ops) => {
        run++
        const articles = [
          (await insertArticle(t.database.db, owner.userId, { title: `P${run}a` })).id,
          (await insertArticle(t.database.db, owner.userId, { title: `P${run}b` })).id,
        ]
        for (const step of ops) {
          const articleId = articles[step.article]!
          const user = users[step.user]!
          if (step.kind === 'put') {
            await service
              .putMine(articleId, { userId: user.userId, role: 'USER' }, { rating: step.rating, text: '' })
              .catch(() => {})
            continue
          }
          if (step.kind === 'delete') {
            await service.deleteMine(articleId, user.userId).catch(() => {})
            continue
          }
          const [row] = await t.database.db
            .select({ id: reviews.id })
            .from(reviews)
            .where(sql`${reviews.articleId} = ${articleId} and ${reviews.authorId} = ${user.userId}`)
          if (!row) continue
          await service.decide(
            row.id,
            step.kind === 'hide' ? { action: 'HIDE', target: 'REVIEW', reason: 'r' } : { action: 'APPROVE' },
          )
        }
        for (const articleId of articles) {
          const published = await t.database.db
            .select({ rating: reviews.rating })
            .from(reviews)
            .where(sql`${reviews.articleId} = ${articleId} and ${reviews.status} = 'PUBLISHED'`)
          const [kept] = await t.database.db
            .select()
            .from(articleRatings)
            .where(eq(articleRatings.articleId, articleId))
          const stars = (n: number) => published.filter((review) => review.rating === n).length
          expect({
            count: kept?.count ?? 0,
            sum: kept?.sum ?? 0,
            distribution: [
              kept?.stars1 ?? 0,
              kept?.stars2 ?? 0,
              kept?.stars3 ?? 0,
              kept?.stars4 ?? 0,
              kept?.stars5 ?? 0,
            ],
          }).toEqual({
            count: published.length,
            sum: published.reduce((total, review) => total + review.rating, 0),
            distribution: [1, 2, 3, 4, 5].map(stars),
          })
          const rating = await service.getRating(articleId)
          expect(rating.count).toBe(published.length)
        }
      }),
      { numRuns: 25, seed: 20_261_204 },
    )
  }, 120_000)
})
