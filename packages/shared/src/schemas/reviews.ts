import { z } from 'zod'
import {
  REVIEW_REASON_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_PAGE_SIZE,
} from '../domain/reviews'
import { CursorSchema, PAGE_LIMIT_MAX, pageSchema, ScreeningSchema } from './articles'
import { RatingSummarySchema } from './rating-summary'

export const ReviewStatusSchema = z.enum(REVIEW_STATUSES)
export const ReviewSortSchema = z.enum(REVIEW_SORTS)

export { RatingSummarySchema, type RatingSummary } from './rating-summary'

/** GET /api/articles/{id}/rating: the summary with how many ratings of each star. */
export const ArticleRatingSchema = RatingSummarySchema.extend({
  distribution: z.object({
    '1': z.number().int().min(0),
    '2': z.number().int().min(0),
    '3': z.number().int().min(0),
    '4': z.number().int().min(0),
    '5': z.number().int().min(0),
  }),
})
export type ArticleRating = z.infer<typeof ArticleRatingSchema>

export const ReviewReplySchema = z.object({
  text: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  /**
   * True only in its author's own view (and the admin's) while the reply waits for an admin: the scam
   * screening flagged its text, and the public sees no reply until an admin approves it.
   */
  pending: z.boolean().optional(),
})
export type ReviewReply = z.infer<typeof ReviewReplySchema>

/** A public review: plain text (clients show it as text, never as markup). */
export const ReviewSchema = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: z.string(),
  author: z.object({ username: z.string() }),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  helpfulCount: z.number().int().min(0),
  viewerFoundHelpful: z.boolean(),
  reply: ReviewReplySchema.nullable(),
})
export type Review = z.infer<typeof ReviewSchema>
export const ReviewListSchema = z.array(ReviewSchema)
export const ReviewPageSchema = pageSchema(ReviewSchema)
export type ReviewPage = z.infer<typeof ReviewPageSchema>

/** The author's own review: its moderation status, and the reason when an admin hid it. */
export const MyReviewSchema = ReviewSchema.extend({
  status: ReviewStatusSchema,
  hiddenReason: z.string().nullable(),
})
export type MyReview = z.infer<typeof MyReviewSchema>

export const ListReviewsQuerySchema = z.object({
  sort: ReviewSortSchema.default('helpful'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(REVIEW_PAGE_SIZE),
  cursor: CursorSchema.optional(),
})
export type ListReviewsQuery = z.infer<typeof ListReviewsQuerySchema>

/** Control characters other than tab and line breaks: never part of a plain-text review. */
function hasControlCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f) return true
  }
  return false
}

/** Plain text: trimmed; tabs and line breaks kept; other control characters refused. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    // Characters as people count them (an emoji is one), as the database's char_length does.
    .refine((text) => [...text].length <= max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), 'must be plain text')

/** Body of PUT /api/articles/{id}/reviews/mine: 1-5 whole stars and an optional text. */
export const PutReviewInputSchema = z.object({
  rating: z
    .number()
    .int('must be a whole number of stars')
    .min(REVIEW_RATING_MIN, `must be between ${REVIEW_RATING_MIN} and ${REVIEW_RATING_MAX}`)
    .max(REVIEW_RATING_MAX, `must be between ${REVIEW_RATING_MIN} and ${REVIEW_RATING_MAX}`),
  text: plainText(REVIEW_TEXT_MAX).default(''),
})
export type PutReviewInput = z.infer<typeof PutReviewInputSchema>

/** Body of PUT /api/reviews/{id}/reply: the article owner's one reply. */
export const PutReplyInputSchema = z.object({
  text: plainText(REVIEW_TEXT_MAX).pipe(z.string().min(1, 'is required')),
})
export type PutReplyInput = z.infer<typeof PutReplyInputSchema>

export const ReviewIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** PUT and DELETE /api/reviews/{id}/helpful: the review's count and the reader's mark after the toggle. */
export const HelpfulStateSchema = z.object({ helpfulCount: z.number().int().min(0), viewerFoundHelpful: z.boolean() })
export type HelpfulState = z.infer<typeof HelpfulStateSchema>

/** GET /api/admin/reviews: a status's queue (PENDING by default), oldest first. */
export const AdminReviewsQuerySchema = z.object({
  status: ReviewStatusSchema.default('PENDING'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
  cursor: CursorSchema.optional(),
})

/** A review as the moderation queue shows it: with its article, status and reason. */
export const AdminReviewSchema = MyReviewSchema.extend({
  article: z.object({ id: z.number().int().positive(), title: z.string() }),
  replyHiddenReason: z.string().nullable(),
  /** What the scam screening finds in the review's text (and its reply): a flagged review waits for an admin. */
  screening: ScreeningSchema,
})
export type AdminReview = z.infer<typeof AdminReviewSchema>
export const AdminReviewListSchema = z.array(AdminReviewSchema)
export const AdminReviewPageSchema = pageSchema(AdminReviewSchema)

/**
 * Body of POST /api/admin/reviews/{id}/decision: APPROVE publishes a waiting (or hidden) review;
 * HIDE takes the review down (or only its reply, with `target: "REPLY"`), with a reason its author is told.
 */
export const ReviewDecisionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('APPROVE'), reason: z.string().max(REVIEW_REASON_MAX).optional() }),
  z.object({
    action: z.literal('HIDE'),
    target: z.enum(['REVIEW', 'REPLY']).default('REVIEW'),
    reason: z.string().trim().min(1, 'is required').max(REVIEW_REASON_MAX),
  }),
])
export type ReviewDecisionInput = z.infer<typeof ReviewDecisionInputSchema>

/** GET /api/admin/review-replies: the makers' replies the scam screening holds, oldest first. */
export const AdminRepliesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
})

/** A maker's reply as the admin's queue shows it: with the review it answers and what the screening found. */
export const AdminReplySchema = z.object({
  /** The review it answers (a review has at most one reply: its id is the reply's). */
  reviewId: z.number().int().positive(),
  article: z.object({ id: z.number().int().positive(), title: z.string() }),
  review: z.object({
    rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
    text: z.string(),
    author: z.object({ username: z.string() }),
  }),
  author: z.object({ username: z.string() }),
  text: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  /** PENDING while held for an admin; PUBLISHED once public; HIDDEN when an admin hid it. */
  status: ReviewStatusSchema,
  hiddenReason: z.string().nullable(),
  screening: ScreeningSchema,
})
export type AdminReply = z.infer<typeof AdminReplySchema>
export const AdminReplyListSchema = z.array(AdminReplySchema)

/**
 * Body of POST /api/admin/review-replies/{id}/decision: APPROVE makes a held (or hidden) reply public;
 * HIDE takes it down with a reason its author is told.
 */
export const ReplyDecisionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('APPROVE') }),
  z.object({ action: z.literal('HIDE'), reason: z.string().trim().min(1, 'is required').max(REVIEW_REASON_MAX) }),
])
export type ReplyDecisionInput = z.infer<typeof ReplyDecisionInputSchema>
