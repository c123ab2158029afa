import { ArticleSchema } from '@spotlight/shared/schemas/articles'
import { useMutation } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import { useInvalidateDashboardLists } from './list-dashboard-articles'

/**
 * PUT /api/articles/{id}/approve (admin): the published Article. An article the scam screening flagged
 * needs `confirmFlagged` (the admin read the findings and publishes anyway).
 */
export const approveArticle = (target: number | { id: number; confirmFlagged: boolean }) => {
  const { id, confirmFlagged } = typeof target === 'number' ? { id: target, confirmFlagged: false } : target
  const query = confirmFlagged ? '?confirmFlagged=true' : ''
  return api.put(`/api/articles/${id}/approve${query}`, undefined, ArticleSchema)
}

export function useApproveArticle() {
  const invalidate = useInvalidateDashboardLists()
  return useMutation({ mutationFn: approveArticle, onSuccess: invalidate })
}
