import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articleRatings, articles, reviewReplies, reviews } from '#src/db/schema/index'

/** A maker's figures across all their published articles, each one query. */
export function createMakerFiguresRepository(db: Db) {
  return {
    async ratingSums(ownerId: number) {
      const [row] = await db
        .select({
          count: sql<number>`coalesce(sum(${articleRatings.count}), 0)::int`,
          sum: sql<number>`coalesce(sum(${articleRatings.sum}), 0)::int`,
        })
        .from(articleRatings)
        .innerJoin(articles, eq(articles.id, articleRatings.articleId))
        .where(and(eq(articles.ownerId, ownerId), eq(articles.status, 'PUBLISHED')))
      return row ?? { count: 0, sum: 0 }
    },

    /**
     * Of the published reviews of the maker's articles: how many have the maker's reply; how many were
     * answered within `windowMs` of being written; and how many could have been (answered in time, or
     * older than the window: a review younger than it is still in time and counts for neither side).
     * Only a reply the public reads counts: one held by the screening or hidden by an admin is no answer.
     */
    async replyCounts(ownerId: number, at: Date, windowMs: number) {
      const windowSql = sql`(${windowMs} * interval '1 millisecond')`
      const inTime = sql`${reviewReplies.createdAt} <= ${reviews.createdAt} + ${windowSql}`
      const [row] = await db
        .select({
          answered: sql<number>`count(${reviewReplies.reviewId})::int`,
          answeredInTime: sql<number>`count(*) filter (where ${inTime})::int`,
          due: sql<number>`count(*) filter (where ${inTime} or ${reviews.createdAt} <= ${at.toISOString()}::timestamptz - ${windowSql})::int`,
        })
        .from(reviews)
        .innerJoin(articles, eq(articles.id, reviews.articleId))
        .leftJoin(
          reviewReplies,
          and(eq(reviewReplies.reviewId, reviews.id), isNull(reviewReplies.heldAt), isNull(reviewReplies.hiddenReason)),
        )
        .where(and(eq(articles.ownerId, ownerId), eq(articles.status, 'PUBLISHED'), eq(reviews.status, 'PUBLISHED')))
      return row ?? { answered: 0, answeredInTime: 0, due: 0 }
    },
  }
}
