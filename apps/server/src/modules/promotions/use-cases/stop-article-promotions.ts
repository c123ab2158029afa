import { lockClassOf, type SliderPlanType } from '@spotlight/shared/domain/plans'
import type { Db } from '#src/db/client'
import { categoryIdOf, scopeFor, type SlotScope } from '../slot-scope'
import type { PromotionsCore } from './promotions-core'

/**
 * Articles taken off the public pages (unpublished after reports, or their maker suspended): every
 * promotion of them in force ends now, without refund (the terms), and each freed slot is held for the
 * first person waiting. Runs in the caller's transaction; the caller announces the change once it
 * commits. Answers how many ended.
 */
export async function stopArticlePromotions(core: PromotionsCore, articleIds: readonly number[], at: Date, tx: Db) {
  if (articleIds.length === 0) return 0
  const active = await core.repo.listActiveOf(articleIds, at, tx)
  if (active.length === 0) return 0
  const scopes = new Map<string, SlotScope>()
  for (const row of active) {
    const scope = scopeFor(row.planType as SliderPlanType, row.categoryId)
    scopes.set(`${scope.planType}:${categoryIdOf(scope) ?? ''}`, scope)
  }
  // One lock order for every placement (plan's lock class, then category), so two such takedowns never deadlock.
  const ordered = [...scopes.values()].sort(
    (a, b) => lockClassOf(a.planType) - lockClassOf(b.planType) || (categoryIdOf(a) ?? 0) - (categoryIdOf(b) ?? 0),
  )
  for (const scope of ordered) await core.repo.lockSlider(scope, tx)
  const ended = await core.repo.cancelByIds(
    active.map((row) => row.id),
    at,
    tx,
  )
  for (const scope of ordered) await core.line.settle(scope, at, tx)
  return ended
}
