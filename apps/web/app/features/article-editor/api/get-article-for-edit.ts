import { ArticleSchema } from '@spotlight/shared/schemas/articles'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, api } from '#app/lib/api-client'

/**
 * GET /api/articles/{id} as its owner or an admin (drafts, pending and rejected articles included).
 * `no-cache` makes the browser revalidate: a published article's public copy may be cached.
 */
export const getArticleForEdit = (id: number) =>
  api.get(`/api/articles/${id}`, ArticleSchema, {
    headers: { 'Cache-Control': 'no-cache' },
    signedIn: true,
  })

export const articleForEditQuery = (id: number) =>
  queryOptions({
    queryKey: ['article-editor', id],
    queryFn: () => getArticleForEdit(id),
    staleTime: 0,
    gcTime: 0,
    // A 403 or 404 will not change on a retry; a network or server failure may.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  })
