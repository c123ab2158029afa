import { ArticleSchema } from '@spotlight/shared/schemas/articles'
import { useMutation } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import { useInvalidateDashboardLists } from './list-dashboard-articles'

/** PUT /api/articles/{id}/reject {reason} (admin): the rejected Article. */
export const rejectArticle = ({ id, reason }: { id: number; reason: string }) =>
  api.put(`/api/articles/${id}/reject`, { reason }, ArticleSchema)

export function useRejectArticle() {
  const invalidate = useInvalidateDashboardLists()
  return useMutation({ mutationFn: rejectArticle, onSuccess: invalidate })
}
