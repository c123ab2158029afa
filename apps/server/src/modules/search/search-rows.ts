import { z } from 'zod'
import { DEFAULT_LANGUAGE } from '@spotlight/shared/domain/languages'
import { ArticleLanguageSchema } from '@spotlight/shared/schemas/articles'

/**
 * The rows of search's raw SQL, parsed rather than trusted: a column renamed or retyped in a statement
 * fails here, at the read, instead of reaching a visitor as `undefined`. Integers and text arrive as such
 * from PGlite and node-postgres alike (no bigint or numeric column is read).
 */

/** What an article card shows (search results and related articles). */
const cardRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  company: z.string(),
  app: z.string(),
  // The API checks an article's language, the database does not: one it no longer knows reads as the default.
  language: ArticleLanguageSchema.catch(DEFAULT_LANGUAGE),
  categoryName: z.string().nullable(),
  categorySlug: z.string().nullable(),
  publishDate: z.string(),
  headerImage: z.string().nullable(),
})

/** The places of one query word in a description: [start, stop, ways] (see search-snippet.ts). */
const descriptionMarks = z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()]))

const searchRow = cardRow.extend({
  /** Where the words were found: 2 the title or app, 1 the description, company or category, 0 the body alone. */
  score: z.number().int(),
  /** On the first page, how many public articles match, counted up to `countBound` + 1; null on later pages. */
  total: z.number().int().nullable(),
  /** The card's rating summary (article_ratings, kept by the reviews module): 0 and 0 before the first rating. */
  ratingCount: z.number().int(),
  ratingSum: z.number().int(),
  /** A body match's excerpt, the matched words between the control characters 1 and 2; else null. */
  snippet: z.string().nullable(),
  /** The description's places of each query word (search_marks, one entry or null per word); null on the extra row. */
  marks: z.array(descriptionMarks.nullable()).nullable(),
  /** When the words as typed found nothing and close spellings did: each corrected word (folded) and its spelling. */
  corrections: z.record(z.string(), z.string()).nullable(),
})

const suggestionRow = z.object({ id: z.number().int(), title: z.string(), app: z.string() })

const idRow = z.object({ id: z.number().int() })

export type CardRow = z.infer<typeof cardRow>
export type SearchRow = z.infer<typeof searchRow>
export type Suggestion = z.infer<typeof suggestionRow>

export const parseCardRows = (rows: unknown[]): CardRow[] => rows.map((row) => cardRow.parse(row))
export const parseSearchRows = (rows: unknown[]): SearchRow[] => rows.map((row) => searchRow.parse(row))
export const parseSuggestionRows = (rows: unknown[]): Suggestion[] => rows.map((row) => suggestionRow.parse(row))
export const parseIdRows = (rows: unknown[]): { id: number }[] => rows.map((row) => idRow.parse(row))
