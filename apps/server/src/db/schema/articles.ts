import { customType, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { Language } from '@spotlight/shared/domain/languages'
import { categories } from './categories'
import { articleStatusEnum, piNetworkEnum } from './enums'
import { users } from './users'

/** PostgreSQL's full-text document type; only SQL reads or writes it (the search module's queries, the trigger). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

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
    /** Why a HIDDEN article is off the public pages: `REPORTS` (pending a decision) or `SUSPENSION` (its maker's). */
    hiddenReason: text(),
    /** When the scam rule hid it: its promotions run on for as long as it was hidden, should it come back. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** The app's address (https) and the Pi network its maker declares; optional for older articles. */
    appUrl: text(),
    piNetwork: piNetworkEnum(),
    /** The language it is written in, a code of the language registry (checked by the API, not the database). */
    language: text().$type<Language>().notNull().default('en'),
    /** What the scam screening found at the last submission ([] when nothing): the admin confirms before publishing. */
    screeningFindings: jsonb().$type<{ rule: string; reason: string; match: string }[]>().notNull().default([]),
    /** When the article last went to review (the admin's review), and when an admin then decided (the moderation median). */
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The reason of the rejection a resubmission answers, kept for the admin's review. */
    previousRejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The search index, kept by a trigger in the same transaction as every write
     * (modules/search/sql/spotlight_article_search_fields.sql): title and app (weight A), description,
     * company and category name (B), the text of the content (C).
     */
    searchVector: tsvector(),
    /** The weight A and B part of `searchVector` alone (the second rank: description, company, category). */
    searchHead: tsvector(),
    /** The weight A part alone (the first rank: title and app). */
    searchTitle: tsvector(),
    /** The content's plain text (first 20,000 characters), the snippets' source: no HTML parse per search. */
    searchText: text(),
    /**
     * Where each lexeme of the description stands (drizzle/0014): `{lexeme: [[start, stop, ways], ...]}`,
     * characters from 0, `ways` the bits of the configurations that give it (1 English, 2 Spanish, 4 Spanish as
     * written). A description's snippet is marked from it by the server, not parsed by ts_headline per search.
     */
    searchMarks: jsonb().$type<Record<string, [number, number, number][]>>(),
    /** App, company and title folded (lower case, no accents), for typo- and prefix-tolerant matching; same trigger. */
    searchNames: text(),
  },
  (table) => [
    // The public list: PUBLISHED, publish date come, newest first.
    index('articles_public_idx').on(table.status, table.publishDate.desc(), table.id.desc()),
    // The public list in one language ("Only in ..."): the same order within it.
    index('articles_language_idx').on(table.language, table.status, table.publishDate.desc(), table.id.desc()),
    index('articles_category_idx').on(table.categoryId, table.status, table.publishDate.desc(), table.id.desc()),
    index('articles_owner_idx').on(table.ownerId, table.status),
    // fastupdate off: a write updates the index at once, so a search never scans a pending list
    // (up to 4 MB, read by every search until a vacuum) — articles are written rarely, searched often.
    index('articles_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    // One index per rank: a page is read rank by rank, each newest first, and stops once it is full.
    index('articles_search_head_idx').using('gin', table.searchHead).with({ fastupdate: false }),
    index('articles_search_title_idx').using('gin', table.searchTitle).with({ fastupdate: false }),
    index('articles_search_names_idx').using('gin', table.searchNames.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
)
