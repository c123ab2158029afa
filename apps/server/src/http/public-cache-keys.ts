import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyRequest } from 'fastify'
import { splitLanguagePrefix } from '@spotlight/shared/domain/language-paths'
import { pageLanguageOf } from '@spotlight/shared/domain/page-language'

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
  /** A maker's own profile fields or follower count (their articles and ratings change with `article`). */
  | { maker: string }

/** What a cached read shows; a change drops the reads that show what it names. */
type Shows =
  'article-lists' | 'category-list' | 'category-names' | 'promotions' | `article:${string}` | `maker:${string}`

export function dropsOf(change: PublicChange): Shows[] {
  if (change === 'promotions') return ['promotions']
  if (change === 'categories') return ['category-list']
  if ('article' in change) return [`article:${change.article}`, 'article-lists']
  if ('maker' in change) return [`maker:${change.maker}`]
  // A deleted category's articles move to the catch-all: its lists change too.
  return ['category-list', 'category-names', 'article-lists']
}

/** An article, alone or in a list, carries its category's name and its plan badges. */
const ARTICLE_LISTS: Shows[] = ['article-lists', 'category-names', 'promotions']
const oneArticle = (id: string): Shows[] => [`article:${id}`, 'category-names', 'promotions']
/** A maker's profile: their fields and follower count, and their articles as cards with their ratings. */
const oneMaker = (username: string): Shows[] => [`maker:${username}`, ...ARTICLE_LISTS]
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
 * article (its id written one way only: `/articles/042` is another key for the same page), a
 * category, the featured list, a maker's profile (a username in letters, digits and `_` only: a
 * percent-encoded spelling is not stored). (Dashboards and sign-in pages are never cached.)
 */
const CACHEABLE_PAGE = /^\/(?:articles\/([1-9]\d{0,11})|category\/[\w-]{1,120}|featured-articles|makers\/(\w{1,64}))?$/

/**
 * Query parameters with a few values only (a page size, a slider), each in its one spelling: the
 * pages space takes a read whose parameters are all of these, each once, and each one its route
 * declares. Anything else (a cursor, a search, a parameter the route ignores, `limit=050`) is the
 * client's to vary without end: the queries space.
 */
const FIXED_PARAMS: Record<string, RegExp> = {
  limit: /^[1-9]\d{0,2}$/,
  type: /^[A-Z_]{1,20}$/,
  // A list in one language: as many values as the registry has languages (the route refuses any other code).
  language: /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?$/,
}
/** A number among a route's parameters, written without leading zeros (or not a number at all). */
const CANONICAL_PARAM = /^(?:0|[1-9]\d*|.*\D.*)?$/s

/** The query parameter names a route's schema declares, worked out once per schema. */
const declaredNames = new WeakMap<object, ReadonlySet<string>>()
function declaredBy(request: FastifyRequest): ReadonlySet<string> {
  const schema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined
  if (!schema || typeof schema !== 'object') return new Set()
  let names = declaredNames.get(schema)
  if (!names) declaredNames.set(schema, (names = new Set(Object.keys(schema.shape ?? {}))))
  return names
}

/** Whether an API read belongs in the pages space: its parameters few-valued and declared, its ids canonical. */
function isFixedRead(request: FastifyRequest, path: string, query: string | undefined): boolean {
  // `/api/makers/a%62c` is `/api/makers/abc` spelled another way: one key per name, not per spelling.
  if (path.includes('%')) return false
  const params = Object.values((request.params ?? {}) as Record<string, unknown>)
  if (!params.every((value) => typeof value !== 'string' || CANONICAL_PARAM.test(value))) return false
  if (query === undefined) return true
  const declared = declaredBy(request)
  const seen = new Set<string>()
  for (const param of query.split('&')) {
    const at = param.indexOf('=')
    const name = param.slice(0, at)
    const spelling = FIXED_PARAMS[name]
    if (at < 1 || !spelling || seen.has(name) || !declared.has(name) || !spelling.test(param.slice(at + 1)))
      return false
    seen.add(name)
  }
  return true
}

/**
 * An anonymous GET's slot, or null when the request may not use the cache (credentials, another
 * method, a route that does not opt in with `config: { publicRead: true }`, a page not listed).
 * A page's key holds the language it is rendered in, resolved from the two headers it comes from
 * (`Vary: Cookie, Accept-Language`) by the web's own rule: its HTML depends on nothing else (the
 * session lives in the browser), and the endless spellings of those headers make two keys, not one
 * each (a stream of them evicted the pages everyone reads).
 */
export function cacheSlotOf(request: FastifyRequest): CacheSlot | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null
  const [path = '', query] = request.url.split('?')
  if (path.startsWith('/api/')) {
    if (request.routeOptions.config.publicRead !== true) return null
    const isFixed = isFixedRead(request, path, query)
    const id = (request.params as { id?: string }).id
    const username = (request.params as { username?: string }).username
    const shows =
      request.routeOptions.url === '/api/articles/:id' && id
        ? oneArticle(id)
        : request.routeOptions.url === '/api/makers/:username' && username
          ? oneMaker(username)
          : path.startsWith('/api/categories')
            ? (['category-list'] as Shows[])
            : ARTICLE_LISTS
    return { key: request.url, space: isFixed ? 'pages' : 'queries', shows, isPage: false }
  }
  // A language's address (`/es/articles/12`) is the same page in that language, stored under its own path.
  const page = query === undefined ? CACHEABLE_PAGE.exec(splitLanguagePrefix(path).path) : null
  if (!page) return null
  return {
    key: pageKey(path, request.headers),
    space: 'pages',
    shows: onPage(page[1] ? oneArticle(page[1]) : page[2] ? oneMaker(page[2]) : ARTICLE_LISTS),
    isPage: true,
  }
}

/** A page's key: its path and the language it is rendered in, resolved from the headers it varies on. */
function pageKey(path: string, headers: IncomingHttpHeaders): string {
  return `page ${path}\n${pageLanguageOf(path, headers.cookie, headers['accept-language'])}`
}

/**
 * The key under which a stored answer to this request would be, worked out from the raw request
 * before any route is matched (front-door.ts), or null when no answer to it is ever stored. Only
 * the stored answers' own keys can match: an API read's key is its URL exactly as a route stored it
 * (so `/favicon/../api/...` or `/api/articles/042` never match one), a page's its path and language.
 */
export function rawKeyOf(method: string | undefined, url: string, headers: IncomingHttpHeaders): string | null {
  if (method !== 'GET' || headers.authorization !== undefined) return null
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (path.startsWith('/api/')) return url
  if (query !== -1 || !CACHEABLE_PAGE.test(splitLanguagePrefix(path).path)) return null
  return pageKey(path, headers)
}
