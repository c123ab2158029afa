import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { ReportAction, ReportReason, ReportTargetType } from '@spotlight/shared/schemas/reports'
import type { Db } from '#src/db/client'
import { reports } from '#src/db/schema/reports'

export type ReportRow = typeof reports.$inferSelect
export type Target = { targetType: ReportTargetType; targetId: number }

const openOf = (target: Target) =>
  and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId), isNull(reports.resolvedAt))

export function createReportsRepository(db: Db) {
  return {
    /** The new report, or null when this account already has an open one of the item (the partial unique index). */
    async insertReport(values: Target & { reporterId: number; reason: ReportReason; note: string; at: Date }) {
      const [row] = await db
        .insert(reports)
        .values({ ...values, createdAt: values.at })
        .onConflictDoNothing()
        .returning()
      return row ?? null
    },
    async countSince(reporterId: number, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)))
      return row?.n ?? 0
    },
    listOpenOf(target: Target) {
      return db.select().from(reports).where(openOf(target)).orderBy(asc(reports.id))
    },
    async findOpen(id: number) {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.id, id), isNull(reports.resolvedAt)))
        .limit(1)
      return row ?? null
    },
    /** Every open report, oldest first (the queue groups them by item). */
    listOpen(limit: number) {
      return db.select().from(reports).where(isNull(reports.resolvedAt)).orderBy(asc(reports.id)).limit(limit)
    },
    /** Closes every open report of the item with the decision; answers the closed rows. */
    resolveAll(target: Target, outcome: ReportAction, at: Date) {
      return db.update(reports).set({ resolvedAt: at, outcome }).where(openOf(target)).returning()
    },
    listByReporter(reporterId: number, ids?: number[]) {
      const conditions = [eq(reports.reporterId, reporterId)]
      if (ids) conditions.push(inArray(reports.id, ids))
      return db
        .select()
        .from(reports)
        .where(and(...conditions))
        .orderBy(asc(reports.id))
    },
  }
}
