import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_TARGET_TYPES } from '@spotlight/shared/schemas/reports'
import { users } from './users'

export const reportTargetTypeEnum = pgEnum('report_target_type', REPORT_TARGET_TYPES)
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS)
export const reportActionEnum = pgEnum('report_action', REPORT_ACTIONS)

/**
 * A reader's report of an article or a review. The target is a type and an id, not a foreign key: each
 * type's module says whether the item exists (the reports module's resolvers). Open while `resolvedAt`
 * is null; an admin's decision closes every open report of the item at once.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    targetType: reportTargetTypeEnum().notNull(),
    targetId: integer().notNull(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReasonEnum().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    outcome: reportActionEnum(),
  },
  (table) => [
    // One open report per account and item; a new one is welcome once the last is decided.
    uniqueIndex('reports_open_idx')
      .on(table.targetType, table.targetId, table.reporterId)
      .where(sql`${table.resolvedAt} is null`),
    index('reports_queue_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.resolvedAt} is null`),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
  ],
)
