import { asc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { makerProfiles } from '#src/db/schema/makers'

/** Whether the public sees the bio: held for an admin since `bioHeldAt`, or hidden by one with a reason. */
export type BioState = { bioHeldAt: Date | null; bioHiddenReason: string | null }

/** Queries only: the profile fields a maker writes about themselves. */
export function createMakersRepository(db: Db) {
  return {
    async findProfile(userId: number) {
      const [row] = await db.select().from(makerProfiles).where(eq(makerProfiles.userId, userId)).limit(1)
      return row ?? null
    },

    /** The profile row under a lock (none yet: null), so two saves of one account decide the bio's state in turn. */
    async lockProfile(userId: number) {
      const [row] = await db.select().from(makerProfiles).where(eq(makerProfiles.userId, userId)).for('update')
      return row ?? null
    },

    async upsertProfile(userId: number, values: { bio: string | null; website: string | null } & BioState, at: Date) {
      const [row] = await db
        .insert(makerProfiles)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: makerProfiles.userId, set: { ...values, updatedAt: at } })
        .returning()
      return row!
    },

    /** The bios held for an admin, the longest waiting first. */
    listHeldBios(limit: number) {
      return db
        .select()
        .from(makerProfiles)
        .where(isNotNull(makerProfiles.bioHeldAt))
        .orderBy(asc(makerProfiles.bioHeldAt), asc(makerProfiles.userId))
        .limit(limit)
    },

    async setBioState(userId: number, state: BioState) {
      const [row] = await db.update(makerProfiles).set(state).where(eq(makerProfiles.userId, userId)).returning()
      return row ?? null
    },
  }
}
export type MakersRepository = ReturnType<typeof createMakersRepository>
