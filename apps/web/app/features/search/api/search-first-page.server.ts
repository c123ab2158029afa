import {
  SEARCH_CORRECTED_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_MORE_THAN_HEADER,
  type SearchResult,
} from '@spotlight/shared/schemas/search'
import { ApiError, type CallOptions } from '#app/lib/api-client'
import { SEARCH_PAGE_SIZE, type SearchPage } from './search-articles'

/**
 * A page of GET /api/search for the page's loader (server only), with the count the first page
 * carries (`X-Total-Count`, or `X-Total-Count-More-Than` past the server's bound). Plain fetch: the shared client reads only the next-page header, and this keeps the
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
  // Past the server's bound the count is "more than" it (TOTAL_MORE_THAN_HEADER), not a number.
  const exact = response.headers.get(TOTAL_COUNT_HEADER)
  const moreThan = response.headers.get(TOTAL_MORE_THAN_HEADER)
  const total = exact ?? moreThan
  return {
    items: (await response.json()) as SearchResult[],
    nextCursor: response.headers.get('x-next-cursor') || null,
    total: total === null ? null : Number(total),
    moreThan: exact === null && moreThan !== null,
    corrected: correctedOf(response.headers.get(SEARCH_CORRECTED_HEADER)),
  }
}

/** What a corrected search searched instead (the header is percent-encoded); null when none, or unreadable. */
function correctedOf(header: string | null): string | null {
  if (!header) return null
  try {
    return decodeURIComponent(header)
  } catch {
    return null
  }
}
