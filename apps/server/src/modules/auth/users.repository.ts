import { and, count, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Role } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { users } from '#src/db/schema/index'

/** Where a list of suspended accounts stopped: the last account's suspension time and id. */
export type SuspendedPosition = { since: Date; id: number }

export function createUsersRepository(db: Db) {
  return {
    /**
     * Creates the user on first sign-in, or refreshes the username (a Pioneer can rename) on later ones.
     * A username taken by another uid is released first: Pi usernames are unique at any moment.
     */
    async upsertByPiUid(values: { piUid: string; username: string; role: Role }) {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ username: sql`${users.username} || '~' || ${users.id}` })
          .where(sql`${users.username} = ${values.username} and ${users.piUid} <> ${values.piUid}`)
        const [row] = await tx
          .insert(users)
          .values(values)
          .onConflictDoUpdate({
            target: users.piUid,
            // The role is decided afresh at each sign-in (admin-role.ts): an admin removed from the configuration loses it.
            set: { username: values.username, role: values.role, updatedAt: new Date() },
          })
          .returning()
        return row!
      })
    },
    /** ADMIN for exactly the users of `adminPiUids`, USER for everyone else; returns how many rows changed. */
    async setAdmins(adminPiUids: string[]) {
      const isAdmin = adminPiUids.length > 0 ? inArray(users.piUid, adminPiUids) : sql`false`
      const role = sql`case when ${isAdmin} then 'ADMIN' else 'USER' end::role`
      const rows = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(ne(users.role, role))
        .returning({ id: users.id })
      return rows.length
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },
    async findByUsername(username: string) {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1)
      return row ?? null
    },
    async adminIds(): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'))
      return rows.map((row) => row.id)
    },
    async usernamesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids))
      return new Map(rows.map((row) => [row.id, row.username]))
    },
    async createdAtOf(ids: number[]): Promise<Map<number, Date>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(inArray(users.id, ids))
      return new Map(rows.map((row) => [row.id, row.createdAt]))
    },
    /** Sets (or, with null, lifts) the suspension; the row after it, or null for no such user. */
    async setSuspension(id: number, suspension: { at: Date; reason: string } | null) {
      const [row] = await db
        .update(users)
        .set({
          suspendedAt: suspension?.at ?? null,
          suspensionReason: suspension?.reason ?? null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning()
      return row ?? null
    },
    /** Accounts suspended now, the latest first, at most `limit` of them after `after` (the last one read). */
    listSuspended(limit: number, after: SuspendedPosition | null = null) {
      const afterIt = after
        ? or(lt(users.suspendedAt, after.since), and(eq(users.suspendedAt, after.since), lt(users.id, after.id)))
        : undefined
      return db
        .select({ id: users.id, username: users.username, reason: users.suspensionReason, since: users.suspendedAt })
        .from(users)
        .where(and(isNotNull(users.suspendedAt), afterIt))
        .orderBy(desc(users.suspendedAt), desc(users.id))
        .limit(limit)
    },
    async countSuspended(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(isNotNull(users.suspendedAt))
      return row?.n ?? 0
    },
    async piUidsOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db.select({ id: users.id, piUid: users.piUid }).from(users).where(inArray(users.id, ids))
      return new Map(rows.map((row) => [row.id, row.piUid]))
    },
  }
}
