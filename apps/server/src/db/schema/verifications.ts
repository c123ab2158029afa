import { index, integer, pgTable, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A maker's claim to control a host, and its proof: the token Spotlight gave them, found at the host
 * (or granted by an admin). One row per maker and host, so a list of cards joins at most one row each.
 */
export const makerVerifications = pgTable(
  'maker_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case host name, no port: what an article's `appUrl` is matched on. */
    host: text().notNull(),
    /** The address checked (its origin for the file, itself for the meta tag). */
    appUrl: text().notNull(),
    token: text().notNull(),
    /** PENDING, VERIFIED, FAILED, LAPSED or REVOKED. */
    status: text().notNull().default('PENDING'),
    /** TOKEN (published by the maker) or ADMIN (granted by hand, never re-checked). */
    method: text().notNull().default('TOKEN'),
    verifiedAt: timestamp({ withTimezone: true }),
    lastCheckedAt: timestamp({ withTimezone: true }),
    /** Checks failed in a row: two lapse a verified host. */
    failures: integer().notNull().default(0),
    lastOutcome: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('maker_verifications_user_host_idx').on(table.userId, table.host),
    index('maker_verifications_status_idx').on(table.status, table.lastCheckedAt),
  ],
)

/** Every check run, by whom: the per-account hourly limit counts them, and they tell the story of a lapse. */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    verificationId: integer()
      .notNull()
      .references(() => makerVerifications.id, { onDelete: 'cascade' }),
    /** The account that asked (null: the weekly re-check). */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isOk: boolean().notNull(),
    outcome: text().notNull(),
  },
  (table) => [index('verification_checks_user_idx').on(table.userId, table.at)],
)
