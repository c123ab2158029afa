import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm'
import type { AuditAction } from '@spotlight/shared/schemas/audit'
import type { Db } from '#src/db/client'
import { auditLog } from '#src/db/schema/audit'

export type AuditRow = typeof auditLog.$inferSelect
export type AuditFilter = { from?: Date; to?: Date; action?: AuditAction; actor?: string; belowId?: number }

export function createAuditRepository(db: Db) {
  return {
    async insertEntry(values: typeof auditLog.$inferInsert) {
      const [row] = await db.insert(auditLog).values(values).returning()
      return row!
    },
    /** Newest first, keyset on the id (ids only grow, in the order the actions committed their entries). */
    listEntries(filter: AuditFilter, limit: number) {
      const where: SQL[] = []
      if (filter.from) where.push(gte(auditLog.at, filter.from))
      if (filter.to) where.push(lte(auditLog.at, filter.to))
      if (filter.action) where.push(eq(auditLog.action, filter.action))
      if (filter.actor) where.push(eq(auditLog.actorUsername, filter.actor))
      if (filter.belowId) where.push(lt(auditLog.id, filter.belowId))
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(limit)
    },
  }
}
