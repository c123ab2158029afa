import type { RelatedArticle } from '@spotlight/shared/schemas/search'
import type { CallOptions } from '#app/lib/api-client'

/** GET /api/search/related/{id}: up to three articles to read next (the article page's loader). */
export async function listRelatedArticles(id: number | string, options?: CallOptions) {
  const { api } = await import('#app/lib/api-client')
  return api.get<RelatedArticle[]>(`/api/search/related/${encodeURIComponent(String(id))}`, undefined, options)
}
