import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const sessionLinks = pgTable('session_links', {
  code: text().primaryKey(),
  /** sha-256 of the secret only the creating desktop holds. */
  secretHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  claimedUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: timestamp({ withTimezone: true }),
  creatorUserAgent: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
