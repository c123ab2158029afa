import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { roleEnum } from './enums'

export const users = pgTable('users', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The app-scoped Pi uid from GET /v2/me; never taken from the client. */
  piUid: text().notNull().unique(),
  username: text().notNull().unique(),
  role: roleEnum().notNull().default('USER'),
  /** Set while an admin has suspended the account: it signs in and reads its receipts, nothing more. */
  suspendedAt: timestamp({ withTimezone: true }),
  suspensionReason: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 of the bearer token; the token itself is never stored. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
)

/**
 * The Pi uid each bootstrap admin username (ADMIN_USERNAMES) was first signed in with. Usernames can be
 * renamed and then taken by another account; from its first sign-in on, the username grants ADMIN only
 * to the uid recorded here.
 */
export const adminBootstraps = pgTable('admin_bootstraps', {
  /** Lower case, as configured. */
  username: text().primaryKey(),
  piUid: text().notNull(),
  recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
