import type { SearchResult } from '@spotlight/shared/schemas/search'
import { ApiError, type CallOptions } from '#app/lib/api-client'
import { SEARCH_PAGE_SIZE, type SearchPage } from './search'

/**
 * A page of GET /api/search for the page's loader (server only), with the `X-Total-Count` the first
 * page carries. Plain fetch: the shared client reads only the next-page header, and this keeps the
 * count's few lines out of every public page's first load.
 */
export async function searchFromServer(
  query: { q: string; category: string | null; cursor: string | null },
  options: CallOptions,
): Promise<SearchPage> {
  const params = new URLSearchParams({ q: query.q, limit: String(SEARCH_PAGE_SIZE) })
  if (query.category) params.set('category', query.category)
  if (query.cursor) params.set('cursor', query.cursor)
  const response = await fetch(new URL(`/api/search?${params.toString()}`, options.baseUrl), {
    headers: options.headers ?? {},
    ...(options.signal ? { signal: options.signal } : {}),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
    throw new ApiError({
      status: response.status,
      code: body?.error?.code ?? 'SEARCH_FAILED',
      message: body?.error?.message ?? `Search answered ${response.status}`,
    })
  }
  const total = response.headers.get('x-total-count')
  return {
    items: (await response.json()) as SearchResult[],
    nextCursor: response.headers.get('x-next-cursor') || null,
    total: total === null ? null : Number(total),
  }
}
