import type { AdminReview } from '@spotlight/shared/schemas/reviews'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

export type ReviewDecision = { action: 'APPROVE' } | { action: 'HIDE'; target: 'REVIEW' | 'REPLY'; reason: string }

/** POST /api/admin/reviews/{id}/decision (admin): approve, or hide the review or its reply with a reason. */
export const decideReview = (reviewId: number, decision: ReviewDecision) =>
  api.post<AdminReview>(`/api/admin/reviews/${reviewId}/decision`, decision, undefined, { signedIn: true })

export function useDecideReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, decision }: { reviewId: number; decision: ReviewDecision }) =>
      decideReview(reviewId, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-reviews'] }),
  })
}
