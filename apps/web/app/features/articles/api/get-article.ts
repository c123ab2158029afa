import type { Article } from '@spotlight/shared/schemas/articles'
import { type CallOptions, api } from '#app/lib/api-client'

/**
 * GET /api/articles/{id}: the full article; an unknown id is a 404 `ARTICLE_NOT_FOUND`. Public API
 * readers take the server's word for the shape (it validates every answer): no zod in the browser.
 */
export const getArticle = (id: number, options?: CallOptions) =>
  api.get<Article>(`/api/articles/${id}`, undefined, options)

/** Article ids are positive integers (the server's serial keys); anything else cannot name an article. */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 && id <= 2_147_483_647 ? id : null
}
