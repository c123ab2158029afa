import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#src/db/client'
import { articles, reviewReplies, reviews, users } from '#src/db/schema/index'

const reviewers = alias(users, 'reviewers')
const repliers = alias(users, 'repliers')

/** Queries only: the makers' replies as the admin's reply queue reads them. */
export function createAdminRepliesRepository(db: Db) {
  const select = () =>
    db
      .select({
        reviewId: reviewReplies.reviewId,
        text: reviewReplies.text,
        hiddenReason: reviewReplies.hiddenReason,
        heldAt: reviewReplies.heldAt,
        createdAt: reviewReplies.createdAt,
        editedAt: reviewReplies.editedAt,
        authorUsername: repliers.username,
        reviewRating: reviews.rating,
        reviewText: reviews.text,
        reviewerUsername: reviewers.username,
        articleId: articles.id,
        articleTitle: articles.title,
      })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(articles, eq(articles.id, reviews.articleId))
      .innerJoin(reviewers, eq(reviewers.id, reviews.authorId))
      .innerJoin(repliers, eq(repliers.id, reviewReplies.authorId))

  return {
    /** The replies held for an admin (and not hidden since), the longest waiting first. */
    listHeld(limit: number) {
      return select()
        .where(and(isNotNull(reviewReplies.heldAt), isNull(reviewReplies.hiddenReason)))
        .orderBy(asc(reviewReplies.heldAt), asc(reviewReplies.reviewId))
        .limit(limit)
    },

    async find(reviewId: number) {
      const [row] = await select().where(eq(reviewReplies.reviewId, reviewId))
      return row ?? null
    },
  }
}
export type AdminReplyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminRepliesRepository>['find']>>>
