import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** What a maker says about themselves on their public page; a user without a row has said nothing yet. */
export const makerProfiles = pgTable(
  'maker_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, shown as text. */
    bio: text(),
    /**
     * Since when the bio waits for an admin (the scam screening flagged it, or its maker rewrote a hidden
     * one): the public page shows no bio meanwhile. Null for a bio the public sees.
     */
    bioHeldAt: timestamp({ withTimezone: true }),
    /** Why an admin hid the bio (the public page shows none); its maker sees the reason. */
    bioHiddenReason: text(),
    /** An https address (checked by the shared schema on every write). */
    website: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's queue of held bios reads only these rows.
  (table) => [
    index('maker_profiles_bio_held_idx')
      .on(table.bioHeldAt)
      .where(sql`${table.bioHeldAt} is not null`),
  ],
)
