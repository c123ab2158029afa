import type { MyReview, PutReviewInput } from '@spotlight/shared/schemas/reviews'
import { api } from '#app/lib/api-client'

/** PUT /api/articles/{id}/reviews/mine: creates or replaces the reader's review. */
export const putMyReview = (articleId: number, input: PutReviewInput) =>
  api.put<MyReview>(`/api/articles/${articleId}/reviews/mine`, input, undefined, { signedIn: true })
