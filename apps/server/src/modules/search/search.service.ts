import { utcDate } from '@spotlight/shared/domain/rotation'
import {
  SEARCH_COUNT_BOUND,
  SUGGEST_LIMIT,
  SUGGEST_MIN_CHARS,
  type RelatedArticle,
  type SearchResult,
} from '@spotlight/shared/schemas/search'
import type { RatingSummary } from '@spotlight/shared/schemas/rating-summary'
import { averageOf } from '@spotlight/shared/domain/reviews'
import { AppError } from '#src/errors/app-error'
import { encodeSearchCursor, type SearchCursor } from './search-cursor'
import type { CardRow, SearchRow } from './search-rows'
import type { SearchRepository } from './search.repository'
import { correctedQuery } from './search-correction'
import { markedDescription, snippetHtml } from './search-snippet'

/**
 * `total`: on the first page only (later pages would count what is left), how many articles match, exact
 * up to SEARCH_COUNT_BOUND; `moreThan` when more match than that (then `total` is the bound).
 */
export type SearchPage = {
  items: SearchResult[]
  nextCursor: string | null
  total: number | null
  moreThan: boolean
  /** The query searched instead of `q` when only close spellings of its words found something; else null. */
  corrected: string | null
}

export const RELATED_LIMIT = 3

function toCard(row: CardRow): RelatedArticle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: row.company,
    app: row.app,
    language: row.language,
    category:
      row.categoryName !== null && row.categorySlug !== null
        ? { name: row.categoryName, slug: row.categorySlug }
        : null,
    publishDate: row.publishDate,
    headerImage: row.headerImage,
  }
}

/** A body match's excerpt when it marks something; else the description, its query words marked. */
function snippetOf(row: SearchRow): string {
  return row.snippet !== null ? snippetHtml(row.snippet) : markedDescription(row.description, row.marks)
}

/** The rating summaries of a page of cards, by article id (the reviews module's, one query a page). */
export type CardRatings = (articleIds: number[]) => Promise<Map<number, RatingSummary>>

export function createSearchService({
  repo,
  now = () => new Date(),
  ratings = async () => new Map(),
}: {
  repo: SearchRepository
  now?: () => Date
  ratings?: CardRatings
}) {
  /** The cards with their ratings (none yet: 0 and 0). */
  async function withRatings<T extends { id: number }>(cards: T[]): Promise<(T & { rating: RatingSummary })[]> {
    const found = cards.length ? await ratings(cards.map((card) => card.id)) : new Map<number, RatingSummary>()
    return cards.map((card) => ({ ...card, rating: found.get(card.id) ?? { average: 0, count: 0 } }))
  }

  return {
    /** Public articles matching `q`, best first (ties: the newer), one keyset page at a time. */
    async search(query: {
      q: string
      category?: string | undefined
      limit: number
      cursor?: SearchCursor | undefined
    }): Promise<SearchPage> {
      const rows = await repo.search({
        q: query.q,
        today: utcDate(now()),
        categorySlug: query.category,
        limit: query.limit,
        after: query.cursor,
        countBound: SEARCH_COUNT_BOUND,
      })
      const shown = rows.slice(0, query.limit)
      const last = shown.at(-1)
      const nextCursor =
        last && rows.length > query.limit
          ? encodeSearchCursor({ score: last.score, publishDate: last.publishDate, id: last.id })
          : null
      const counted = query.cursor ? null : (rows[0]?.total ?? 0)
      const corrections = rows[0]?.corrections ?? null
      return {
        items: shown.map((row) => ({
          ...toCard(row),
          snippet: snippetOf(row),
          rating: { average: averageOf(row.ratingCount, row.ratingSum), count: row.ratingCount },
        })),
        nextCursor,
        total: counted === null ? null : Math.min(counted, SEARCH_COUNT_BOUND),
        moreThan: counted !== null && counted > SEARCH_COUNT_BOUND,
        corrected: corrections
          ? correctedQuery(
              query.q,
              corrections,
              shown.flatMap((row) => [row.app, row.title, row.company]),
            )
          : null,
      }
    },

    /** Search-as-you-type: from SUGGEST_MIN_CHARS characters, up to SUGGEST_LIMIT articles. */
    async suggest(q: string) {
      if ([...q].length < SUGGEST_MIN_CHARS) return []
      return repo.suggest({ q, today: utcDate(now()), limit: SUGGEST_LIMIT })
    },

    /** Up to three other public articles under a public one; an article that is not public has none to show. */
    async related(id: number): Promise<RelatedArticle[]> {
      const today = utcDate(now())
      if (!(await repo.isPublic({ id, today }))) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
      return withRatings((await repo.related({ id, today, limit: RELATED_LIMIT })).map(toCard))
    },
  }
}
export type SearchService = ReturnType<typeof createSearchService>
