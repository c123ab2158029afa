import { NEW_ACCOUNT_MS, REVIEWS_PER_DAY, type ReviewSort, type ReviewStatus } from '@spotlight/shared/domain/reviews'
import { utcDate } from '@spotlight/shared/domain/rotation'
import type {
  AdminReply,
  AdminReview,
  ArticleRating,
  MyReview,
  PutReviewInput,
  RatingSummary,
  ReplyDecisionInput,
  Review,
  ReviewDecisionInput,
} from '@spotlight/shared/schemas/reviews'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createArticleTrustService } from '#src/modules/articles/article-trust.service'
import { isPublicArticle } from '#src/modules/articles/articles.service'
import { recordAudit } from '#src/modules/audit/audit.service'
import { raiseNotification } from '#src/modules/notifications/notifications.service'
import { screenText } from '#src/modules/screening/screening.service'
import { holdsVerifiedHost } from '#src/modules/verifications/verifications.service'
import { createArticleRatingsRepository } from './article-ratings.repository'
import { encodeReviewCursor, type ReviewCursor } from './review-cursor'
import { createAdminRepliesRepository } from './admin-replies.repository'
import {
  toAdminReplyDto,
  toAdminReviewDto,
  toArticleRating,
  toMyReviewDto,
  toRatingSummary,
  toReviewDto,
} from './reviews.dto'
import { createReviewTargetsRepository } from './review-targets.repository'
import { createReviewsRepository, type ReviewRow } from './reviews.repository'
import { createMakerFigures } from './maker-figures'

export type ReviewWriter = { userId: number; role: 'USER' | 'ADMIN' }

export type ReviewsServiceDeps = {
  db: Db
  now?: () => Date
  /** After a write that changes what an article's public reads show (its rating, its reviews). */
  onArticleChanged?: (articleId: number) => void
}

const notFound = () => new AppError('REVIEW_NOT_FOUND', 'Review not found')
const articleNotFound = () => new AppError('ARTICLE_NOT_FOUND', 'Article not found')

/** The keyset of a row in its sort, for the next page's cursor. */
function cursorOf(row: ReviewRow, sort: ReviewCursor['sort']): string {
  const key = sort === 'helpful' ? row.helpfulCount : sort === 'highest' || sort === 'lowest' ? row.rating : 0
  return encodeReviewCursor({ sort, key, id: row.id })
}

