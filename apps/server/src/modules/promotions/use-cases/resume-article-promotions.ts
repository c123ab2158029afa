import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import type { Db } from '#src/db/client'
import { byLockOrder, placementOf } from '../slot-scope'
import { freeSlots, type PromotionsCore } from './promotions-core'

/** An article the scam rule hid, back on the public pages, and when it was hidden. */
export type Resumed = { articleId: number; hiddenAt: Date }

/**
 * Reports that an admin dismissed cost the maker no paid time: while the article was hidden its slides
 * were off the sliders, so each promotion that was in force when it was hidden runs on for as long as
 * the hiding lasted. One that reached its end meanwhile comes back only into a free slot (someone may
 * have bought its slot since, and the waiting line's holds count as taken): a slot is never sold twice.
 * Runs in the decision's transaction, placements locked in the one order every slot decision takes;
 * the caller announces the change once it commits. Answers how many promotions run on.
 */
export async function resumeArticlePromotions(core: PromotionsCore, resumed: Resumed, at: Date, tx: Db) {
  const pausedMs = at.getTime() - resumed.hiddenAt.getTime()
  if (pausedMs <= 0) return 0
  const rows = await core.repo.listInForceAt(resumed.articleId, resumed.hiddenAt, tx)
  const placed = rows.flatMap((row) => {
    // A promotion of a deleted category is in no slider: there is nothing to run on.
    const scope = placementOf(row.planType as SliderPlanType, row.categoryId)
    return scope && row.expiresAt ? [{ ...row, scope, expiresAt: row.expiresAt }] : []
  })
  placed.sort((a, b) => byLockOrder(a.scope, b.scope))
  let moved = 0
  for (const row of placed) {
    await core.repo.lockSlider(row.scope, tx)
    const lapsed = row.expiresAt <= at
    if (lapsed && (await freeSlots(core, row.scope, at, tx)) <= 0) continue
    moved += await core.repo.moveEnd(row.id, new Date(row.expiresAt.getTime() + pausedMs), tx)
  }
  return moved
}
