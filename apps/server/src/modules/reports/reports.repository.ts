import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { ReportAction, ReportReason, ReportTargetType } from '@spotlight/shared/schemas/reports'
import { advisoryXactLock } from '#src/db/advisory-lock'
import type { Db } from '#src/db/client'
import { reports } from '#src/db/schema/reports'

export type ReportRow = typeof reports.$inferSelect
export type Target = { targetType: ReportTargetType; targetId: number }

/**
 * The first keys of the advisory locks of this module (any constants of ours): one account's reports
 * (the daily limit is counted, then written), and one item's reports (a decision reads its open group, then closes it).
 */
const REPORTER_LOCK = 7_100_003
const TARGET_LOCK: Record<ReportTargetType, number> = { ARTICLE: 7_100_004, REVIEW: 7_100_005 }

const openOf = (target: Target) =>
  and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId), isNull(reports.resolvedAt))

export function createReportsRepository(db: Db) {
  return {
    /** Serialises one account's reports to the end of the transaction. */
    lockReporter: (reporterId: number) => advisoryXactLock(db, REPORTER_LOCK, reporterId),
    /** Serialises the decisions on (and the reports of) one item to the end of the transaction. */
    lockTarget: (target: Target) => advisoryXactLock(db, TARGET_LOCK[target.targetType], target.targetId),
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
    async findById(id: number) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1)
      return row ?? null
    },
    /** Who reported the item before and saw an admin dismiss it. */
    async dismissedReportersOf(target: Target): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ reporterId: reports.reporterId })
        .from(reports)
        .where(
          and(
            eq(reports.targetType, target.targetType),
            eq(reports.targetId, target.targetId),
            eq(reports.outcome, 'DISMISS'),
          ),
        )
      return new Set(rows.map((row) => row.reporterId))
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