export function createReviewsService({ db, now = () => new Date(), onArticleChanged = () => {} }: ReviewsServiceDeps) {
  const reviews = createReviewsRepository(db)
  const ratings = createArticleRatingsRepository(db)

  /** The article, when it is public: reviews exist only for what readers can see. */
  async function publicArticle(trx: Db, articleId: number) {
    const article = await createReviewTargetsRepository(trx).findArticle(articleId)
    if (!article || !isPublicArticle(article, utcDate(now()))) throw articleNotFound()
    return article
  }

  /**
   * Whether the account, not the article's owner, stands behind its app all the same: a second account of
   * the maker that verified the app's host, or that lists an app on that host itself. Such an account's
   * stars and marks would be the maker's own.
   */
  async function controlsApp(trx: Db, userId: number, article: { id: number; appHost: string | null }) {
    if (article.appHost === null) return false
    return (
      (await holdsVerifiedHost(trx, userId, article.appHost)) ||
      (await createArticleTrustService({ db: trx }).listsAppOnHost(userId, article.appHost, article.id))
    )
  }

  /** A published review with its article, for the writes readers and owners make on it. */
  async function publishedReview(trx: Db, reviewId: number) {
    const review = await createReviewsRepository(trx).findById(reviewId)
    if (!review || review.status !== 'PUBLISHED') throw notFound()
    const article = await publicArticle(trx, review.articleId).catch(() => {
      throw notFound()
    })
    return { review, article }
  }

  /**
   * Whether a new review waits for an admin: it does from an account first seen under 24 h ago, from
   * one none of whose reviews was ever published (pending or hidden ones vouch for nothing), and when
   * the account deleted its review of this article after an admin hid it (a hide is not undone by
   * deleting and writing again).
   */
  async function statusForNew(trx: Db, writer: ReviewWriter, articleId: number, at: Date): Promise<ReviewStatus> {
    if (writer.role === 'ADMIN') return 'PUBLISHED'
    const account = await createReviewTargetsRepository(trx).findAccount(writer.userId)
    const isNewAccount = !account || at.getTime() - account.createdAt.getTime() < NEW_ACCOUNT_MS
    if (isNewAccount) return 'PENDING'
    const repo = createReviewsRepository(trx)
    if (await repo.deletedWhileHidden(articleId, writer.userId)) return 'PENDING'
    return (await repo.hasPublished(writer.userId)) ? 'PUBLISHED' : 'PENDING'
  }

  return {
    /** The rating summaries of these articles, by id (cards of other modules: one query a page). */
    async ratingsFor(articleIds: number[]): Promise<Map<number, RatingSummary>> {
      const rows = await ratings.findMany([...new Set(articleIds)])
      return new Map(rows.map((row) => [row.articleId, toRatingSummary(row)]))
    },

    async getRating(articleId: number): Promise<ArticleRating> {
      await publicArticle(db, articleId)
      return toArticleRating(await ratings.find(articleId))
    },

    /** A page of an article's published reviews in the chosen order. */
    async listReviews(
      articleId: number,
      query: { sort: ReviewSort; limit: number; cursor?: ReviewCursor | undefined },
      viewerId: number | null,
    ): Promise<{ items: Review[]; nextCursor: string | null }> {
      await publicArticle(db, articleId)
      const rows = await reviews.listPublished({
        articleId,
        sort: query.sort,
        limit: query.limit,
        after: query.cursor,
        viewerId,
      })
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      const nextCursor = rows.length > query.limit && last ? cursorOf(last, query.sort) : null
      return { items: page.map((row) => toReviewDto(row, viewerId)), nextCursor }
    },

    async getMine(articleId: number, userId: number): Promise<MyReview> {
      const row = await reviews.findMine(articleId, userId)
      if (!row) throw notFound()
      return toMyReviewDto(row)
    },

    /** Creates or replaces the writer's review of the article; `created` says which. */
    async putMine(articleId: number, writer: ReviewWriter, input: PutReviewInput) {
      const at = now()
      const result = await db.transaction(async (tx) => {
        const article = await publicArticle(tx, articleId)
        if (article.ownerId === writer.userId || (await controlsApp(tx, writer.userId, article)))
          throw new AppError('REVIEW_OWN_ARTICLE', 'You cannot rate your own article.')
        const repo = createReviewsRepository(tx)
        await repo.lockAuthor(writer.userId)
        await createArticleRatingsRepository(tx).lock(articleId)
        const existing = await repo.findMine(articleId, writer.userId)
        if (!existing) {
          const today = await repo.countWrittenSince(writer.userId, new Date(at.getTime() - 24 * 60 * 60 * 1000))
          if (today >= REVIEWS_PER_DAY)
            throw new AppError('REVIEW_DAILY_LIMIT', `You can write at most ${REVIEWS_PER_DAY} reviews a day.`)
        }
        // Scam screening never rejects: a flagged text waits for an admin, a published review edited
        // into one included (otherwise a harmless review could turn into a phishing link once approved).
        const isFlagged = screenText(input.text).length > 0 && writer.role !== 'ADMIN'
        const status =
          existing?.status === 'HIDDEN'
            ? 'HIDDEN'
            : isFlagged
              ? 'PENDING'
              : (existing?.status ?? (await statusForNew(tx, writer, articleId, at)))
        const { id, isNew } = await repo.upsert({
          articleId,
          authorId: writer.userId,
          rating: input.rating,
          text: input.text,
          status,
          at,
        })
        await createArticleRatingsRepository(tx).recount(articleId, at)
        if (isNew && status === 'PUBLISHED') await tellOwnerOfReview(tx, input.rating, article, writer.userId)
        return { id, isNew }
      })
      onArticleChanged(articleId)
      const row = await reviews.findById(result.id, writer.userId)
      return { review: toMyReviewDto(row!), created: result.isNew }
    },

    async deleteMine(articleId: number, userId: number): Promise<void> {
      const at = now()
      const deleted = await db.transaction(async (tx) => {
        // No review of theirs there (or no such article): nothing to lock, and no figures row to make.
        if (!(await createReviewsRepository(tx).findMine(articleId, userId))) return null
        await createArticleRatingsRepository(tx).lock(articleId)
        const row = await createReviewsRepository(tx).deleteMine(articleId, userId, at)
        if (row) await createArticleRatingsRepository(tx).recount(articleId, at)
        return row
      })
      if (!deleted) throw notFound()
      onArticleChanged(articleId)
    },

    /**
     * The article owner's one reply to a published review: created or replaced. Scam screening never
     * refuses it: a flagged text (a new reply, or an edit) is held for an admin, and the reviewer is
     * told of the reply only once the public can read it. Once an admin hid a reply to the review,
     * every reply written to it is held too, so deleting the hidden one and writing it again does not
     * bring it back. An admin's own reply is never held.
     */
    async putReply(reviewId: number, writer: ReviewWriter, text: string): Promise<Review> {
      const at = now()
      const articleId = await db.transaction(async (tx) => {
        const { review, article } = await publishedReview(tx, reviewId)
        if (article.ownerId !== writer.userId)
          throw new AppError('REVIEW_NOT_ARTICLE_OWNER', "Only the article's owner can reply to its reviews.")
        const isHeld = writer.role !== 'ADMIN' && (screenText(text).length > 0 || review.replyHiddenAt !== null)
        const saved = await createReviewsRepository(tx).upsertReply({
          reviewId,
          authorId: writer.userId,
          text,
          heldAt: isHeld ? at : null,
          at,
        })
        if (saved.isNew && saved.heldAt === null) await tellReviewerOfReply(tx, review.authorId, article, reviewId)
        return article.id
      })
      onArticleChanged(articleId)
      return toReviewDto((await reviews.findById(reviewId, writer.userId))!, writer.userId)
    },

    async deleteReply(reviewId: number, ownerId: number): Promise<void> {
      const articleId = await db.transaction(async (tx) => {
        const review = await createReviewsRepository(tx).findById(reviewId)
        if (!review) throw notFound()
        const article = await createReviewTargetsRepository(tx).findArticle(review.articleId)
        if (article?.ownerId !== ownerId)
          throw new AppError('REVIEW_NOT_ARTICLE_OWNER', "Only the article's owner can reply to its reviews.")
        await createReviewsRepository(tx).deleteReply(reviewId)
        return review.articleId
      })
      onArticleChanged(articleId)
    },

    /** Toggles the reader's "Helpful" on a published review; answers the review's new count. */
    async setHelpful(
      reviewId: number,
      userId: number,
      isHelpful: boolean,
    ): Promise<{ helpfulCount: number; viewerFoundHelpful: boolean }> {
      const { count, articleId } = await db.transaction(async (tx) => {
        const { review } = await publishedReview(tx, reviewId)
        if (review.authorId === userId) throw new AppError('FORBIDDEN', 'You cannot mark your own review helpful.')
        // The owner would push the reviews they like up "Most helpful": refused as rating their own article is
        // (from another account that stands behind the same app too). Taking back a mark made before stays open.
        if (isHelpful) {
          const article = await createReviewTargetsRepository(tx).findArticle(review.articleId)
          if (article && (article.ownerId === userId || (await controlsApp(tx, userId, article))))
            throw new AppError('REVIEW_OWN_ARTICLE', 'You cannot mark reviews of your own article helpful.')
        }
        const repo = createReviewsRepository(tx)
        const count = isHelpful ? await repo.addHelpful(reviewId, userId) : await repo.removeHelpful(reviewId, userId)
        return { count: count ?? 0, articleId: review.articleId }
      })
      onArticleChanged(articleId)
      return { helpfulCount: count, viewerFoundHelpful: isHelpful }
    },

    /** The moderation queue: reviews of one status, oldest first. */
    async listForAdmin(query: { status: ReviewStatus; limit: number; cursor?: ReviewCursor | undefined }) {
      const rows = await reviews.listByStatus({ status: query.status, limit: query.limit, after: query.cursor })
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      const nextCursor = rows.length > query.limit && last ? cursorOf(last, 'queue') : null
      return { items: page.map(toAdminReviewDto), nextCursor } satisfies {
        items: AdminReview[]
        nextCursor: string | null
      }
    },

    /** An admin approves a review, or hides it (or only its reply) with a reason its author is told. */
    /**
     * An admin's approval or hide. With `actorId` (an admin acting in the review queue) the audit
     * trail records it; a report decision that hides a review records its own entry instead.
     */
    async decide(reviewId: number, input: ReviewDecisionInput, actorId?: number): Promise<AdminReview> {
      const at = now()
      const articleId = await db.transaction(async (tx) => {
        const repo = createReviewsRepository(tx)
        const found = await repo.findById(reviewId)
        if (!found) throw notFound()
        await createArticleRatingsRepository(tx).lock(found.articleId)
        // Read again under the article's lock, which the author's delete takes too: a decision on a
        // review deleted meanwhile is refused rather than lost (a hide must reach its deleted record).
        const review = await repo.findById(reviewId)
        if (!review) throw notFound()
        const article = await createReviewTargetsRepository(tx).findArticle(review.articleId)
        const articleTitle = article?.title ?? ''
        if (input.action === 'APPROVE') {
          await repo.setStatus(reviewId, 'PUBLISHED', null, at)
          if (review.status === 'PENDING' && article)
            await tellOwnerOfReview(tx, review.rating, article, review.authorId)
        } else if (input.target === 'REPLY') {
          const reply = await repo.hideReply(reviewId, input.reason, at)
          if (!reply) throw new AppError('REVIEW_NOT_FOUND', 'This review has no reply.')
          await tellHidden(tx, reply.authorId, review.articleId, articleTitle, input.reason, 'REPLY', at)
        } else {
          await repo.setStatus(reviewId, 'HIDDEN', input.reason, at)
          await tellHidden(tx, review.authorId, review.articleId, articleTitle, input.reason, 'REVIEW', at)
        }
        // A hidden review leaves the figures at once; an approved one joins them.
        await createArticleRatingsRepository(tx).recount(review.articleId, at)
        if (actorId !== undefined)
          await recordAudit(tx, { actorId, targetId: reviewId, at, ...auditOf(input, review.status) })
        return review.articleId
      })
      onArticleChanged(articleId)
      return toAdminReviewDto((await reviews.findForAdmin(reviewId))!)
    },

    /** The admin's queue of replies the screening holds, the longest waiting first. */
    async listHeldReplies(limit: number): Promise<AdminReply[]> {
      return (await createAdminRepliesRepository(db).listHeld(limit)).map(toAdminReplyDto)
    },

    /**
     * An admin approves a reply (public from then on, and its reviewer is told of it if it was held)
     * or hides it with a reason its author is told; the audit trail records either.
     */
    async decideReply(reviewId: number, input: ReplyDecisionInput, actorId: number): Promise<AdminReply> {
      const at = now()
      const articleId = await db.transaction(async (tx) => {
        const repo = createReviewsRepository(tx)
        const [review, reply] = [await repo.findById(reviewId), await repo.findReply(reviewId)]
        if (!review || !reply) throw new AppError('REVIEW_NOT_FOUND', 'This review has no reply.')
        const article = await createReviewTargetsRepository(tx).findArticle(review.articleId)
        const before = reply.hiddenReason !== null ? 'HIDDEN' : reply.heldAt !== null ? 'PENDING' : 'PUBLISHED'
        if (input.action === 'APPROVE') {
          await repo.publishReply(reviewId)
          // The reviewer hears of a reply once they can read it (the key keeps it to one notification).
          if (reply.heldAt !== null && review.status === 'PUBLISHED' && article)
            await tellReviewerOfReply(tx, review.authorId, article, reviewId)
        } else {
          await repo.hideReply(reviewId, input.reason, at)
          await tellHidden(tx, reply.authorId, review.articleId, article?.title ?? '', input.reason, 'REPLY', at)
        }
        await recordAudit(tx, {
          actorId,
          targetType: 'REPLY',
          targetId: reviewId,
          at,
          ...(input.action === 'APPROVE'
            ? { action: 'REVIEW_APPROVE', summary: `reply ${before} → PUBLISHED`, reason: null }
            : { action: 'REVIEW_HIDE', summary: `reply ${before} → HIDDEN`, reason: input.reason }),
        })
        return review.articleId
      })
      onArticleChanged(articleId)
      return toAdminReplyDto((await createAdminRepliesRepository(db).find(reviewId))!)
    },

    ...createMakerFigures(db, now),
  }

  async function tellOwnerOfReview(
    tx: Db,
    stars: number,
    article: { id: number; ownerId: number; title: string },
    reviewerId: number,
  ) {
    const reviewer = await createReviewTargetsRepository(tx).findAccount(reviewerId)
    await raiseNotification(tx, {
      type: 'REVIEW_RECEIVED',
      userId: article.ownerId,
      articleId: article.id,
      params: { articleTitle: article.title, reviewer: reviewer?.username ?? '', stars },
      // One reader's review of one article is news once: not again when it is deleted and written anew.
      key: `review-received:${article.id}:${reviewerId}`,
      at: now(),
    })
  }

  async function tellReviewerOfReply(
    tx: Db,
    reviewerId: number,
    article: { id: number; title: string; company: string },
    reviewId: number,
  ) {
    await raiseNotification(tx, {
      type: 'REVIEW_REPLIED',
      userId: reviewerId,
      articleId: article.id,
      params: { articleTitle: article.title, company: article.company },
      key: `review-replied:${reviewId}`,
      at: now(),
    })
  }

  async function tellHidden(
    tx: Db,
    userId: number,
    articleId: number,
    articleTitle: string,
    reason: string,
    what: 'REVIEW' | 'REPLY',
    at: Date,
  ) {
    await raiseNotification(tx, {
      type: 'REVIEW_HIDDEN',
      userId,
      articleId,
      params: { articleTitle, reason, what },
      at,
    })
  }
}
export type ReviewsService = ReturnType<typeof createReviewsService>

