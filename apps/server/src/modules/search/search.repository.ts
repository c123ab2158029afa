import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { executePrepared } from '#src/db/prepared'
import type { SearchCursor } from './search-cursor'

/**
 * Read-only queries over `articles` and `categories` (the search index owner is the articles table:
 * its `search_vector` and `search_names` columns, kept by a trigger, drizzle/0007_search_index.sql
 * and 0009_search_speed.sql;
 * see docs/decisions/0010-search.md). Only public articles are ever read: PUBLISHED, publish date come.
 */

/** Rank weights of {D, C, B, A} on `search_head` (A: title and app; B: description, company, category). */
const RANK_WEIGHTS = sql.raw(`'{0, 0.02, 0.2, 1}'`)
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
  /** How many matches from this page's start on (all of them on the first page): more than the limit, another page follows. */
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

function publicOn(alias: SQL, today: string): SQL {
  return sql`${alias}.status = 'PUBLISHED' and ${alias}.publish_date <= ${today}::date`
}

function inCategory(alias: SQL, slug: string | undefined): SQL {
  return slug === undefined ? sql`` : sql`and ${alias}.category_id = (select id from categories where slug = ${slug})`
}

const A = sql.raw('a')

const CARD_COLUMNS = sql`a.id, a.title, a.description, a.company, a.app, c.name as "categoryName",
  c.slug as "categorySlug", a.publish_date::text as "publishDate", a.header_image as "headerImage"`

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** Whether some word of `q` is long enough to have its spelling corrected. */
function mayHaveTypos(q: string): boolean {
  return q.split(/\s+/).some((word) => !word.startsWith('-') && [...word.replaceAll('"', '')].length >= TYPO_MIN_CHARS)
}

export function createSearchRepository(db: Db) {
  /**
   * One page of the public articles matching `tsquery`, best first, with how many match from the
   * page's start on. Matching and counting go through the GIN index; the rank reads only the small
   * title-to-category vector; the snippet (the costly part, a parse of the text) is made for the
   * page's rows alone, after the cut. `guard` adds a condition evaluated once (the typo fallback's
   * "the words themselves find nothing").
   */
  function page(query: SearchQuery, tsquery: SQL, guard: SQL = sql``): Promise<SearchRow[]> {
    const after = query.after
      ? sql`where (hit.score, hit.publish_date, hit.id) < (${query.after.score}, ${query.after.publishDate}::date, ${query.after.id})`
      : sql``
    // A named prepared statement: planning this query costs about as much as running it.
    return executePrepared<SearchRow>(
      db,
      sql`
      with query as (select tsq, spotlight_search_any_word(tsq) as any_word from (select ${tsquery} as tsq) as typed),
      hit as (
        -- Ranked on the small title-to-category vector; a match in the body alone ranks below any of them.
        select a.id, a.publish_date,
          floor(case when a.search_head @@ query.tsq then ts_rank(${RANK_WEIGHTS}, a.search_head, query.tsq)
            else ${BODY_RANK} end * 1000000)::integer as score
        from articles a cross join query
        where ${publicOn(A, query.today)} ${inCategory(A, query.categorySlug)}
          -- A sub-select, not the CTE's column: a value the planner can hand to the GIN index.
          and a.search_vector @@ (select tsq from query)
          ${guard}
      ),
      rest as (select * from hit ${after}),
      page as (select * from rest order by score desc, publish_date desc, id desc limit ${query.limit})
      -- Every match is ranked before the first page is cut anyway: counting them costs little more
      -- (a count over the materialised matches: about half what count(*) over () costs on 1,700).
      select ${CARD_COLUMNS}, page.score, (select count(*) from rest)::integer as total,
        spotlight_search_snippet(
          concat_ws(' — ', a.description, spotlight_html_text(left(a.content, 20000))), query.tsq,
          -- Whether the description or the body (weights B and C) holds any word of the query at all.
          coalesce(ts_filter(a.search_vector, '{b,c}') @@ query.any_word, true)
        ) as snippet
      from page
      join articles a on a.id = page.id
      left join categories c on c.id = a.category_id
      cross join query
      order by page.score desc, page.publish_date desc, page.id desc`,
    )
  }

  return {
    /**
     * One page of matches (`total` says whether more follow). The words as typed first; only when they
     * find nothing at all, close spellings of them from the dictionary of app, company and title words
     * (`Piwalet` finds `PiWallet`): a fallback, not noise mixed into exact matches.
     */
    async search(query: SearchQuery): Promise<SearchRow[]> {
      const rows = await page(query, sql`spotlight_search_query(${query.q})`)
      if (rows.length > 0 || !mayHaveTypos(query.q)) return rows
      // The guard keeps a later page of exact matches (an empty one: they ran out) from turning into typos.
      return page(
        query,
        sql`spotlight_search_typo_query(${query.q})`,
        sql`and not exists (
          select 1 from articles e
          where e.search_vector @@ spotlight_search_query(${query.q})
            and ${publicOn(sql.raw('e'), query.today)} ${inCategory(sql.raw('e'), query.categorySlug)})`,
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
        where ${publicOn(A, query.today)}
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
        sql`select a.id from articles a where a.id = ${query.id} and ${publicOn(A, query.today)}`,
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
        where ${publicOn(A, query.today)} and a.id <> source.id
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
