import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** A category: its name and description here are English, every other language's fallback. */
export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
  emoji: text(),
  headerImage: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * The slugs a category had before an admin changed them: its old addresses (links, bookmarks, search
 * engines) answer a permanent redirect to the current one. Each points at the category itself, so a
 * chain of renames is one hop. A slug a category holds now is never here (taking it drops the alias),
 * and a category's aliases go with it.
 */
export const categorySlugAliases = pgTable(
  'category_slug_aliases',
  {
    slug: text().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('category_slug_aliases_category_idx').on(table.categoryId)],
)

/**
 * A category's name and description in a language other than English (a code of the language
 * registry), each optional: a page in that language falls back to the English one. A row exists
 * only while it holds one of them, and goes with its category.
 */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    name: text(),
    description: text(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.language] })],
)
