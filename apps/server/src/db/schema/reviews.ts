import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { REVIEW_STATUSES } from '@spotlight/shared/domain/reviews'
import { articles } from './articles'
import { users } from './users'

export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES)

/**
 * One account's rating (and optional plain-text review) of one article: the unique index is what
 * makes two simultaneous first reviews end as one row (the write is an upsert on it).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    /** Plain text, stored as typed (trimmed); never markup. */
    text: text().notNull().default(''),
    status: reviewStatusEnum().notNull(),
    /** Why an admin hid it; its author is told. */
    hiddenReason: text(),
    /** Kept with each mark in the mark's transaction, so a page of reviews sorts without counting. */
    helpfulCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the author changes the rating or text: an edited review says so. */
    editedAt: timestamp({ withTimezone: true }),
    /** When it was last approved or hidden. */
    decidedAt: timestamp({ withTimezone: true }),
    /**
     * When an admin last hid the maker's reply to it. Outlives the reply: a reply the maker deletes
     * and writes again after a hide waits for an admin instead of going public.
     */
    replyHiddenAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reviews_article_author_idx').on(table.articleId, table.authorId),
    index('reviews_article_status_idx').on(table.articleId, table.status),
    index('reviews_author_created_idx').on(table.authorId, table.createdAt),
    index('reviews_status_created_idx').on(table.status, table.createdAt, table.id),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${table.text}) <= 1000`),
  ],
)

/**
 * What is kept of a review its author deleted: enough for the rules that outlive it. The daily limit
 * counts the reviews written in the last 24 hours, deleted ones included; a review written again after
 * an admin hid the deleted one waits for an admin; and an account with a review published once counts
 * as vetted. No text, no rating: nothing here is shown or added up.
 */
export const deletedReviews = pgTable(
  'deleted_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Its state when deleted. */
    status: reviewStatusEnum().notNull(),
    /** When the deleted review was first written (its `created_at`). */
    writtenAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deleted_reviews_author_written_idx').on(table.authorId, table.writtenAt),
    index('deleted_reviews_article_author_idx').on(table.articleId, table.authorId),
  ],
)

/** The article owner's one public reply to a review. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: integer()
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    /** Why an admin hid the reply (then the public list shows none); its author is told. */
    hiddenReason: text(),
    /**
     * Since when the reply waits for an admin (the scam screening flagged its text): the public sees
     * no reply meanwhile, its author sees it as waiting. Null once approved, and for a reply never held.
     */
    heldAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('review_replies_text_length', sql`char_length(${table.text}) between 1 and 1000`),
    // The admin's queue of held replies reads only these rows.
    index('review_replies_held_idx')
      .on(table.heldAt)
      .where(sql`${table.heldAt} is not null`),
  ],
)

/** One reader's "Helpful" on one review (toggled: a delete undoes it). */
export const reviewHelpfulMarks = pgTable(
  'review_helpful_marks',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    index('review_helpful_user_idx').on(table.userId),
  ],
)

/**
 * The published reviews of an article added up, rewritten in the transaction of every write that
 * changes them (under this row's lock), so a page view reads one row instead of counting reviews.
 * `score` is the Bayesian average "Top rated" sorts by.
 */
export const articleRatings = pgTable(
  'article_ratings',
  {
    articleId: integer()
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    count: integer().notNull().default(0),
    sum: integer().notNull().default(0),
    stars1: integer().notNull().default(0),
    stars2: integer().notNull().default(0),
    stars3: integer().notNull().default(0),
    stars4: integer().notNull().default(0),
    stars5: integer().notNull().default(0),
    score: doublePrecision().notNull().default(3),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('article_ratings_score_idx').on(table.score.desc(), table.articleId.desc())],
)