/** A published review (with the owner's reply, if any) of the development demo's sample content. */
export type SeedReview = {
  articleId: number
  authorId: number
  ownerId: number
  rating: number
  text: string
  reply?: string
  at: Date
}

/**
 * Writes the demo's sample reviews in the caller's transaction (the demo seed's), published at once,
 * and keeps each article's figures as every write does. Development only: no notifications.
 */
export async function seedReviews(tx: Db, entries: SeedReview[]): Promise<void> {
  const repo = createReviewsRepository(tx)
  const ratings = createArticleRatingsRepository(tx)
  for (const entry of entries) {
    await ratings.lock(entry.articleId)
    const { id } = await repo.upsert({ ...entry, status: 'PUBLISHED' })
    if (entry.reply) await repo.upsertReply({ reviewId: id, authorId: entry.ownerId, text: entry.reply, at: entry.at })
    await ratings.recount(entry.articleId, entry.at)
  }
}

/** What the audit trail says of an admin's decision on a review in `status`. */
function auditOf(input: ReviewDecisionInput, status: ReviewStatus) {
  if (input.action === 'APPROVE')
    return { action: 'REVIEW_APPROVE', targetType: 'REVIEW', summary: `${status} → PUBLISHED`, reason: null } as const
  if (input.target === 'REPLY')
    return { action: 'REVIEW_HIDE', targetType: 'REPLY', summary: 'reply → hidden', reason: input.reason } as const
  return { action: 'REVIEW_HIDE', targetType: 'REVIEW', summary: `${status} → HIDDEN`, reason: input.reason } as const
}
