import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { publicationCredits } from '#src/db/schema/index'

/** Queries only. Write methods work on whatever handle they are given (a transaction in the service). */
export function createCreditsRepository(db: Db) {
  return {
    async insertCredit(values: { userId: number; paymentId?: string | null }) {
      const [row] = await db
        .insert(publicationCredits)
        .values({ userId: values.userId, paymentId: values.paymentId ?? null })
        .onConflictDoNothing()
        .returning()
      return row ?? null
    },

    async findByPaymentId(paymentId: string) {
      const [row] = await db.select().from(publicationCredits).where(eq(publicationCredits.paymentId, paymentId))
      return row ?? null
    },

    /**
     * The user's oldest unused credit, locked for this transaction. SKIP LOCKED: a concurrent create
     * holding another credit's lock is passed over, and one holding the only credit makes this one see none.
     */
    async lockOldestUnused(userId: number) {
      const [row] = await db
        .select({ id: publicationCredits.id })
        .from(publicationCredits)
        .where(and(eq(publicationCredits.userId, userId), isNull(publicationCredits.usedAt)))
        .orderBy(asc(publicationCredits.id))
        .limit(1)
        .for('update', { skipLocked: true })
      return row ?? null
    },

    /** Marks the credit used by this article; the `used_at is null` guard makes a double use impossible. */
    async bindToArticle(creditId: number, articleId: number, at: Date) {
      const [row] = await db
        .update(publicationCredits)
        .set({ articleId, usedAt: at })
        .where(and(eq(publicationCredits.id, creditId), isNull(publicationCredits.usedAt)))
        .returning({ id: publicationCredits.id })
      return row ?? null
    },

    async countUnused(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(publicationCredits)
        .where(and(eq(publicationCredits.userId, userId), isNull(publicationCredits.usedAt)))
      return row?.n ?? 0
    },

    async findByArticleId(articleId: number) {
      const [row] = await db.select().from(publicationCredits).where(eq(publicationCredits.articleId, articleId))
      return row ?? null
    },
  }
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>
