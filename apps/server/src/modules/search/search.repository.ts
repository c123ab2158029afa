import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import type { SearchCursor } from './search-cursor'

/**
 * Read-only queries over `articles` and `categories` (the search index owner is the articles table:
 * its `search_vector` and `search_names` columns, kept by a trigger, drizzle/0004_search_index.sql;
 * see docs/decisions/0008-search.md). Only public articles are ever read: PUBLISHED, publish date come.
 */

/** Rank weights of {D, C, B, A}: title and app, then description, company and category, then the body. */
const RANK_WEIGHTS = sql.raw(`'{0, 0.02, 0.2, 1}'`)
/** A typo on an app or company name ranks below an exact title match but above the description. */
const TYPO_WEIGHT = 0.5
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
      const category = query.categorySlug === undefined ? sql`` : sql`and c.slug = ${query.categorySlug}`
      const after = query.after
        ? sql`where (hit.score, hit.publish_date, hit.id) < (${query.after.score}, ${query.after.publishDate}::date, ${query.after.id})`
        : sql``
      return rowsOf<SearchRow>(
        db,
        sql`
        with query as (
          select spotlight_search_query(${query.q}) as tsq, spotlight_search_fold(${query.q}) as folded
        ),
        hit as (
          select a.id, a.publish_date,
            floor(greatest(
              ts_rank(${RANK_WEIGHTS}, a.search_vector, query.tsq),
              case when char_length(query.folded) >= ${TYPO_MIN_CHARS}
                then word_similarity(query.folded, a.search_names) * ${TYPO_WEIGHT} else 0 end
            ) * 1000000)::integer as score
          from articles a
          cross join query
          left join categories c on c.id = a.category_id
          where ${publicOn(query.today)} ${category}
            and (a.search_vector @@ query.tsq
              or (char_length(query.folded) >= ${TYPO_MIN_CHARS} and query.folded <% a.search_names))
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
          and (a.search_names like '%' || pattern.literal || '%' or pattern.folded <% a.search_names)
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
          and (a.category_id = source.category_id or a.search_vector @@ terms.tsq)
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
