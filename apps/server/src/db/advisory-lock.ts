import { sql } from 'drizzle-orm'
import type { Db } from './client'

/**
 * Serialises work on one thing, across connections and instances, until the transaction of `tx` ends
 * (PostgreSQL and PGlite): a transaction-level advisory lock needs no lock row, and the commit or the
 * rollback releases it. `classId` names the kind of work (a constant of the caller's module, or a plan's
 * lock class in the plan catalogue: unique across the app, or two kinds of work would wait on each
 * other); `objectId` the thing (an account, an article, a category; 0 for the whole site). Both keys are
 * written into the statement as integer literals.
 */
export async function advisoryXactLock(tx: Db, classId: number, objectId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(Math.trunc(classId)))}, ${sql.raw(String(Math.trunc(objectId)))})`,
  )
}
