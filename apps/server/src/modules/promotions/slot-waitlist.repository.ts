import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, type SQL } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { categories, slotWaitlist } from '#src/db/schema/index'
import type { SlotScope } from './promotions.repository'

export type WaitlistEntry = typeof slotWaitlist.$inferSelect
/** A row with its category's slug (null for the main slider). */
export type WaitlistPlaceRow = WaitlistEntry & { categorySlug: string | null }

/**
 * The slug is read with a join (read-only, like the article lists' category names): these reads run
 * inside the slider's transaction, where another service's separate query would wait on PGlite's
 * single connection.
 */
const withSlug = (trx: Db) =>
  trx
    .select({
      id: slotWaitlist.id,
      userId: slotWaitlist.userId,
      planType: slotWaitlist.planType,
      categoryId: slotWaitlist.categoryId,
      heldUntil: slotWaitlist.heldUntil,
      orderId: slotWaitlist.orderId,
      createdAt: slotWaitlist.createdAt,
      categorySlug: categories.slug,
    })
    .from(slotWaitlist)
    .leftJoin(categories, eq(categories.id, slotWaitlist.categoryId))

/** The rows of one slider's line. */
const inScope = (scope: SlotScope) =>
  scope.planType === 'MAIN_SLIDER'
    ? and(eq(slotWaitlist.planType, 'MAIN_SLIDER'), isNull(slotWaitlist.categoryId))
    : and(eq(slotWaitlist.planType, 'CATEGORY_SLIDER'), eq(slotWaitlist.categoryId, scope.categoryId))

/** A hold in force that no order has taken over yet: it is what counts as a taken slot. */
const holdingAt = (at: Date) => and(gt(slotWaitlist.heldUntil, at), isNull(slotWaitlist.orderId))

export const scopeOfEntry = (row: Pick<WaitlistEntry, 'planType' | 'categoryId'>): SlotScope =>
  row.planType === 'CATEGORY_SLIDER' && row.categoryId !== null
    ? { planType: 'CATEGORY_SLIDER', categoryId: row.categoryId }
    : { planType: 'MAIN_SLIDER' }

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
    async find(userId: number, scope: SlotScope, trx: Db = db): Promise<WaitlistPlaceRow | null> {
      const [row] = await withSlug(trx).where(and(eq(slotWaitlist.userId, userId), inScope(scope)))
      return row ?? null
    },

    /** Joins the line once: a second join keeps the first place. */
    async insert(userId: number, scope: SlotScope, trx: Db = db) {
      await trx
        .insert(slotWaitlist)
        .values({
          userId,
          planType: scope.planType,
          categoryId: scope.planType === 'CATEGORY_SLIDER' ? scope.categoryId : null,
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

    listByUser(userId: number, trx: Db = db): Promise<WaitlistPlaceRow[]> {
      return withSlug(trx).where(eq(slotWaitlist.userId, userId)).orderBy(asc(slotWaitlist.id))
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
    listFirstWaiting(scope: SlotScope, limit: number, trx: Db = db): Promise<WaitlistPlaceRow[]> {
      return withSlug(trx)
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
