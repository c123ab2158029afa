import { api } from '#app/lib/api-client'

/** DELETE /api/articles/{id}/reviews/mine. */
export const deleteMyReview = (articleId: number) =>
  api.delete<void>(`/api/articles/${articleId}/reviews/mine`, undefined, { signedIn: true })
