import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const sessionLinks = pgTable(
  'session_links',
  {
    code: text().primaryKey(),
    /** sha-256 of the secret only the creating desktop holds. */
    secretHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    claimedUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp({ withTimezone: true }),
    creatorUserAgent: text(),
    /** The creating desktop's network (`203.0.113.x`, an IPv6 /48), never its whole address. */
    creatorNetwork: text(),
    /** The digits the desktop shows and the phone's user types; null only on links made before it existed. */
    pairingCode: text(),
    /** Pairing codes the phone has tried; at PAIRING_CODE_TRIES wrong ones the link is dead. */
    pairingTries: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** X25519 public key derived from the secret: the desktop's session is sealed to it at sync. */
    deliveryKey: text().notNull(),
    /** The desktop's session, sealed to `deliveryKey`; set at sync, erased when handed out. */
    sealedDelivery: text(),
    /** When the session was handed out (socket or status read): a link delivers once. */
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('session_links_expires_idx').on(table.expiresAt)],
)
