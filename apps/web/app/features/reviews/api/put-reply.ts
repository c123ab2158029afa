import type { Review } from '@spotlight/shared/schemas/reviews'
import { api } from '#app/lib/api-client'

/** PUT /api/reviews/{id}/reply: the article owner's reply (created or replaced); answers the review. */
export const putReply = (reviewId: number, text: string) =>
  api.put<Review>(`/api/reviews/${reviewId}/reply`, { text }, undefined, { signedIn: true })
