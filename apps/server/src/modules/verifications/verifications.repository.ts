import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { advisoryXactLock } from '#src/db/advisory-lock'
import type { Db } from '#src/db/client'
import { makerVerifications, verificationChecks } from '#src/db/schema/verifications'

export type VerificationRow = typeof makerVerifications.$inferSelect

/** The first key of the advisory lock that serialises one account's checks (any constant of ours). */
const USER_CHECKS_LOCK = 7_100_006

/** Queries only: the makers' verifications and the checks run on them. */
export function createVerificationsRepository(db: Db) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(makerVerifications).where(eq(makerVerifications.id, id)).limit(1)
      return row ?? null
    },
    async findByUserHost(userId: number, host: string) {
      const [row] = await db
        .select()
        .from(makerVerifications)
        .where(and(eq(makerVerifications.userId, userId), eq(makerVerifications.host, host)))
        .limit(1)
      return row ?? null
    },
    /** A new claim, or the existing one of this maker and host (its token kept: it may already be published). */
    async insertOrKeep(values: { userId: number; host: string; appUrl: string; token: string; at: Date }) {
      await db
        .insert(makerVerifications)
        .values({ ...values, createdAt: values.at })
        .onConflictDoNothing({ target: [makerVerifications.userId, makerVerifications.host] })
      const [row] = await db
        .select()
        .from(makerVerifications)
        .where(and(eq(makerVerifications.userId, values.userId), eq(makerVerifications.host, values.host)))
      return row!
    },
    async update(id: number, values: Partial<typeof makerVerifications.$inferInsert>) {
      const [row] = await db.update(makerVerifications).set(values).where(eq(makerVerifications.id, id)).returning()
      return row!
    },
    listByUser(userId: number) {
      return db
        .select()
        .from(makerVerifications)
        .where(eq(makerVerifications.userId, userId))
        .orderBy(asc(makerVerifications.host))
    },
    /** Every maker's verifications (of one status, when given), the latest first, those before `beforeId`. */
    listForAdmins({
      limit,
      beforeId,
      status,
    }: {
      limit: number
      beforeId?: number | undefined
      status?: string | undefined
    }) {
      return db
        .select()
        .from(makerVerifications)
        .where(
          and(
            status ? eq(makerVerifications.status, status) : undefined,
            beforeId ? lt(makerVerifications.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(makerVerifications.id))
        .limit(limit)
    },
    async countForAdmins(status?: string) {
      const [row] = await db
        .select({ count: count() })
        .from(makerVerifications)
        .where(status ? eq(makerVerifications.status, status) : undefined)
      return row?.count ?? 0
    },
    listVerifiedByUser(userId: number) {
      return db
        .select({ host: makerVerifications.host, verifiedAt: makerVerifications.verifiedAt })
        .from(makerVerifications)
        .where(and(eq(makerVerifications.userId, userId), eq(makerVerifications.status, 'VERIFIED')))
        .orderBy(asc(makerVerifications.host))
    },
    async countChecksSince(userId: number, since: Date) {
      const [row] = await db
        .select({ count: count() })
        .from(verificationChecks)
        .where(and(eq(verificationChecks.userId, userId), gt(verificationChecks.at, since)))
      return row?.count ?? 0
    },
    /** Serialises one account's checks to the end of the transaction (the hourly limit is counted, then written). */
    async lockUserChecks(userId: number) {
      await advisoryXactLock(db, USER_CHECKS_LOCK, userId)
    },
    /** The new check's id. */
    async insertCheck(values: typeof verificationChecks.$inferInsert) {
      const [row] = await db.insert(verificationChecks).values(values).returning({ id: verificationChecks.id })
      return row!.id
    },
    /** A check recorded when it started gets its outcome. */
    async completeCheck(checkId: number, values: { at: Date; isOk: boolean; outcome: string }) {
      await db.update(verificationChecks).set(values).where(eq(verificationChecks.id, checkId))
    },
    /**
     * Verified hosts (proved by token) whose re-check is due: a week after the last check, or a day
     * after a failed one, so a second failure in a row comes soon after the first.
     */
    listDueRechecks(at: Date, limit: number) {
      const weekAgo = new Date(at.getTime() - 7 * 86_400_000)
      const dayAgo = new Date(at.getTime() - 86_400_000)
      return db
        .select()
        .from(makerVerifications)
        .where(
          and(
            eq(makerVerifications.status, 'VERIFIED'),
            eq(makerVerifications.method, 'TOKEN'),
            or(
              isNull(makerVerifications.lastCheckedAt),
              lt(makerVerifications.lastCheckedAt, weekAgo),
              and(gt(makerVerifications.failures, 0), lt(makerVerifications.lastCheckedAt, dayAgo)),
            ),
          ),
        )
        .orderBy(sql`${makerVerifications.lastCheckedAt} asc nulls first`)
        .limit(limit)
    },
    /** Locks the rows (a re-check and a maker's check of the same host do not both lapse it). */
    async lockById(id: number) {
      const [row] = await db.select().from(makerVerifications).where(eq(makerVerifications.id, id)).for('update')
      return row ?? null
    },
  }
}
export type VerificationsRepository = ReturnType<typeof createVerificationsRepository>
