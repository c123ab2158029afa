import type { MyReview } from '@spotlight/shared/schemas/reviews'
import { ApiError, api } from '#app/lib/api-client'

/** GET /api/articles/{id}/reviews/mine: the signed-in reader's review with its status, or null without one. */
export async function getMyReview(articleId: number): Promise<MyReview | null> {
  try {
    return await api.get<MyReview>(`/api/articles/${articleId}/reviews/mine`, undefined, { signedIn: true })
  } catch (error) {
    if (error instanceof ApiError && error.code === 'REVIEW_NOT_FOUND') return null
    throw error
  }
}
