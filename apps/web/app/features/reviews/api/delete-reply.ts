import { api } from '#app/lib/api-client'

/** DELETE /api/reviews/{id}/reply. */
export const deleteReply = (reviewId: number) =>
  api.delete<void>(`/api/reviews/${reviewId}/reply`, undefined, { signedIn: true })
