import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
  // Spanish name and description (issue 17): optional, the pages fall back to the English ones.
  nameEs: text(),
  descriptionEs: text(),
  emoji: text(),
  headerImage: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
