import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc())],
)
