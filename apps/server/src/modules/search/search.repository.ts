import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import type { SearchCursor } from './search-cursor'

/**
 * Read-only queries over `articles` and `categories` (the search index owner is the articles table:
 * its `search_vector` and `search_names` columns, kept by a trigger, drizzle/0004_search_index.sql;
 * see docs/decisions/0010-search.md). Only public articles are ever read: PUBLISHED, publish date come.
 */

/** Rank weights of {D, C, B, A} on `search_head` (A: title and app; B: description, company, category). */
const RANK_WEIGHTS = sql.raw(`'{0, 0.02, 0.2, 1}'`)
/** A typo on an app or company name (found only when the words find nothing) ranks by its closeness. */
const TYPO_WEIGHT = 0.5
/** A match in the body alone: below any match in the title, app, description, company or category. */
const BODY_RANK = 0.001
/** Fewer letters than this make trigram matches noise, not typos. */
const TYPO_MIN_CHARS = 4

export type SearchRow = {
  id: number
  title: string
  description: string
  company: string
  app: string
  categoryName: string | null
  categorySlug: string | null
  publishDate: string
  headerImage: string | null
  score: number
  /** How many matches from this page's start on (all of them on the first page). */
  total: number
  /** ts_headline's excerpt with the matched words between the control characters 1 and 2. */
  snippet: string
}

export type SearchQuery = {
  q: string
  today: string
  categorySlug?: string | undefined
  limit: number
  after?: SearchCursor | undefined
}

function publicOn(today: string): SQL {
  return sql`a.status = 'PUBLISHED' and a.publish_date <= ${today}::date`
}

const CARD_COLUMNS = sql`a.id, a.title, a.description, a.company, a.app, c.name as "categoryName",
  c.slug as "categorySlug", a.publish_date::text as "publishDate", a.header_image as "headerImage"`

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export function createSearchRepository(db: Db) {
  return {
    /** One page of matches plus one row more (so the caller knows whether another page follows). */
    search(query: SearchQuery): Promise<SearchRow[]> {
      const category =
        query.categorySlug === undefined
          ? sql``
          : sql`and a.category_id = (select id from categories where slug = ${query.categorySlug})`
      const after = query.after
        ? sql`where (hit.score, hit.publish_date, hit.id) < (${query.after.score}, ${query.after.publishDate}::date, ${query.after.id})`
        : sql``
      // Typos are looked for only when the words themselves find nothing: a name spelled nearly
      // right is a fallback, not noise mixed into exact matches (and thousands of trigram
      // comparisons saved on common words).
      const typos =
        [...query.q].length >= TYPO_MIN_CHARS
          ? sql`select a.id, a.publish_date, word_similarity(query.folded, a.search_names) * ${TYPO_WEIGHT} as rank
              from articles a cross join query
              where ${publicOn(query.today)} ${category}
                and not exists (select 1 from fts) and (select folded from query) <% a.search_names`
          : sql`select id, publish_date, rank from fts where false`
      return rowsOf<SearchRow>(
        db,
        sql`
        with query as (
          select spotlight_search_query(${query.q}) as tsq, spotlight_search_fold(${query.q}) as folded
        ),
        fts as (
          -- Ranked on the small title-to-category vector; a match in the body alone ranks below any of them.
          select a.id, a.publish_date,
            case when a.search_head @@ query.tsq then ts_rank(${RANK_WEIGHTS}, a.search_head, query.tsq)
              else ${BODY_RANK} end as rank
          from articles a cross join query
          where ${publicOn(query.today)} ${category}
            -- A sub-select, not the CTE's column: a value the planner can hand to the GIN index.
            and a.search_vector @@ (select tsq from query)
        ),
        hit as (
          select id, publish_date, floor(rank * 1000000)::integer as score
          from (select * from fts union all ${typos}) as matched
        ),
        page as (
          -- Every match is ranked before the first page is cut anyway: counting them costs nothing more.
          select hit.*, count(*) over ()::integer as total from hit ${after}
          order by hit.score desc, hit.publish_date desc, hit.id desc
          limit ${query.limit + 1}
        )
        select ${CARD_COLUMNS}, page.score, page.total,
          spotlight_search_snippet(
            concat_ws(' — ', a.description, spotlight_html_text(left(a.content, 20000))), query.tsq
          ) as snippet
        from page
        join articles a on a.id = page.id
        left join categories c on c.id = a.category_id
        cross join query
        order by page.score desc, page.publish_date desc, page.id desc`,
      )
    },

    /** Up to `limit` public articles whose app or title starts with, contains or nearly spells `q`. */
    suggest(query: { q: string; today: string; limit: number }) {
      return rowsOf<{ id: number; title: string; app: string }>(
        db,
        sql`
        with query as (select spotlight_search_fold(${query.q}) as folded),
        pattern as (
          select folded, replace(replace(replace(folded, '\\', '\\\\'), '%', '\\%'), '_', '\\_') as literal from query
        )
        select a.id, a.title, a.app
        from articles a cross join pattern
        where ${publicOn(query.today)}
          -- Sub-selects, not the CTE's columns: values the planner can hand to the trigram index.
          and (a.search_names like (select '%' || literal || '%' from pattern)
            or (select folded from pattern) <% a.search_names)
        order by
          (spotlight_search_fold(a.app) like pattern.literal || '%') desc,
          (' ' || a.search_names like '% ' || pattern.literal || '%') desc,
          word_similarity(pattern.folded, a.search_names) desc,
          a.publish_date desc, a.id desc
        limit ${query.limit}`,
      )
    },

    /** Whether an article is public today: related articles are only shown under those. */
    async isPublic(query: { id: number; today: string }): Promise<boolean> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select a.id from articles a where a.id = ${query.id} and ${publicOn(query.today)}`,
      )
      return rows.length > 0
    },

    /**
     * Other public articles for the one `id`: same category first, then by how many of its title and
     * description words (its weight A and B lexemes) they share, then the newer.
     */
    related(query: { id: number; today: string; limit: number }) {
      return rowsOf<Omit<SearchRow, 'score' | 'snippet'>>(
        db,
        sql`
        with source as (select id, category_id, search_vector from articles where id = ${query.id}),
        terms as (
          select to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ')) as tsq
          from source, unnest(tsvector_to_array(ts_filter(source.search_vector, '{a,b}'))) as lexeme
          where lexeme !~ '[''\\\\]'
        )
        select ${CARD_COLUMNS}
        from articles a
        cross join source
        cross join terms
        left join categories c on c.id = a.category_id
        where ${publicOn(query.today)} and a.id <> source.id
          and (a.category_id = (select category_id from source) or a.search_vector @@ (select tsq from terms))
        order by
          (a.category_id is not distinct from source.category_id) desc,
          coalesce(ts_rank(a.search_vector, terms.tsq), 0) desc,
          a.publish_date desc, a.id desc
        limit ${query.limit}`,
      )
    },
  }
}
export type SearchRepository = ReturnType<typeof createSearchRepository>
