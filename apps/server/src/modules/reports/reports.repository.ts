import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { ReportAction, ReportReason, ReportTargetType } from '@spotlight/shared/schemas/reports'
import { advisoryXactLock } from '#src/db/advisory-lock'
import type { Db } from '#src/db/client'
import { reports } from '#src/db/schema/reports'

export type ReportRow = typeof reports.$inferSelect
export type Target = { targetType: ReportTargetType; targetId: number }
/** A reported item of the queue: how many open reports it has, and the oldest one's id. */
export type OpenGroup = Target & { reports: number; firstId: number }
/** Where a queue page ends: its last item's open reports and first id. */
export type GroupCursor = { reports: number; firstId: number }

/**
 * The first keys of the advisory locks of this module (any constants of ours): one account's reports
 * (the daily limit is counted, then written), and one item's reports (a decision reads its open group, then closes it).
 */
const REPORTER_LOCK = 7_100_003
const TARGET_LOCK: Record<ReportTargetType, number> = { ARTICLE: 7_100_004, REVIEW: 7_100_005 }

/** Any of these items (a queue page's, a few dozen at most). */
const anyOf = (targets: Target[]) =>
  or(...targets.map((target) => and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId))))

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
    /**
     * Those of these accounts whose word an admin has overruled: a report of this item dismissed (any
     * reason), or a scam report of any item dismissed. One query for both.
     */
    async overruledAmong(target: Target, reporterIds: number[]): Promise<Set<number>> {
      if (reporterIds.length === 0) return new Set()
      const rows = await db
        .selectDistinct({ reporterId: reports.reporterId })
        .from(reports)
        .where(
          and(
            inArray(reports.reporterId, reporterIds),
            eq(reports.outcome, 'DISMISS'),
            or(
              and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId)),
              eq(reports.reason, 'SCAM'),
            ),
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
    /**
     * One page of the reported items, the most reported first, then the longest waiting; keyset on
     * (open reports, first id), so a page does not shift as the items before it are decided.
     */
    listOpenGroups(limit: number, after?: GroupCursor): Promise<OpenGroup[]> {
      const open = sql<number>`count(*)::int`
      const firstId = sql<number>`min(${reports.id})::int`
      return db
        .select({ targetType: reports.targetType, targetId: reports.targetId, reports: open, firstId })
        .from(reports)
        .where(isNull(reports.resolvedAt))
        .groupBy(reports.targetType, reports.targetId)
        .having(
          after
            ? sql`count(*) < ${after.reports} or (count(*) = ${after.reports} and min(${reports.id}) > ${after.firstId})`
            : sql`true`,
        )
        .orderBy(sql`count(*) desc`, sql`min(${reports.id}) asc`)
        .limit(limit)
    },
    /** How many items have open reports. */
    async countOpenGroups() {
      const [row] = await db
        .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
        .from(reports)
        .where(isNull(reports.resolvedAt))
      return row?.n ?? 0
    },
    /** The items' open reports by reason, all of them counted. */
    countOpenByReason(targets: Target[]) {
      if (targets.length === 0) return Promise.resolve([])
      return db
        .select({ targetType: reports.targetType, targetId: reports.targetId, reason: reports.reason, n: count() })
        .from(reports)
        .where(and(isNull(reports.resolvedAt), anyOf(targets)))
        .groupBy(reports.targetType, reports.targetId, reports.reason)
    },
    /** The first `perItem` open reports of each item, oldest first. */
    async listOpenOfEach(targets: Target[], perItem: number): Promise<ReportRow[]> {
      if (targets.length === 0) return []
      const ranked = db
        .select({
          id: reports.id,
          rank: sql<number>`row_number() over (partition by ${reports.targetType}, ${reports.targetId} order by ${reports.id})`.as(
            'rank',
          ),
        })
        .from(reports)
        .where(and(isNull(reports.resolvedAt), anyOf(targets)))
        .as('ranked')
      const rows = await db
        .select({ report: reports })
        .from(reports)
        .innerJoin(ranked, eq(reports.id, ranked.id))
        .where(lte(ranked.rank, perItem))
        .orderBy(asc(reports.id))
      return rows.map((row) => row.report)
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
