import type { FastifyRequest } from 'fastify'

/**
 * Which anonymous reads the public cache holds, under which key, in which of its two spaces, and
 * what each one shows (so a write drops only the reads it changed).
 */

/** What a write changed, as its caller says it: `app.publicReads.changed(...)`. */
export type PublicChange =
  /** An article that is or was public: created, edited, moved along its workflow, deleted. */
  | { article: number }
  /** A category renamed or deleted: its name is in every list and article that carries it. */
  | { category: string }
  /** A promotion began or ended (a slider, a featured place, a plan badge). */
  | 'promotions'
  /** A category added: only the category list and the pages' category menu show it. */
  | 'categories'

/** What a cached read shows; a change drops the reads that show what it names. */
type Shows = 'article-lists' | 'category-list' | 'category-names' | 'promotions' | `article:${string}`

export function dropsOf(change: PublicChange): Shows[] {
  if (change === 'promotions') return ['promotions']
  if (change === 'categories') return ['category-list']
  if ('article' in change) return [`article:${change.article}`, 'article-lists']
  // A deleted category's articles move to the catch-all: its lists change too.
  return ['category-list', 'category-names', 'article-lists']
}

/** An article, alone or in a list, carries its category's name and its plan badges. */
const ARTICLE_LISTS: Shows[] = ['article-lists', 'category-names', 'promotions']
const oneArticle = (id: string): Shows[] => [`article:${id}`, 'category-names', 'promotions']
/** A page also shows the category menu. */
const onPage = (shows: Shows[]): Shows[] => [...shows, 'category-list']

/**
 * - `pages`: the reads people come back to (the pages, the first page of each list, an article).
 * - `queries`: keys a client can vary without end (a cursor, a search text, a cookie of its own):
 *   a stream of them evicts one another, never the pages.
 */
export type Space = 'pages' | 'queries'

export type CacheSlot = { key: string; space: Space; shows: readonly Shows[]; isPage: boolean }

/**
 * The public pages whose HTML is the same for every visitor of one language: the home page, an
 * article, a category, the featured list. (Dashboards and sign-in pages are never cached.)
 */
const CACHEABLE_PAGE = /^\/(?:articles\/(\d{1,12})|category\/[\w-]{1,120}|featured-articles)?$/

/** Query parameters with a few values only (a page size, a slider); anything else is the client's to vary. */
const FIXED_PARAM = /^(?:limit=\d{1,3}|type=[A-Z_]{1,20})$/

/** The page's language comes from this cookie (or Accept-Language); other cookies are a visitor's own. */
const LANGUAGE_ONLY_COOKIE = /^lang=[a-z]{2}$/

/**
 * An anonymous GET's slot, or null when the request may not use the cache (credentials, another
 * method, a route that does not opt in with `config: { publicRead: true }`, a page not listed).
 * A page's key also holds the two headers its language comes from (`Vary: Cookie, Accept-Language`):
 * its HTML depends on nothing else (the session lives in the browser).
 */
export function cacheSlotOf(request: FastifyRequest): CacheSlot | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null
  const [path = '', query] = request.url.split('?')
  if (path.startsWith('/api/')) {
    if (request.routeOptions.config.publicRead !== true) return null
    const isFixed = query === undefined || query.split('&').every((param) => FIXED_PARAM.test(param))
    const id = (request.params as { id?: string }).id
    const shows =
      request.routeOptions.url === '/api/articles/:id' && id
        ? oneArticle(id)
        : path.startsWith('/api/categories')
          ? (['category-list'] as Shows[])
          : ARTICLE_LISTS
    return { key: request.url, space: isFixed ? 'pages' : 'queries', shows, isPage: false }
  }
  const page = query === undefined ? CACHEABLE_PAGE.exec(path) : null
  if (!page) return null
  const cookie = request.headers.cookie ?? ''
  const language = request.headers['accept-language'] ?? ''
  return {
    key: `page ${path}\n${cookie}\n${language}`,
    space: cookie === '' || LANGUAGE_ONLY_COOKIE.test(cookie) ? 'pages' : 'queries',
    shows: onPage(page[1] ? oneArticle(page[1]) : ARTICLE_LISTS),
    isPage: true,
  }
}
