import { type ArticleInput, ArticleSchema } from '@spotlight/shared/schemas/articles'
import { MediaConfigSchema } from '@spotlight/shared/schemas/media'
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

/** POST /api/articles: 201 with the Article; a non-admin without a credit gets 402 ARTICLE_CREDIT_REQUIRED. */
export const createArticle = (input: ArticleInput) => api.post('/api/articles', input, ArticleSchema)

/** PUT /api/articles/{id}: 200 with the Article; the server decides the stored status. */
export const updateArticle = (id: number, input: ArticleInput) => api.put(`/api/articles/${id}`, input, ArticleSchema)

/** GET /api/media/config: the active store and the limits to check before uploading. */
export const mediaConfigQuery = () =>
  queryOptions({
    queryKey: ['media-config'],
    queryFn: () => api.get('/api/media/config', MediaConfigSchema),
    staleTime: 10 * 60 * 1000,
  })

/** DELETE /api/cleanup/{publicId} (image) or /api/cleanup/video/{publicId}: owner or admin. */
export const deleteMedia = (publicId: string, kind: 'image' | 'video') =>
  api.delete(kind === 'video' ? `/api/cleanup/video/${publicId}` : `/api/cleanup/${publicId}`)
