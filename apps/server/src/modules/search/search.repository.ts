import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { executePrepared } from '#src/db/prepared'
import { rowsOf } from '#src/db/raw-rows'
import type { SearchCursor } from './search-cursor'
import { otherHanSpellings } from './han-scripts'
import {
  parseCardRows,
  parseIdRows,
  parseSearchRows,
  parseSuggestionRows,
  type CardRow,
  type SearchRow,
  type Suggestion,
} from './search-rows'

/**
 * Read-only queries over `articles`, `categories` and (a search's cards) `article_ratings`, an exception to "own tables only" listed in
 * db/schema/owners.json: the index is the articles' `search_*` columns and `search_postings`, kept by the
 * triggers and read by the functions of `./sql/` (docs/decisions/0010-search.md), and each read takes the
 * index and the cards in one statement. Only public articles are ever read: PUBLISHED, publish date come.
 * The rows are parsed (search-rows.ts).
 */

/** Fewer letters than this make trigram matches noise, not typos. */
const TYPO_MIN_CHARS = 4

export type SearchQuery = {
  q: string
  today: string
  categorySlug?: string | undefined
  limit: number
  after?: SearchCursor | undefined
  /** How far the first page counts the matches (past it, "more than"). */
  countBound: number
}

function publicOn(alias: SQL, today: string): SQL {
  return sql`${alias}.status = 'PUBLISHED' and ${alias}.publish_date <= ${today}::date`
}

const A = sql.raw('a')

/** A card's columns; a page names the category in its own language from the category list it holds. */
const CARD_COLUMNS = sql`a.id, a.title, a.description, a.company, a.app, a.language, c.name as "categoryName",
  c.slug as "categorySlug", a.publish_date::text as "publishDate", a.header_image as "headerImage"`

