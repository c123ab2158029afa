import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The admins' actions, one row each, written in the action's own transaction. Append-only: a trigger
 * (modules/audit/sql/spotlight_audit_append_only.sql) refuses UPDATE and DELETE, even to the table's
 * owner. No foreign key to users: the row keeps the actor's name as it was, and nothing cascades into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer().notNull(),
    actorUsername: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    summary: text().notNull(),
    reason: text(),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_actor_idx').on(table.actorUsername, table.id)],
)
