import { and, count, eq, gt, isNotNull, or } from 'drizzle-orm'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { promotions } from '#src/db/schema/index'

/** Which slider a slot belongs to: the one main slider, or one category's slider. */
export type SlotScope = { planType: 'MAIN_SLIDER' } | { planType: 'CATEGORY_SLIDER'; categoryId: number }

/**
 * A RESERVED promotion holds its slot until `reserved_until`, and past it for as long as its order's Pi
 * payment may still be signed: the payments flow releases it (state CANCELLED) only once Pi confirms the
 * payment cancelled, or turns it ACTIVE on completion (docs/decisions/0004-payments.md, "A slot is never
 * sold twice"). A reservation of no order lapses by time alone.
 */
export const heldAt = (now: Date) => or(gt(promotions.reservedUntil, now), isNotNull(promotions.paymentId))

/**
 * Queries only. Build it over the transaction (`createSlotsRepository(tx)`) when the count must hold
 * until a reservation is written: the payments approval takes its lock first, then counts here.
 */
export function createSlotsRepository(db: Db) {
  return {
    /**
     * Promotions holding a slot of the scope at `now`: ACTIVE and not expired, or RESERVED and held.
     * Expired rows stop counting at query time, so no sweeper is needed for them.
     */
    async countTakenSlots(scope: SlotScope, now: Date): Promise<number> {
      const planType: SliderPlanType = scope.planType
      const conditions = [
        eq(promotions.planType, planType),
        or(
          and(eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, now)),
          and(eq(promotions.state, 'RESERVED'), heldAt(now)),
        ),
      ]
      if (scope.planType === 'CATEGORY_SLIDER') conditions.push(eq(promotions.categoryId, scope.categoryId))
      const [row] = await db
        .select({ taken: count() })
        .from(promotions)
        .where(and(...conditions))
      return row?.taken ?? 0
    },
  }
}
export type SlotsRepository = ReturnType<typeof createSlotsRepository>
