import type { PublicArticleListItem } from '@spotlight/shared/schemas/articles'
import { type CallOptions, requestPage } from '#app/lib/api-client'

export type ArticlePage = { items: PublicArticleListItem[]; nextCursor: string | null }

/** Page size of the public lists (the server allows 1–100). */
export const ARTICLES_PAGE_SIZE = 12

const pageQuery = (cursor: string | null | undefined, limit: number) => {
  const params = new URLSearchParams({ limit: String(limit) })
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

/**
 * A page as a loader hands it to the browser: the cards never show an article's body, and twelve
 * bodies would be most of the page's hydration data (Lighthouse: blocking time and bytes).
 */
export const withoutBodies = (page: ArticlePage | null): ArticlePage | null =>
  page && { ...page, items: page.items.map((item) => ({ ...item, content: '' })) }

/** GET /api/articles: published articles, newest first; the next cursor comes from `X-Next-Cursor`. */
export const listArticles = (
  { cursor, limit = ARTICLES_PAGE_SIZE }: { cursor?: string | null; limit?: number } = {},
  options?: CallOptions,
): Promise<ArticlePage> =>
  requestPage<PublicArticleListItem>(`/api/articles?${pageQuery(cursor, limit)}`, undefined, options)

/** GET /api/articles/category/{slug}: the same list, within one category. */
export const listCategoryArticles = (
  slug: string,
  { cursor, limit = ARTICLES_PAGE_SIZE }: { cursor?: string | null; limit?: number } = {},
  options?: CallOptions,
): Promise<ArticlePage> =>
  requestPage<PublicArticleListItem>(
    `/api/articles/category/${encodeURIComponent(slug)}?${pageQuery(cursor, limit)}`,
    undefined,
    options,
  )

/**
 * The spec's default order (publish date descending, ties by id descending), applied on the client
 * as the spec says; the server already sends this order, so this only guards against drift. ISO
 * dates compare as plain strings; localeCompare would build an ICU collator (~30 ms) mid-hydration.
 */
export function sortArticles<T extends { id: number; publishDate: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => compareText(b.publishDate, a.publishDate) || b.id - a.id)
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
