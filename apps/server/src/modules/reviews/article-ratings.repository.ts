import { eq, inArray, sql } from 'drizzle-orm'
import { TOP_RATED_PRIOR_COUNT, TOP_RATED_PRIOR_STARS } from '@spotlight/shared/domain/reviews'
import type { Db } from '#src/db/client'
import { articleRatings, reviews } from '#src/db/schema/index'

const starsOf = (stars: number) => sql<number>`count(*) filter (where ${reviews.rating} = ${stars})::int`

/** The per-article sums of published reviews: kept by each review write, read by every page. */
export function createArticleRatingsRepository(db: Db) {
  return {
    /**
     * Takes the article's rating row lock (creating the row on first use): every write that may change
     * the article's figures holds it until its transaction ends, so two writes never recount at once.
     */
    async lock(articleId: number) {
      await db.insert(articleRatings).values({ articleId }).onConflictDoNothing()
      await db
        .select({ articleId: articleRatings.articleId })
        .from(articleRatings)
        .where(eq(articleRatings.articleId, articleId))
        .for('update')
    },

    /** Rewrites the row from the article's published reviews (one indexed read of one article's reviews). */
    async recount(articleId: number, at: Date) {
      const [figures] = await db
        .select({
          count: sql<number>`count(*)::int`,
          sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
          stars1: starsOf(1),
          stars2: starsOf(2),
          stars3: starsOf(3),
          stars4: starsOf(4),
          stars5: starsOf(5),
        })
        .from(reviews)
        .where(sql`${reviews.articleId} = ${articleId} and ${reviews.status} = 'PUBLISHED'`)
      const { count, sum, ...stars } = figures!
      const score = (TOP_RATED_PRIOR_COUNT * TOP_RATED_PRIOR_STARS + sum) / (TOP_RATED_PRIOR_COUNT + count)
      await db
        .update(articleRatings)
        .set({ count, sum, ...stars, score, updatedAt: at })
        .where(eq(articleRatings.articleId, articleId))
    },

    async find(articleId: number) {
      const [row] = await db.select().from(articleRatings).where(eq(articleRatings.articleId, articleId))
      return row ?? null
    },

    findMany(articleIds: number[]) {
      if (articleIds.length === 0) return Promise.resolve([])
      return db.select().from(articleRatings).where(inArray(articleRatings.articleId, articleIds))
    },
  }
}
export type ArticleRatingsRepository = ReturnType<typeof createArticleRatingsRepository>
