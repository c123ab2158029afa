import { and, count, eq, gt, or } from 'drizzle-orm'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { promotions } from '#src/db/schema/index'

/** Which slider a slot belongs to: the one main slider, or one category's slider. */
export type SlotScope = { planType: 'MAIN_SLIDER' } | { planType: 'CATEGORY_SLIDER'; categoryId: number }

/**
 * Queries only. Build it over the transaction (`createSlotsRepository(tx)`) when the count must hold
 * until a reservation is written: the payments approval takes its lock first, then counts here.
 */
export function createSlotsRepository(db: Db) {
  return {
    /**
     * Promotions holding a slot of the scope at `now`: ACTIVE and not expired, or RESERVED and not
     * lapsed. Expired and lapsed rows stop counting at query time, so no sweeper is needed for this.
     */
    async countTakenSlots(scope: SlotScope, now: Date): Promise<number> {
      const planType: SliderPlanType = scope.planType
      const conditions = [
        eq(promotions.planType, planType),
        or(
          and(eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, now)),
          and(eq(promotions.state, 'RESERVED'), gt(promotions.reservedUntil, now)),
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
