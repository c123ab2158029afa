import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { articles } from './articles'
import { categories } from './categories'
import { paymentClosedReasonEnum, paymentStatusEnum, planTypeEnum, promotionStateEnum } from './enums'
import { users } from './users'

/** Our orders. `id` is the `paymentId` the API's create returns to the client; `piPaymentId` the platform's. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    planType: planTypeEnum().notNull(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    articleId: integer().references(() => articles.id, { onDelete: 'set null' }),
    /** Priced on the server from PLAN_PRICES; Pi amounts have 7 decimal places. */
    amount: numeric({ precision: 20, scale: 7 }).notNull(),
    status: paymentStatusEnum().notNull().default('CREATED'),
    /** Why a CANCELLED order closed, when Pi said (cancelled in the wallet, or lapsed); else null. */
    closedReason: paymentClosedReasonEnum(),
    piPaymentId: text().unique(),
    txid: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_idx').on(table.userId),
    index('payments_open_idx')
      .on(table.status)
      .where(sql`${table.status} in ('CREATED', 'APPROVED')`),
  ],
)

/** One publication credit per completed STANDARD payment (or admin grant), bound to the article it creates. */
export const publicationCredits = pgTable(
  'publication_credits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid().references(() => payments.id, { onDelete: 'restrict' }),
    articleId: integer().references(() => articles.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('publication_credits_payment_idx').on(table.paymentId),
    uniqueIndex('publication_credits_article_idx').on(table.articleId),
    index('publication_credits_user_idx').on(table.userId),
  ],
)

export const promotions = pgTable(
  'promotions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    planType: planTypeEnum().notNull(),
    /**
     * Only for CATEGORY_SLIDER: the category whose slider shows it. A category is deleted only once its
     * promotions ended; their rows stay (a receipt keeps the term it bought), with no category.
     */
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    state: promotionStateEnum().notNull().default('RESERVED'),
    reservedUntil: timestamp({ withTimezone: true }),
    startsAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** null when an admin activated it without payment. */
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    /**
     * The order renewing this promotion, from its approval until it completes (the promotion is then
     * extended) or is released. While set, the promotion keeps its slot even past its end, so the renewal
     * its owner is paying for cannot lose it to someone else.
     */
    renewalPaymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_renewal_payment_idx').on(table.renewalPaymentId),
    index('promotions_slots_idx').on(table.planType, table.categoryId, table.state),
    index('promotions_article_idx').on(table.articleId),
    uniqueIndex('promotions_payment_idx').on(table.paymentId),
  ],
)
