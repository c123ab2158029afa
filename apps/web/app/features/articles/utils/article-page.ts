import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@spotlight/shared/domain/languages'
import type { PublicArticleListItem } from '@spotlight/shared/schemas/articles'

/** A page of a public article list, with the cursor of the next one (null on the last). */
export type ArticlePage = { items: PublicArticleListItem[]; nextCursor: string | null }

/** Page size of the public lists (the server allows 1–100). */
export const ARTICLES_PAGE_SIZE = 12

/** `top`: the "Top rated" order (Bayesian average) instead of newest first. */
export type ArticleOrder = 'newest' | 'top'

/** `language`: only the articles written in it ("Only in ..."); absent, every language. */
export type PageRequest = { cursor?: string | null; limit?: number; order?: ArticleOrder; language?: Language | null }

/** The query string of a page request: `limit`, and `cursor` past the first page. */
export const pageQuery = ({ cursor, limit = ARTICLES_PAGE_SIZE, order, language }: PageRequest) => {
  const params = new URLSearchParams({ limit: String(limit) })
  if (order === 'top') params.set('sort', 'top')
  if (language) params.set('language', language)
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

/** The page's `?language=` filter: a language of the registry, or null (anything else shows every language). */
export function languageFilterOf(url: string): Language | null {
  const language = new URL(url).searchParams.get('language')
  return isLanguage(language) ? language : null
}

/** How many of the reader's language's newest articles come before the list of every language. */
export const IN_YOUR_LANGUAGE_COUNT = 3

/**
 * The language whose newest articles a list shows first: the page's, unless it is the site's default
 * (most articles are written in it: they are the list itself) or the list is already narrowed to
 * one language, or ordered by rating (the reader asked for the best, whatever the language).
 */
export function firstLanguageOf(pageLanguage: Language, filter: Language | null, order: ArticleOrder = 'newest') {
  return pageLanguage === DEFAULT_LANGUAGE || filter !== null || order !== 'newest' ? null : pageLanguage
}

/**
 * A page as a loader hands it to the browser: the cards never show an article's body, and twelve
 * bodies would be most of the page's hydration data (Lighthouse: blocking time and bytes).
 */
export const withoutBodies = (page: ArticlePage | null): ArticlePage | null =>
  page && { ...page, items: page.items.map((item) => ({ ...item, content: '' })) }

/**
 * The lists' default order (publish date descending, ties by id descending), applied on the client
 * too; the server already sends this order, so this only guards against drift. ISO dates compare as
 * plain strings; localeCompare would build an ICU collator (~30 ms) mid-hydration.
 */
export function sortArticles<T extends { id: number; publishDate: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => compareText(b.publishDate, a.publishDate) || b.id - a.id)
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
