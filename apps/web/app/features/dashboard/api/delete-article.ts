import { useMutation } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import { useInvalidateDashboardLists } from './list-dashboard-articles'

/** DELETE /api/articles/{id} (owner or admin): 204. */
export const deleteArticle = (id: number) => api.delete(`/api/articles/${id}`)

export function useDeleteArticle() {
  const invalidate = useInvalidateDashboardLists()
  return useMutation({ mutationFn: deleteArticle, onSuccess: invalidate })
}
