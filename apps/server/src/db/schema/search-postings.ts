import { date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { articles } from './articles'

/**
 * The title-and-app and description-company-category lexemes of every PUBLISHED article, one row per
 * article and lexeme, with the rank a match on it gives (2 the title or app, 1 the rest of the head), the
 * article's publish date and category: written by the articles' postings triggers in the same statement as
 * the article (modules/search/sql/spotlight_article_search_postings.sql). Search walks a word's rows newest
 * first and stops when its page is full, instead of reading and sorting every article that holds the word
 * (docs/decisions/0010-search.md, Decision, "Ranking"). Only SQL reads or writes it.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    lexeme: text().notNull(),
    rank: smallint().notNull(),
    publishDate: date({ mode: 'string' }).notNull(),
    categoryId: integer(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.lexeme] }),
    // The walk's order; the category last, so a filtered walk reads it from the index alone.
    index('search_postings_walk_idx').on(
      table.lexeme,
      table.rank,
      table.publishDate.desc(),
      table.articleId.desc(),
      table.categoryId,
    ),
  ],
)
