import { api } from '#app/lib/api-client'

export type HelpfulState = { helpfulCount: number; viewerFoundHelpful: boolean }

/** PUT (mark) or DELETE (unmark) /api/reviews/{id}/helpful: answers the review's new count. */
export function setHelpful(reviewId: number, isHelpful: boolean): Promise<HelpfulState> {
  const path = `/api/reviews/${reviewId}/helpful`
  return isHelpful
    ? api.put<HelpfulState>(path, undefined, undefined, { signedIn: true })
    : api.delete<HelpfulState>(path, undefined, { signedIn: true })
}
