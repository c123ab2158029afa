import { z } from 'zod'
import { ArticleCategorySchema, ArticleLanguageSchema, CursorSchema, PublishDateSchema } from './articles'
import { RatingSummarySchema } from './rating-summary'

export const SEARCH_QUERY_MAX = 200
export const SEARCH_LIMIT_DEFAULT = 20
export const SEARCH_LIMIT_MAX = 50
/** Search-as-you-type starts at this many characters; fewer answer an empty list. */
export const SUGGEST_MIN_CHARS = 2
export const SUGGEST_LIMIT = 5

/**
 * A visitor's search text: control characters (NUL among them, which PostgreSQL text cannot hold)
 * become spaces, then it is trimmed and must keep 1-200 characters.
 */
export const SearchTextSchema = z
  .string()
  // eslint-disable-next-line no-control-regex
  .transform((raw) => raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
  .pipe(z.string().min(1, 'is required').max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`))

/** GET /api/search: `category` is a slug (an unknown one finds nothing); pages as GET /api/articles (ADR 0002). */
export const SearchQuerySchema = z.object({
  q: SearchTextSchema,
  category: z.string().trim().min(1).max(120).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
  cursor: CursorSchema.optional(),
})

/**
 * On the first page of GET /api/search: how many articles match in all (no count on later pages),
 * up to SEARCH_COUNT_BOUND. Past it the answer has TOTAL_MORE_THAN_HEADER (its value the bound)
 * instead: "more than 100" is all a reader needs, and a common word costs its first page, not a
 * count of its thousands of matches (docs/decisions/0010-search.md).
 */
export const TOTAL_COUNT_HEADER = 'x-total-count'
export const TOTAL_MORE_THAN_HEADER = 'x-total-count-more-than'
export const SEARCH_COUNT_BOUND = 100

/**
 * On GET /api/search answered through typo forgiveness (the words as typed found nothing, close spellings
 * of them did: `Piwalet` finds PiWallet): the query that was searched instead, each corrected word as the
 * results write it (`PiWallet`), percent-encoded (encodeURIComponent: a header holds ASCII only). Absent
 * when the words as typed were searched. The answer stays the array of results.
 */
export const SEARCH_CORRECTED_HEADER = 'x-search-corrected'

export const SuggestQuerySchema = z.object({ q: SearchTextSchema })

/**
 * One search result. `snippet` is HTML: the best-matching excerpt, escaped, with the matched words
 * in `<mark>` and no other markup. `category` is null when its category was deleted; it carries the English
 * name only (a search reads no translations: a page names the category from the category list it holds).
 */
export const SearchResultSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  company: z.string(),
  app: z.string(),
  // The language the article is written in: its card declares it with `lang`, as the article cards do.
  language: ArticleLanguageSchema,
  category: ArticleCategorySchema.nullable(),
  publishDate: PublishDateSchema,
  headerImage: z.string().nullable(),
  snippet: z.string(),
  // The app's rating summary (see the article's); the server always sends it.
  rating: RatingSummarySchema.optional(),
})
export type SearchResult = z.infer<typeof SearchResultSchema>

export const SearchSuggestionSchema = z.object({ id: z.number().int().positive(), title: z.string(), app: z.string() })
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>

/** A related article under an article: a search result without the snippet. */
export const RelatedArticleSchema = SearchResultSchema.omit({ snippet: true })
export type RelatedArticle = z.infer<typeof RelatedArticleSchema>
