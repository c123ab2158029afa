import { eq, sql } from 'drizzle-orm'
import type { Role } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { users } from '#src/db/schema/index'

export function createUsersRepository(db: Db) {
  return {
    /**
     * Creates the user on first sign-in, or refreshes the username (a Pioneer can rename) on later ones.
     * A username taken by another uid is released first: Pi usernames are unique at any moment.
     */
    async upsertByPiUid(values: { piUid: string; username: string; role: Role | null }) {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ username: sql`${users.username} || '~' || ${users.id}` })
          .where(sql`${users.username} = ${values.username} and ${users.piUid} <> ${values.piUid}`)
        const [row] = await tx
          .insert(users)
          .values({ piUid: values.piUid, username: values.username, role: values.role ?? 'USER' })
          .onConflictDoUpdate({
            target: users.piUid,
            set: {
              username: values.username,
              updatedAt: new Date(),
              // Config can make someone an admin; it never takes a role stored in the database away.
              ...(values.role === 'ADMIN' ? { role: 'ADMIN' as const } : {}),
            },
          })
          .returning()
        return row!
      })
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },
    async findByUsername(username: string) {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1)
      return row ?? null
    },
  }
}
