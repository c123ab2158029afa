import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { adminBootstraps } from '#src/db/schema/index'

// The uid each bootstrap admin username was first signed in with: one row a username, never replaced.
export function createAdminBootstrapsRepository(db: Db) {
  return {
    /** Records `piUid` for `username` unless a uid is recorded for it already (the first one stays). */
    async recordFirst(username: string, piUid: string) {
      await db
        .insert(adminBootstraps)
        .values({ username, piUid })
        .onConflictDoNothing({ target: adminBootstraps.username })
    },
    /** Whether `piUid` is the uid recorded for one of `usernames`. */
    async isRecorded(piUid: string, usernames: string[]) {
      if (usernames.length === 0) return false
      const [row] = await db
        .select({ username: adminBootstraps.username })
        .from(adminBootstraps)
        .where(and(eq(adminBootstraps.piUid, piUid), inArray(adminBootstraps.username, usernames)))
        .limit(1)
      return row !== undefined
    },
    /** The uids recorded for `usernames`. */
    async uidsFor(usernames: string[]) {
      if (usernames.length === 0) return []
      const rows = await db
        .select({ piUid: adminBootstraps.piUid })
        .from(adminBootstraps)
        .where(inArray(adminBootstraps.username, usernames))
      return rows.map((row) => row.piUid)
    },
  }
}
