import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { ReviewStatus } from '@spotlight/shared/domain/reviews'
import { advisoryXactLock } from '#src/db/advisory-lock'
import type { Db } from '#src/db/client'
import { articles, deletedReviews, reviewHelpfulMarks, reviewReplies, reviews, users } from '#src/db/schema/index'
import type { ReviewCursor } from './review-cursor'

const reviewColumns = {
  id: reviews.id,
  articleId: reviews.articleId,
  authorId: reviews.authorId,
  rating: reviews.rating,
  text: reviews.text,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  authorUsername: users.username,
  replyText: reviewReplies.text,
  replyCreatedAt: reviewReplies.createdAt,
  replyEditedAt: reviewReplies.editedAt,
  replyHiddenReason: reviewReplies.hiddenReason,
  replyAuthorId: reviewReplies.authorId,
  replyHeldAt: reviewReplies.heldAt,
  replyHiddenAt: reviews.replyHiddenAt,
}
export type ReviewRow = {
  id: number
  articleId: number
  authorId: number
  rating: number
  text: string
  status: ReviewStatus
  hiddenReason: string | null
  helpfulCount: number
  createdAt: Date
  editedAt: Date | null
  authorUsername: string
  replyText: string | null
  replyCreatedAt: Date | null
  replyEditedAt: Date | null
  replyHiddenReason: string | null
  replyAuthorId: number | null
  replyHeldAt: Date | null
  /** When an admin last hid a reply to this review (the reply itself may be gone since). */
  replyHiddenAt: Date | null
  viewerFoundHelpful?: boolean
}

/** The order of each sort, ties broken by the newest id; the keyset condition that follows a cursor. */
function orderOf(sort: ReviewCursor['sort']): SQL[] {
  switch (sort) {
    case 'helpful':
      return [desc(reviews.helpfulCount), desc(reviews.id)]
    case 'highest':
      return [desc(reviews.rating), desc(reviews.id)]
    case 'lowest':
      return [asc(reviews.rating), desc(reviews.id)]
    case 'newest':
      return [desc(reviews.id)]
    case 'queue':
      return [asc(reviews.id)]
  }
}

function after(cursor: ReviewCursor): SQL {
  const tie = (column: typeof reviews.helpfulCount | typeof reviews.rating, past: 'lt' | 'gt') =>
    or(
      past === 'lt' ? lt(column, cursor.key) : gt(column, cursor.key),
      and(eq(column, cursor.key), lt(reviews.id, cursor.id)),
    )!
  switch (cursor.sort) {
    case 'helpful':
      return tie(reviews.helpfulCount, 'lt')
    case 'highest':
      return tie(reviews.rating, 'lt')
    case 'lowest':
      return tie(reviews.rating, 'gt')
    case 'newest':
      return lt(reviews.id, cursor.id)
    case 'queue':
      return gt(reviews.id, cursor.id)
  }
}

