import type { SearchSuggestion } from '@spotlight/shared/schemas/search'

/**
 * GET /api/search/suggest: up to five articles for search-as-you-type. The fetch wrapper comes with
 * the first request: it stays out of the first load of every page with a search field (decision 0005).
 */
export async function suggestArticles(q: string, signal?: AbortSignal) {
  const { api } = await import('#app/lib/api-client')
  return api.get<SearchSuggestion[]>(`/api/search/suggest?${new URLSearchParams({ q }).toString()}`, undefined, {
    signal,
  })
}