/** `q`'s other spellings (otherHanSpellings) as one text[] parameter, sent as JSON: one form for both drivers. */
function spellingsParameter(q: string): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(otherHanSpellings(q))}::jsonb))`
}

/** Whether some word of `q` is long enough to have its spelling corrected. */
function mayHaveTypos(q: string): boolean {
  return q.split(/\s+/).some((word) => !word.startsWith('-') && [...word.replaceAll('"', '')].length >= TYPO_MIN_CHARS)
}

/** A pattern this short finds the words it starts (`pi`: PiWallet, "Pi Apps"), not every name that holds it. */
const WORD_START_MAX_CHARS = 2

/** `text` as a LIKE literal: its escape character and wildcards escaped. */
function likeLiteral(text: SQL): SQL {
  return sql`replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`
}

/** `q` folded as the names are (lower case, no accents), and as a LIKE literal. */
function suggestPattern(q: string): SQL {
  return sql`
  with query as (select spotlight_search_fold(${q}) as folded),
  pattern as (select folded, ${likeLiteral(sql.raw('folded'))} as literal from query)`
}

/**
 * The newest public articles with a word of app, company or title starting with `q`, read newest first through
 * the public index until the list is full: ~1 ms for a prefix many names start (`pi`), the whole index (~10-15 ms
 * on 10,000 articles) for one that none does. Its order must be the index's (NULLS LAST; neither column is ever
 * null): a plain `desc` sorted every public article for each keystroke, ~43 ms.
 */
export function wordStartSuggestions(query: { q: string; today: string; limit: number }): SQL {
  return sql`${suggestPattern(query.q)}
    select a.id, a.title, a.app
    from articles a
    where ${publicOn(A, query.today)}
      and (a.search_names like (select literal || '%' from pattern)
        or a.search_names like (select '% ' || literal || '%' from pattern))
    order by a.publish_date desc nulls last, a.id desc nulls last
    limit ${query.limit}`
}

/** Han or Hangul: scripts whose words the names' trigrams cannot find (their letters are not trigram letters). */
const HAN_OR_HANGUL = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3]|[\u{20000}-\u{2ffff}]/u

/** How many of the newest public articles a Chinese or Korean suggestion looks through before the index. */
const SCRIPT_WALK_ROWS = 500

/**
 * Titles and apps whose words start with those of a query holding Chinese (in either script: otherHanSpellings)
 * or Korean, newest first: the title's
 * lexemes (its Han pairs, its Korean words without their particles: spotlight_search_segment) each matched as a
 * prefix. The names' trigram index holds no trigram of these letters, so a `like` would read every public
 * article. With `walk`, only the newest SCRIPT_WALK_ROWS public articles, through the date index (a prefix most
 * titles of a language hold: reading all its matches through the title's GIN index took ~9 ms for 500 of
 * 10,000 articles); without it, the title's GIN index (a rarer prefix: its matches are few).
 */
function scriptSuggestions(query: { q: string; today: string; limit: number }, walk: boolean): SQL {
  const candidates = walk
    ? sql`(select a.id, a.title, a.app, a.publish_date, a.search_title from articles a
        where ${publicOn(A, query.today)}
        order by a.publish_date desc nulls last, a.id desc nulls last
        limit ${SCRIPT_WALK_ROWS})`
    : sql`(select a.id, a.title, a.app, a.publish_date, a.search_title from articles a where ${publicOn(A, query.today)})`
  return sql`
    with spelled as (
      select array_to_string(array(
        select '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*'
        from unnest(tsvector_to_array(to_tsvector('spotlight_simple', spotlight_search_segment(spelling)))) as lexeme
      ), ' & ') as prefixes
      from unnest(array[${query.q}::text] || ${spellingsParameter(query.q)}) as spelling
    ),
    -- Each spelling's prefixes AND-ed, the spellings OR-ed: 應用 suggests the titles written 应用 as well.
    typed as (select string_agg('(' || prefixes || ')', ' | ') as prefixes from spelled where prefixes <> '')
    select a.id, a.title, a.app
    from ${candidates} as a
    where a.search_title @@ (select prefixes::tsquery from typed where prefixes <> '')
    order by a.publish_date desc nulls last, a.id desc nulls last
    limit ${query.limit}`
}

/**
 * Names holding `q`: the app starting with it first, then a word starting with it, then the rest, each newest
 * first. No closeness ranking here: `word_similarity` costs ~7 µs a name, and a common prefix (`pio`: every
 * seeded title says "Pioneers") ranked all 10,000 names, ~90-200 ms a keystroke; this reads them once, ~10 ms.
 */
function holdingSuggestions(query: { q: string; today: string; limit: number }): SQL {
  return sql`${suggestPattern(query.q)}
    select a.id, a.title, a.app
    from articles a cross join pattern
    where ${publicOn(A, query.today)}
      -- A sub-select, not the CTE's column: a value the planner can hand to the trigram index.
      and a.search_names like (select '%' || literal || '%' from pattern)
    order by
      (a.search_names like pattern.literal || '%') desc,
      (a.search_names like '% ' || pattern.literal || '%') desc,
      a.publish_date desc nulls last, a.id desc nulls last
    limit ${query.limit}`
}

/**
 * Names that do not hold `q` but hold a word spelled close to one of its words (typos: `monbeamer` finds
 * Moonbeamer): the dictionary of app, company and title words (search_words, a few thousand) is what gets
 * compared, up to three close words, then the names holding them, closest word first, then the newer.
 * Comparing every name instead cost ~7 µs a name: ~170-200 ms for `pioz` on 10,000 articles.
 */
function closeSuggestions(query: { q: string; today: string; limit: number }): SQL {
  return sql`${suggestPattern(query.q)},
    typed as (
      select word from unnest(tsvector_to_array(to_tsvector('simple', (select folded from query)))) as word
      where char_length(word) >= ${TYPO_MIN_CHARS}
    ),
    close as (
      select w.word, similarity(w.word, typed.word) as closeness
      from typed join search_words w on w.word % typed.word
      order by closeness desc, w.word
      limit 3
    ),
    found as (
      select named.id, named.title, named.app, named.publish_date, max(close.closeness) as closeness
      from close cross join lateral (
        select a.id, a.title, a.app, a.publish_date
        from articles a
        where ${publicOn(A, query.today)}
          and a.search_names like '%' || ${likeLiteral(sql.raw('close.word'))} || '%'
          and a.search_names not like (select '%' || literal || '%' from pattern)
        order by a.publish_date desc nulls last, a.id desc nulls last
        limit ${query.limit}
      ) as named
      group by named.id, named.title, named.app, named.publish_date
    )
    select id, title, app from found order by closeness desc, publish_date desc, id desc
    limit ${query.limit}`
}

export function createSearchRepository(db: Db) {
  return {
    /**
     * Up to `limit` + 1 public articles matching `q` (the extra row only says another page follows), rank by
     * rank, newest first within a rank, and on the first page the count, bounded; one statement
     * (spotlight_search_spelled, ./sql/spotlight_search_spelled.sql), a query in Chinese in either script
     * (otherHanSpellings). The words as typed first; only when they find nothing at all, close
     * spellings of them from the dictionary of app, company and title words (`Piwalet` finds `PiWallet`): a
     * fallback, not noise mixed into exact matches. Snippets (a parse of text, the costly part) are made for
     * the page's rows alone.
     */
    async search(query: SearchQuery): Promise<SearchRow[]> {
      const after = query.after
      // A named prepared statement: planning this query costs about as much as running it.
      const rows = await executePrepared(
        db,
        sql`
      with found as (
        select found.* from spotlight_search_spelled(${query.q}, ${spellingsParameter(query.q)}, ${query.today}::date,
          ${query.categorySlug ?? null}::text,
          ${after?.score ?? null}::integer, ${after?.publishDate ?? null}::date, ${after?.id ?? null}::integer,
          ${query.limit + 1}::integer, ${after ? null : query.countBound}::integer, ${mayHaveTypos(query.q)}::boolean) as found
      ),
      -- Materialized: computed once, not once per row of the join below (it was: 1.1 ms of a 20-row page).
      query as materialized (select found.used as tsq, spotlight_search_words(found.used) as words from found),
      hit as (
        select hit.* from found, unnest(found.ids, found.ranks, found.dates) with ordinality as hit(id, rank, publish_date, position)
      )
      select ${CARD_COLUMNS}, hit.rank as score, (select total from found) as total,
        coalesce(r.count, 0) as "ratingCount", coalesce(r.sum, 0) as "ratingSum",
        (select corrections from found) as corrections,
        -- A body match (rank 0): an excerpt of the body around the query's words, when its words hold one.
        case when hit.position <= ${query.limit} and hit.rank = 0
          then spotlight_search_body_snippet(a.search_text, query.tsq, query.words) end as snippet,
        -- Otherwise the description, marked by the server where the trigger's marks hold a query word (sql/spotlight_search_marks.sql).
        case when hit.position <= ${query.limit}
          then (select jsonb_agg(a.search_marks -> word) from unnest(query.words) as word) end as marks
      from hit
      join articles a on a.id = hit.id
      left join categories c on c.id = a.category_id
      left join article_ratings r on r.article_id = a.id
      cross join query
      order by hit.position`,
      )
      return parseSearchRows(rows)
    },

    /**
     * Up to `limit` public articles whose app or title starts with, holds or nearly spells `q`. For a `q` of
     * WORD_START_MAX_CHARS characters or fewer, words that start with it, newest first: "holds" and trigram
     * closeness of two letters match nearly every name, and ranking them all cost 120-190 ms on 10,000 articles.
     * Longer: the names that hold it, and only when they are too few, the close spellings after them. Chinese
     * and Korean: the titles' and apps' words starting with the typed ones (scriptSuggestions).
     */
    async suggest(query: { q: string; today: string; limit: number }): Promise<Suggestion[]> {
      if (HAN_OR_HANGUL.test(query.q)) {
        const newest = parseSuggestionRows(await rowsOf(db, scriptSuggestions(query, true)))
        if (newest.length >= query.limit) return newest
        return parseSuggestionRows(await rowsOf(db, scriptSuggestions(query, false)))
      }
      if ([...query.q].length <= WORD_START_MAX_CHARS) {
        return parseSuggestionRows(await rowsOf(db, wordStartSuggestions(query)))
      }
      const holding = parseSuggestionRows(await rowsOf(db, holdingSuggestions(query)))
      if (holding.length >= query.limit || !mayHaveTypos(query.q)) return holding
      const close = await rowsOf(db, closeSuggestions({ ...query, limit: query.limit - holding.length }))
      return [...holding, ...parseSuggestionRows(close)]
    },

    /** Whether an article is public today: related articles are only shown under those. */
    async isPublic(query: { id: number; today: string }): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select a.id from articles a where a.id = ${query.id} and ${publicOn(A, query.today)}`,
      )
      return parseIdRows(rows).length > 0
    },

    /**
     * Other public articles for the one `id`: same category first, then by how many of its title and
     * description words (its weight A and B lexemes) they share, then the newer.
     */
    async related(query: { id: number; today: string; limit: number }): Promise<CardRow[]> {
      const rows = await rowsOf(
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
      return parseCardRows(rows)
    },
  }
}
export type SearchRepository = ReturnType<typeof createSearchRepository>