/** Queries only: rows or null. Writes take the caller's transaction as `db`. */
export function createReviewsRepository(db: Db) {
  const selectReviews = (viewerId: number | null) =>
    db
      .select({
        ...reviewColumns,
        viewerFoundHelpful:
          viewerId === null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from ${reviewHelpfulMarks} where ${reviewHelpfulMarks.reviewId} = ${reviews.id} and ${reviewHelpfulMarks.userId} = ${viewerId})`,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))

  return {
    /** One page of an article's published reviews plus one more row (so the caller knows a next page exists). */
    listPublished(query: {
      articleId: number
      sort: ReviewCursor['sort']
      limit: number
      after?: ReviewCursor | undefined
      viewerId: number | null
    }): Promise<ReviewRow[]> {
      const conditions = [eq(reviews.articleId, query.articleId), eq(reviews.status, 'PUBLISHED')]
      if (query.after) conditions.push(after(query.after))
      return selectReviews(query.viewerId)
        .where(and(...conditions))
        .orderBy(...orderOf(query.sort))
        .limit(query.limit + 1)
    },

    /** The moderation queue of one status, oldest first, with each review's article title. */
    listByStatus(query: { status: ReviewStatus; limit: number; after?: ReviewCursor | undefined }) {
      const conditions = [eq(reviews.status, query.status)]
      if (query.after) conditions.push(after(query.after))
      return db
        .select({ ...reviewColumns, articleTitle: articles.title })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.authorId))
        .innerJoin(articles, eq(articles.id, reviews.articleId))
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .where(and(...conditions))
        .orderBy(...orderOf('queue'))
        .limit(query.limit + 1)
    },

    async findForAdmin(id: number) {
      const [row] = await db
        .select({ ...reviewColumns, articleTitle: articles.title })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.authorId))
        .innerJoin(articles, eq(articles.id, reviews.articleId))
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .where(eq(reviews.id, id))
      return row ?? null
    },

    async findById(id: number, viewerId: number | null = null): Promise<ReviewRow | null> {
      const [row] = await selectReviews(viewerId).where(eq(reviews.id, id))
      return row ?? null
    },

    /** These reviews, in one query (an id not found is left out). */
    listByIds(ids: number[]): Promise<ReviewRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return selectReviews(null).where(inArray(reviews.id, ids))
    },

    async findMine(articleId: number, authorId: number): Promise<ReviewRow | null> {
      const [row] = await selectReviews(authorId).where(
        and(eq(reviews.articleId, articleId), eq(reviews.authorId, authorId)),
      )
      return row ?? null
    },

    /** Serialises one account's review writes (the daily limit is counted, then written). */
    async lockAuthor(authorId: number) {
      await advisoryXactLock(db, REVIEW_AUTHOR_LOCK, authorId)
    },

    /** The reviews the account wrote after `since`: those it deleted since count too (deleting gives no slot back). */
    async countWrittenSince(authorId: number, since: Date): Promise<number> {
      const [kept] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.authorId, authorId), gt(reviews.createdAt, since)))
      const [deleted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(deletedReviews)
        .where(and(eq(deletedReviews.authorId, authorId), gt(deletedReviews.writtenAt, since)))
      return (kept?.count ?? 0) + (deleted?.count ?? 0)
    },

    /** Whether a review of the account's was ever published: one it still has, or one it deleted while public. */
    async hasPublished(authorId: number): Promise<boolean> {
      const [kept] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.authorId, authorId), eq(reviews.status, 'PUBLISHED')))
        .limit(1)
      if (kept) return true
      const [deleted] = await db
        .select({ id: deletedReviews.id })
        .from(deletedReviews)
        .where(and(eq(deletedReviews.authorId, authorId), eq(deletedReviews.status, 'PUBLISHED')))
        .limit(1)
      return deleted !== undefined
    },

    /** Whether the account deleted a review of the article that an admin had hidden. */
    async deletedWhileHidden(articleId: number, authorId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: deletedReviews.id })
        .from(deletedReviews)
        .where(
          and(
            eq(deletedReviews.articleId, articleId),
            eq(deletedReviews.authorId, authorId),
            eq(deletedReviews.status, 'HIDDEN'),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    /**
     * Creates the account's review of the article, or replaces its rating and text: one statement on
     * the unique (article, author) index, so two simultaneous first writes end as one row. A replace
     * takes the status the service decided (a hidden review stays hidden) and marks the review edited
     * when anything changed.
     */
    async upsert(values: {
      articleId: number
      authorId: number
      rating: number
      text: string
      status: ReviewStatus
      at: Date
    }) {
      const [row] = await db
        .insert(reviews)
        .values({ ...values, createdAt: values.at })
        .onConflictDoUpdate({
          target: [reviews.articleId, reviews.authorId],
          set: {
            rating: sql`excluded.rating`,
            text: sql`excluded.text`,
            // The service decides it under the author's lock: kept, or back to PENDING when screening flags the edit.
            status: sql`excluded.status`,
            editedAt: sql`case when ${reviews.rating} <> excluded.rating or ${reviews.text} <> excluded.text then excluded.created_at else ${reviews.editedAt} end`,
          },
        })
        .returning({ id: reviews.id, isNew: sql<boolean>`(xmax = 0)` })
      return row!
    },

    /** Deletes the account's review of the article, keeping what the rules need of it (`deletedReviews`). */
    async deleteMine(articleId: number, authorId: number, at: Date) {
      const [row] = await db
        .delete(reviews)
        .where(and(eq(reviews.articleId, articleId), eq(reviews.authorId, authorId)))
        .returning({ id: reviews.id, status: reviews.status, createdAt: reviews.createdAt })
      if (!row) return null
      await db
        .insert(deletedReviews)
        .values({ articleId, authorId, status: row.status, writtenAt: row.createdAt, deletedAt: at })
      return { id: row.id }
    },

    async setStatus(id: number, status: ReviewStatus, hiddenReason: string | null, at: Date) {
      const [row] = await db
        .update(reviews)
        .set({ status, hiddenReason, decidedAt: at })
        .where(eq(reviews.id, id))
        .returning({ id: reviews.id, articleId: reviews.articleId, authorId: reviews.authorId })
      return row ?? null
    },

    /**
     * The owner's reply: created (`isNew`) or replaced (edited when its text changed). `heldAt` holds it
     * for an admin; a reply already held stays held (an admin reads its new text too).
     */
    async upsertReply(values: { reviewId: number; authorId: number; text: string; heldAt?: Date | null; at: Date }) {
      const [row] = await db
        .insert(reviewReplies)
        .values({
          reviewId: values.reviewId,
          authorId: values.authorId,
          text: values.text,
          heldAt: values.heldAt ?? null,
          createdAt: values.at,
        })
        .onConflictDoUpdate({
          target: reviewReplies.reviewId,
          set: {
            text: sql`excluded.text`,
            heldAt: sql`coalesce(${reviewReplies.heldAt}, excluded.held_at)`,
            editedAt: sql`case when ${reviewReplies.text} <> excluded.text then excluded.created_at else ${reviewReplies.editedAt} end`,
          },
        })
        .returning({
          reviewId: reviewReplies.reviewId,
          isNew: sql<boolean>`(xmax = 0)`,
          heldAt: reviewReplies.heldAt,
        })
      return row!
    },

    async findReply(reviewId: number) {
      const [row] = await db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId))
      return row ?? null
    },

    /** An admin's approval: the reply is public (neither held nor hidden). */
    async publishReply(reviewId: number) {
      const [row] = await db
        .update(reviewReplies)
        .set({ heldAt: null, hiddenReason: null })
        .where(eq(reviewReplies.reviewId, reviewId))
        .returning({ reviewId: reviewReplies.reviewId })
      return row ?? null
    },

    async deleteReply(reviewId: number) {
      const [row] = await db
        .delete(reviewReplies)
        .where(eq(reviewReplies.reviewId, reviewId))
        .returning({ reviewId: reviewReplies.reviewId })
      return row ?? null
    },

    /** An admin's hide of the reply; the review remembers it, so a reply deleted and written again is held. */
    async hideReply(reviewId: number, reason: string, at: Date) {
      const [row] = await db
        .update(reviewReplies)
        .set({ hiddenReason: reason })
        .where(eq(reviewReplies.reviewId, reviewId))
        .returning({ reviewId: reviewReplies.reviewId, authorId: reviewReplies.authorId })
      if (row) await db.update(reviews).set({ replyHiddenAt: at }).where(eq(reviews.id, reviewId))
      return row ?? null
    },

    /** Marks the review helpful for the user; the count moves only when the mark is new. */
    async addHelpful(reviewId: number, userId: number): Promise<number | null> {
      const inserted = await db
        .insert(reviewHelpfulMarks)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulMarks.reviewId })
      return inserted.length ? bumpHelpful(db, reviewId, 1) : currentHelpful(db, reviewId)
    },

    async removeHelpful(reviewId: number, userId: number): Promise<number | null> {
      const deleted = await db
        .delete(reviewHelpfulMarks)
        .where(and(eq(reviewHelpfulMarks.reviewId, reviewId), eq(reviewHelpfulMarks.userId, userId)))
        .returning({ reviewId: reviewHelpfulMarks.reviewId })
      return deleted.length ? bumpHelpful(db, reviewId, -1) : currentHelpful(db, reviewId)
    },
  }
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>

/** The first key of the advisory lock that serialises one account's review writes (any constant of ours). */
const REVIEW_AUTHOR_LOCK = 7_100_001

async function bumpHelpful(db: Db, reviewId: number, by: 1 | -1) {
  const [row] = await db
    .update(reviews)
    .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} + ${by}, 0)` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount })
  return row?.helpfulCount ?? null
}

async function currentHelpful(db: Db, reviewId: number) {
  const [row] = await db.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId))
  return row?.helpfulCount ?? null
}
