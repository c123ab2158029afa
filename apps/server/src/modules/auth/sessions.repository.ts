import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { sessions, users } from '#src/db/schema/index'

export function createSessionsRepository(db: Db) {
  return {
    async insertSession(values: { userId: number; tokenHash: string; expiresAt: Date }) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id })
      return row!
    },
    /** A session that exists, is not revoked and has not expired, with its user. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          userId: users.id,
          username: users.username,
          piUid: users.piUid,
          role: users.role,
          suspendedAt: users.suspendedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1)
      return row ?? null
    },
    async revokeSession(sessionId: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    },
  }
}
