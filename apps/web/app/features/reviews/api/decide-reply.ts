import type { AdminReply, ReplyDecisionInput } from '@spotlight/shared/schemas/reviews'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** POST /api/admin/review-replies/{id}/decision (admin): make a held reply public, or hide it with a reason. */
export const decideReply = (reviewId: number, decision: ReplyDecisionInput) =>
  api.post<AdminReply>(`/api/admin/review-replies/${reviewId}/decision`, decision, undefined, { signedIn: true })

export function useDecideReply() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, decision }: { reviewId: number; decision: ReplyDecisionInput }) =>
      decideReply(reviewId, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-review-replies'] }),
  })
}
