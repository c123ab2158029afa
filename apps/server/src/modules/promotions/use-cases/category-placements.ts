import { isPerCategoryPlan, lockClassOf, PLAN_TYPES } from '@spotlight/shared/domain/plans'
import type { Db } from '#src/db/client'
import { createPromotionsRepository } from '../promotions.repository'

/**
 * What still plays in a category's sliders: promotions in force (`running`, the last of them ending at
 * `lastEnd`), and reservations or renewals whose payment is under way (`pending`).
 */
export type CategoryInPlay = { running: number; lastEnd: Date | null; pending: number }

/**
 * Before a category is deleted, in the delete's transaction: takes the lock of each of its per-category
 * placements, the one every reservation, activation and waiting-list decision there takes, and keeps it
 * until the delete commits, so no purchase slips in between this read and the delete. Then answers what
 * still plays there. Locks in the plan catalogue's lock-class order, as a takedown does.
 */
export async function lockCategoryPlacements(categoryId: number, at: Date, trx: Db): Promise<CategoryInPlay> {
  const repo = createPromotionsRepository(trx)
  const plans = PLAN_TYPES.filter(isPerCategoryPlan).sort((a, b) => lockClassOf(a) - lockClassOf(b))
  for (const planType of plans) await repo.lockSlider({ planType, categoryId }, trx)
  const rows = await repo.listInPlayInCategory(categoryId, at, trx)
  const running = rows.filter((row) => row.state === 'ACTIVE' && row.expiresAt !== null && row.expiresAt > at)
  const ends = running.map((row) => row.expiresAt!.getTime())
  return {
    running: running.length,
    lastEnd: ends.length === 0 ? null : new Date(Math.max(...ends)),
    pending: rows.length - running.length,
  }
}
