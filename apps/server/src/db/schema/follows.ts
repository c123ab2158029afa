import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { articles } from './articles'
import { categories } from './categories'
import { users } from './users'

/** An account follows a maker: one row per pair, so following twice is following once. */
export const makerFollows = pgTable(
  'maker_follows',
  {
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    makerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.makerId] }),
    index('maker_follows_maker_idx').on(table.makerId),
  ],
)

/** An account follows a category: one row per pair. */
export const categoryFollows = pgTable(
  'category_follows',
  {
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.categoryId] }),
    index('category_follows_category_idx').on(table.categoryId),
  ],
)

/**
 * Articles that became published, waiting to be announced to their followers. Written in the
 * publication's transaction; a scheduled job tells the followers once the article is public (its
 * publish date may be later) and stamps `announcedAt`, so each article is announced once.
 */
export const followAnnouncements = pgTable(
  'follow_announcements',
  {
    articleId: integer()
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    makerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    title: text().notNull(),
    company: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    announcedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('follow_announcements_due_idx')
      .on(table.dueAt)
      .where(sql`${table.announcedAt} is null`),
  ],
)
