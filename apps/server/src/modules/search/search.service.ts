import { utcDate } from '@spotlight/shared/domain/rotation'
import {
  SEARCH_COUNT_BOUND,
  SUGGEST_LIMIT,
  SUGGEST_MIN_CHARS,
  type RelatedArticle,
  type SearchResult,
} from '@spotlight/shared/schemas/search'
import { AppError } from '#src/errors/app-error'
import { encodeSearchCursor, type SearchCursor } from './search-cursor'
import type { SearchRepository, SearchRow } from './search.repository'
import { markedDescription, snippetHtml } from './search-snippet'

/**
 * `total`: on the first page only (later pages would count what is left), how many articles match, exact
 * up to SEARCH_COUNT_BOUND; `moreThan` when more match than that (then `total` is the bound).
 */
export type SearchPage = { items: SearchResult[]; nextCursor: string | null; total: number | null; moreThan: boolean }

export const RELATED_LIMIT = 3

function toCard(row: Omit<SearchRow, 'score' | 'snippet'>): RelatedArticle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: row.company,
    app: row.app,
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

export function createSearchService({ repo, now = () => new Date() }: { repo: SearchRepository; now?: () => Date }) {
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
      return {
        items: shown.map((row) => ({ ...toCard(row), snippet: snippetOf(row) })),
        nextCursor,
        total: counted === null ? null : Math.min(counted, SEARCH_COUNT_BOUND),
        moreThan: counted !== null && counted > SEARCH_COUNT_BOUND,
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
      return (await repo.related({ id, today, limit: RELATED_LIMIT })).map(toCard)
    },
  }
}
export type SearchService = ReturnType<typeof createSearchService>
