import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { categories } from './categories'
import { articleStatusEnum } from './enums'
import { users } from './users'

export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text().notNull(),
    app: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    /** Sanitised HTML: every write goes through the shared allow-list first. */
    content: text().notNull().default(''),
    headerImage: text(),
    headerImagePublicId: text(),
    headerImageUploadDate: timestamp({ withTimezone: true }),
    promoVideo: text(),
    promoVideoPublicId: text(),
    promoVideoUploadDate: timestamp({ withTimezone: true }),
    /** A date in the future schedules the publication. */
    publishDate: date({ mode: 'string' }).notNull(),
    status: articleStatusEnum().notNull().default('DRAFT'),
    rejectionReason: text(),
    /** When the article last went to review (the admin's review), and when an admin then decided (the moderation median). */
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The reason of the rejection a resubmission answers, kept for the admin's review. */
    previousRejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public list: PUBLISHED, publish date come, newest first.
    index('articles_public_idx').on(table.status, table.publishDate.desc(), table.id.desc()),
    index('articles_category_idx').on(table.categoryId, table.status, table.publishDate.desc(), table.id.desc()),
    index('articles_owner_idx').on(table.ownerId, table.status),
  ],
)
