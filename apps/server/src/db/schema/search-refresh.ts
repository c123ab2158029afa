import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { articles } from './articles'

/**
 * Articles whose search fields are stale: a category rename puts its articles here (the trigger of
 * drizzle/0018), and the search module re-indexes them a small batch at a time, off the rename's
 * request, so one rename of a big category never holds the database for seconds.
 */
export const searchRefreshQueue = pgTable('search_refresh_queue', {
  articleId: integer()
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
