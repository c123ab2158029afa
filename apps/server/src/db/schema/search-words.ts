import { index, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The words of every article's app, company and title (folded: lower case, no accents; 4 letters or
 * more, no bare numbers), written by the articles' search trigger
 * (modules/search/sql/spotlight_article_search_fields.sql). Search looks a misspelt word up here by
 * trigrams and searches its close spellings instead (docs/decisions/0010-search.md): a few thousand
 * short words, not every article's names.
 * Words are never removed: one left by a deleted or renamed article only adds a spelling that
 * finds nothing, and the visibility rules stay those of the articles themselves.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
  },
  (table) => [index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')).with({ fastupdate: false })],
)
