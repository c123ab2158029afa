/** The search page: `q`, `category` and `cursor` travel in the query string, as the GET form sends them. */
export const SEARCH_PATH = '/search'

export function searchPath(query: { q?: string; category?: string | null; cursor?: string | null } = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value)
  const text = params.toString()
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH
}
