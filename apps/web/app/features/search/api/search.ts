import type { RelatedArticle, SearchResult, SearchSuggestion } from '@spotlight/shared/schemas/search'
import type { CallOptions } from '#app/lib/api-client'

// The fetch wrapper comes with the first request: the search page renders its first results from
// its loader, so its first load goes without it (decision 0005).
const apiClient = () => import('#app/lib/api-client')

/** `total`: the first page's count (null on later pages); `moreThan`: more match than `total` says. */
export type SearchPage = { items: SearchResult[]; nextCursor: string | null; total: number | null; moreThan?: boolean }

/** Results per page on the search page (the server allows 1-50). */
export const SEARCH_PAGE_SIZE = 12

/** GET /api/search from the browser ("More results"): the next page after `cursor`. */
export async function searchArticles(
  query: { q: string; category?: string | null; cursor?: string | null },
  options?: CallOptions,
): Promise<SearchPage> {
  const params = new URLSearchParams({ q: query.q, limit: String(SEARCH_PAGE_SIZE) })
  if (query.category) params.set('category', query.category)
  if (query.cursor) params.set('cursor', query.cursor)
  const { requestPage } = await apiClient()
  const page = await requestPage<SearchResult>(`/api/search?${params.toString()}`, undefined, options)
  return { ...page, total: null }
}

/** GET /api/search/suggest: up to five articles for search-as-you-type. */
export async function suggestArticles(q: string, signal?: AbortSignal) {
  const { api } = await apiClient()
  return api.get<SearchSuggestion[]>(`/api/search/suggest?${new URLSearchParams({ q }).toString()}`, undefined, {
    signal,
  })
}

/** GET /api/search/related/{id}: up to three articles to read next. */
export async function listRelatedArticles(id: number | string, options?: CallOptions) {
  const { api } = await apiClient()
  return api.get<RelatedArticle[]>(`/api/search/related/${encodeURIComponent(String(id))}`, undefined, options)
}
