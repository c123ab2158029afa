import { screenText } from '#src/modules/screening/screening.service'
import { averageOf } from '@spotlight/shared/domain/reviews'
import type {
  AdminReply,
  AdminReview,
  ArticleRating,
  MyReview,
  RatingSummary,
  Review,
  ReviewReply,
} from '@spotlight/shared/schemas/reviews'
import type { AdminReplyRow } from './admin-replies.repository'
import type { ReviewRow } from './reviews.repository'

type RatingRow = {
  count: number
  sum: number
  stars1: number
  stars2: number
  stars3: number
  stars4: number
  stars5: number
}

/** `{average, count}` from an article's sums (none yet: 0 and 0). */
export function toRatingSummary(row: { count: number; sum: number } | null | undefined): RatingSummary {
  const count = row?.count ?? 0
  return { average: averageOf(count, row?.sum ?? 0), count }
}

export function toArticleRating(row: RatingRow | null): ArticleRating {
  return {
    ...toRatingSummary(row),
    distribution: {
      '1': row?.stars1 ?? 0,
      '2': row?.stars2 ?? 0,
      '3': row?.stars3 ?? 0,
      '4': row?.stars4 ?? 0,
      '5': row?.stars5 ?? 0,
    },
  }
}

/** The reply's public fields; `pending` marks one held for an admin (shown to its author and admins only). */
function replyOf(row: ReviewRow): ReviewReply | null {
  if (row.replyText === null || row.replyCreatedAt === null) return null
  return {
    text: row.replyText,
    createdAt: row.replyCreatedAt.toISOString(),
    editedAt: row.replyEditedAt?.toISOString() ?? null,
    ...(row.replyHeldAt ? { pending: true } : {}),
  }
}

/**
 * A review as `viewerId` sees it: a reply an admin hid is left out, and so is one held for an admin,
 * except for its own author (who sees it as waiting).
 */
export function toReviewDto(row: ReviewRow, viewerId: number | null = null): Review {
  const isVisible =
    row.replyHiddenReason === null &&
    (row.replyHeldAt === null || (viewerId !== null && viewerId === row.replyAuthorId))
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: { username: row.authorUsername },
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    helpfulCount: row.helpfulCount,
    viewerFoundHelpful: row.viewerFoundHelpful ?? false,
    reply: isVisible ? replyOf(row) : null,
  }
}

/** The author's own review, with its status and the reason an admin gave for hiding it. */
export function toMyReviewDto(row: ReviewRow): MyReview {
  return { ...toReviewDto(row), status: row.status, hiddenReason: row.hiddenReason }
}

export function toAdminReviewDto(row: ReviewRow & { articleTitle: string }): AdminReview {
  const review = toMyReviewDto(row)
  // Admins see a hidden or held reply too, with its reason.
  const reply = replyOf(row)
  const findings = screenText(row.text, row.replyText)
  return {
    ...review,
    reply,
    article: { id: row.articleId, title: row.articleTitle },
    replyHiddenReason: row.replyHiddenReason,
    screening: { flagged: findings.length > 0, findings },
  }
}

/** A reply in the admin's queue: its state, the review it answers, and what the screening finds in it. */
export function toAdminReplyDto(row: AdminReplyRow): AdminReply {
  const findings = screenText(row.text)
  return {
    reviewId: row.reviewId,
    article: { id: row.articleId, title: row.articleTitle },
    review: { rating: row.reviewRating, text: row.reviewText, author: { username: row.reviewerUsername } },
    author: { username: row.authorUsername },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    status: row.hiddenReason !== null ? 'HIDDEN' : row.heldAt !== null ? 'PENDING' : 'PUBLISHED',
    hiddenReason: row.hiddenReason,
    screening: { flagged: findings.length > 0, findings },
  }
}
