import { sql } from 'drizzle-orm'
import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { categories } from './categories'
import { planTypeEnum } from './enums'
import { payments, promotions } from './payments'
import { users } from './users'

/**
 * The waiting list of each slider: one row per user and slider, first come (lowest id)
 * first served. `heldUntil` set: a freed slot is held for the user until then and counts as taken
 * for everyone else. `orderId` set: the holder's order reserved the slot; the reservation counts in
 * its place until it is paid (the row is then removed) or released (the hold counts again).
 */
export const slotWaitlist = pgTable(
  'slot_waitlist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: planTypeEnum().notNull(),
    /** Only for CATEGORY_SLIDER: whose slider. */
    categoryId: integer().references(() => categories.id, { onDelete: 'cascade' }),
    heldUntil: timestamp({ withTimezone: true }),
    orderId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('slot_waitlist_user_slider_idx').on(
      table.userId,
      table.planType,
      sql`coalesce(${table.categoryId}, 0)`,
    ),
    index('slot_waitlist_line_idx').on(table.planType, table.categoryId, table.id),
  ],
)

/** One row per paid renewal: what it extended, from when to when (the receipt's "until when"). */
export const promotionRenewals = pgTable(
  'promotion_renewals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    previousExpiresAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promotion_renewals_payment_idx').on(table.paymentId)],
)
