import type { SearchResult } from '@spotlight/shared/schemas/search'
import type { CallOptions } from '#app/lib/api-client'

/**
 * `total`: the first page's count (null on later pages); `moreThan`: more match than `total` says;
 * `corrected`: the query searched instead of the one typed (typo forgiveness), when it was.
 */
export type SearchPage = {
  items: SearchResult[]
  nextCursor: string | null
  total: number | null
  moreThan?: boolean
  corrected?: string | null
}

/** Results per page on the search page (the server allows 1-50). */
export const SEARCH_PAGE_SIZE = 12

/**
 * GET /api/search from the browser ("More results"): the next page after `cursor`. The first page
 * comes from the page's loader (search-first-page.server.ts), so the fetch wrapper comes with the
 * first request and the search page's first load goes without it (decision 0005).
 */
export async function searchArticles(
  query: { q: string; category?: string | null; cursor?: string | null },
  options?: CallOptions,
): Promise<SearchPage> {
  const params = new URLSearchParams({ q: query.q, limit: String(SEARCH_PAGE_SIZE) })
  if (query.category) params.set('category', query.category)
  if (query.cursor) params.set('cursor', query.cursor)
  const { requestPage } = await import('#app/lib/api-client')
  const page = await requestPage<SearchResult>(`/api/search?${params.toString()}`, undefined, options)
  return { ...page, total: null }
}
