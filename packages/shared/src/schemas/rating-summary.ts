import { z } from 'zod'
import { REVIEW_RATING_MAX } from '../domain/reviews'

/**
 * `{average, count}` of an article's published reviews (average to one decimal, 0 without any): the
 * article, its list forms and its cards carry it. Its own file: the article schemas and the review
 * schemas both use it.
 */
export const RatingSummarySchema = z.object({
  average: z.number().min(0).max(REVIEW_RATING_MAX),
  count: z.number().int().min(0),
})
export type RatingSummary = z.infer<typeof RatingSummarySchema>
