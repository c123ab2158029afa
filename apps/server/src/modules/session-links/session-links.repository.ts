import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { sessionLinks } from '#src/db/schema/session-links'

// Queries only. The claim and the hand-out are single conditional statements (or a row lock), so two
// instances racing for the same link cannot both win.
export function createSessionLinksRepository(db: Db) {
  return {
    async insertLink(values: {
      code: string
      secretHash: string
      deliveryKey: string
      expiresAt: Date
      creatorUserAgent: string | null
      creatorNetwork: string | null
      pairingCode: string
    }) {
      const [row] = await db.insert(sessionLinks).values(values).returning()
      return row!
    },

    async findByCode(code: string) {
      const [row] = await db.select().from(sessionLinks).where(eq(sessionLinks.code, code)).limit(1)
      return row ?? null
    },

    /**
     * Checks `typed` against the link's pairing code, spending one of its `maxTries` tries when it is
     * wrong, and returns the stored code to compare; null when the link is unknown, taken, expired or
     * out of tries. One statement, so
     * concurrent tries cannot spend more than there are. A last wrong try ends the link at once.
     */
    async spendPairingTry(code: string, typed: string, maxTries: number, now: Date) {
      const at = sql`${now.toISOString()}::timestamptz`
      const [row] = await db
        .update(sessionLinks)
        .set({
          // Only a wrong code spends a try: several phones confirming with the right one at once must
          // leave the link to the one that claims it, not lock it.
          pairingTries: sql`case when ${sessionLinks.pairingCode} is distinct from ${typed} then ${sessionLinks.pairingTries} + 1 else ${sessionLinks.pairingTries} end`,
          expiresAt: sql`case when ${sessionLinks.pairingTries} + 1 >= ${maxTries} and ${sessionLinks.pairingCode} is distinct from ${typed} then ${at} else ${sessionLinks.expiresAt} end`,
        })
        .where(
          and(
            eq(sessionLinks.code, code),
            isNull(sessionLinks.claimedAt),
            gt(sessionLinks.expiresAt, now),
            lt(sessionLinks.pairingTries, maxTries),
          ),
        )
        .returning({ pairingCode: sessionLinks.pairingCode, pairingTries: sessionLinks.pairingTries })
      return row ?? null
    },

    /** Claims an unclaimed, unexpired link for a user; null when it is unknown, taken or expired. */
    async claimLink(code: string, userId: number, now: Date) {
      const [row] = await db
        .update(sessionLinks)
        .set({ claimedUserId: userId, claimedAt: now })
        .where(and(eq(sessionLinks.code, code), isNull(sessionLinks.claimedAt), gt(sessionLinks.expiresAt, now)))
        .returning({ code: sessionLinks.code, deliveryKey: sessionLinks.deliveryKey })
      return row ?? null
    },

    /** Undoes a claim whose session could not be prepared, so the phone can try again. */
    async releaseClaim(code: string) {
      await db
        .update(sessionLinks)
        .set({ claimedUserId: null, claimedAt: null })
        .where(and(eq(sessionLinks.code, code), isNull(sessionLinks.sealedDelivery), isNull(sessionLinks.deliveredAt)))
    },

    async updateSealedDelivery(code: string, sealedDelivery: string) {
      await db
        .update(sessionLinks)
        .set({ sealedDelivery })
        .where(and(eq(sessionLinks.code, code), isNull(sessionLinks.deliveredAt)))
    },

    /**
     * Takes the sealed session out of the row and marks the link delivered, at most once: a second
     * caller waits on the row lock, then finds nothing left. Null when nothing is waiting.
     */
    async takeSealedDelivery(code: string, now: Date, claimedAfter: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ sealedDelivery: sessionLinks.sealedDelivery })
          .from(sessionLinks)
          .where(
            and(
              eq(sessionLinks.code, code),
              isNotNull(sessionLinks.sealedDelivery),
              isNull(sessionLinks.deliveredAt),
              gt(sessionLinks.claimedAt, claimedAfter),
            ),
          )
          .for('update')
        if (!row?.sealedDelivery) return null
        await tx.update(sessionLinks).set({ sealedDelivery: null, deliveredAt: now }).where(eq(sessionLinks.code, code))
        return row.sealedDelivery
      })
    },

    /** Removes links that expired before `before`; returns how many. */
    async deleteExpiredBefore(before: Date) {
      const rows = await db
        .delete(sessionLinks)
        .where(lt(sessionLinks.expiresAt, before))
        .returning({ code: sessionLinks.code })
      return rows.length
    },
  }
}
export type SessionLinksRepository = ReturnType<typeof createSessionLinksRepository>
