import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, type SQL } from 'drizzle-orm'
import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import type { Db } from '#src/db/client'
import { slotWaitlist } from '#src/db/schema/index'
import { categoryIdOf, scopeFor, type SlotScope } from './slot-scope'

export type WaitlistEntry = typeof slotWaitlist.$inferSelect

/** The rows of one placement's line. */
const inScope = (scope: SlotScope) => {
  const categoryId = categoryIdOf(scope)
  return and(
    eq(slotWaitlist.planType, scope.planType),
    categoryId === null ? isNull(slotWaitlist.categoryId) : eq(slotWaitlist.categoryId, categoryId),
  )
}

/** A hold in force that no order has taken over yet: it is what counts as a taken slot. */
const holdingAt = (at: Date) => and(gt(slotWaitlist.heldUntil, at), isNull(slotWaitlist.orderId))

/** A line's placement (a category's line goes with its category: deleting one deletes the other). */
export const scopeOfEntry = (row: Pick<WaitlistEntry, 'planType' | 'categoryId'>): SlotScope =>
  scopeFor(row.planType as SliderPlanType, row.categoryId)

/**
 * Queries over the waiting lists (the promotions module's table). Writes that change who holds a
 * slot run under the slider's advisory lock, in the caller's transaction (`trx`).
 */
/** How many places in line match `conditions`, a user's own left out when `exceptUserId` is given. */
async function countInLine(trx: Db, conditions: (SQL | undefined)[], exceptUserId?: number): Promise<number> {
  if (exceptUserId !== undefined) conditions.push(ne(slotWaitlist.userId, exceptUserId))
  const [row] = await trx
    .select({ n: count() })
    .from(slotWaitlist)
    .where(and(...conditions))
  return row?.n ?? 0
}

export function createSlotWaitlistRepository(db: Db) {
  return {
    async find(userId: number, scope: SlotScope, trx: Db = db): Promise<WaitlistEntry | null> {
      const [row] = await trx
        .select()
        .from(slotWaitlist)
        .where(and(eq(slotWaitlist.userId, userId), inScope(scope)))
      return row ?? null
    },

    /** Joins the line once: a second join keeps the first place. */
    async insert(userId: number, scope: SlotScope, trx: Db = db) {
      await trx
        .insert(slotWaitlist)
        .values({
          userId,
          planType: scope.planType,
          categoryId: categoryIdOf(scope),
        })
        .onConflictDoNothing()
    },

    async remove(userId: number, scope: SlotScope, trx: Db = db): Promise<WaitlistEntry | null> {
      const [row] = await trx
        .delete(slotWaitlist)
        .where(and(eq(slotWaitlist.userId, userId), inScope(scope)))
        .returning()
      return row ?? null
    },

    /** Every place of the user, in every line (a suspended account waits for nothing); answers what was removed. */
    removeAllOf(userId: number, trx: Db = db): Promise<WaitlistEntry[]> {
      return trx.delete(slotWaitlist).where(eq(slotWaitlist.userId, userId)).returning()
    },

    listByUser(userId: number, trx: Db = db): Promise<WaitlistEntry[]> {
      return trx.select().from(slotWaitlist).where(eq(slotWaitlist.userId, userId)).orderBy(asc(slotWaitlist.id))
    },

    /** How many wait (no hold) ahead of the row `id` in its line. */
    async countWaitingAhead(scope: SlotScope, id: number, trx: Db = db): Promise<number> {
      const [row] = await trx
        .select({ n: count() })
        .from(slotWaitlist)
        .where(and(inScope(scope), isNull(slotWaitlist.heldUntil), lt(slotWaitlist.id, id)))
      return row?.n ?? 0
    },

    /** Holds in force on the slider, a user's own left out when `exceptUserId` is given. */
    countHolds(scope: SlotScope, at: Date, exceptUserId?: number, trx: Db = db): Promise<number> {
      return countInLine(trx, [inScope(scope), holdingAt(at)], exceptUserId)
    },

    /** People waiting without a hold (the slots about to be held for them count as taken for others). */
    countWaiting(scope: SlotScope, exceptUserId?: number, trx: Db = db): Promise<number> {
      return countInLine(trx, [inScope(scope), isNull(slotWaitlist.heldUntil)], exceptUserId)
    },

    /** Holds that ran out: their place is given up, the slot passes on. */
    deleteExpiredHolds(scope: SlotScope, at: Date, trx: Db = db) {
      return trx
        .delete(slotWaitlist)
        .where(and(inScope(scope), lte(slotWaitlist.heldUntil, at)))
        .returning({ id: slotWaitlist.id, userId: slotWaitlist.userId })
    },

    /** The first `limit` people waiting, first come first. */
    listFirstWaiting(scope: SlotScope, limit: number, trx: Db = db): Promise<WaitlistEntry[]> {
      return trx
        .select()
        .from(slotWaitlist)
        .where(and(inScope(scope), isNull(slotWaitlist.heldUntil)))
        .orderBy(asc(slotWaitlist.id))
        .limit(limit)
    },

    async hold(ids: number[], until: Date, trx: Db = db) {
      if (ids.length === 0) return
      await trx.update(slotWaitlist).set({ heldUntil: until }).where(inArray(slotWaitlist.id, ids))
    },

    /** The holder's order reserved the slot: the reservation now counts in the hold's place. */
    async linkOrder(userId: number, scope: SlotScope, orderId: string, at: Date, trx: Db = db) {
      await trx
        .update(slotWaitlist)
        .set({ orderId })
        .where(and(eq(slotWaitlist.userId, userId), inScope(scope), gt(slotWaitlist.heldUntil, at)))
    },

    /** Those orders' reservations were released: their holds (if still in force) count again. */
    async unlinkOrders(orderIds: string[], trx: Db = db) {
      if (orderIds.length === 0) return
      await trx.update(slotWaitlist).set({ orderId: null }).where(inArray(slotWaitlist.orderId, orderIds))
    },

    /** The order was paid: the hold it used is done with. */
    async deleteByOrder(orderId: string, trx: Db = db) {
      await trx.delete(slotWaitlist).where(eq(slotWaitlist.orderId, orderId))
    },

    /** The sliders whose line has anyone in it (waiting or holding). */
    listScopes(trx: Db = db) {
      return trx
        .selectDistinct({ planType: slotWaitlist.planType, categoryId: slotWaitlist.categoryId })
        .from(slotWaitlist)
    },
  }
}

export type SlotWaitlistRepository = ReturnType<typeof createSlotWaitlistRepository>
