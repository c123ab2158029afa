import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import type { Db } from '#src/db/client'
import { byLockOrder, categoryIdOf, placementOf, type SlotScope } from '../slot-scope'
import type { PromotionsCore } from './promotions-core'

/** What a takedown removes from the sliders: these articles' slots and, for a suspended maker, their places in line. */
export type Takedown = {
  articleIds: readonly number[]
  /** The maker whose account is suspended: a suspended account cannot buy, so it waits in no line. */
  suspendedUserId?: number | undefined
}

const keyOf = (scope: SlotScope) => `${scope.planType}:${categoryIdOf(scope) ?? ''}`

function scopesOf(rows: readonly { planType: string; categoryId: number | null }[], into: Map<string, SlotScope>) {
  for (const row of rows) {
    // A promotion of a deleted category is in no slider: it ends without a placement to lock.
    const scope = placementOf(row.planType as SliderPlanType, row.categoryId)
    if (scope) into.set(keyOf(scope), scope)
  }
  return into
}

/**
 * Articles taken off the public pages (unpublished after reports, or their maker suspended): every
 * promotion of them in force ends now, without refund (the terms), and every reservation of them is
 * released at once: its order may still be paid, but a paid order of an article taken down gets no
 * slot (`activatePaid`), so nothing needs to stay held for it. A suspended maker leaves every line, a
 * slot held for them included. Each freed slot is held for the first person waiting. Runs in the
 * caller's transaction, which has already moved the articles (so a completion that waits for a
 * placement's lock here reads them taken down); the caller announces the change once it commits.
 * Answers how many promotions ended.
 */
export async function stopArticlePromotions(core: PromotionsCore, takedown: Takedown, at: Date, tx: Db) {
  const { articleIds, suspendedUserId } = takedown
  const listed = articleIds.length === 0 ? [] : await core.repo.listInForceOf(articleIds, at, tx)
  const places = suspendedUserId === undefined ? [] : await core.line.lines.listByUser(suspendedUserId, tx)
  const scopes = scopesOf(places, scopesOf(listed, new Map()))
  if (scopes.size === 0) return 0
  const ordered = [...scopes.values()].sort(byLockOrder)
  for (const scope of ordered) await core.repo.lockSlider(scope, tx)
  // Read again under the locks: a reservation that turned ACTIVE meanwhile ends like any other.
  const rows = listed.length === 0 ? [] : await core.repo.listInForceOf(articleIds, at, tx)
  const ended = await core.repo.cancelByIds(
    rows.filter((row) => row.state === 'ACTIVE').map((row) => row.id),
    at,
    tx,
  )
  const reserved = rows.filter((row) => row.state === 'RESERVED')
  await core.repo.releaseByIds(
    reserved.map((row) => row.id),
    tx,
  )
  // A hold the buyer's order had taken over counts again (as when any reservation is released).
  await core.line.lines.unlinkOrders(
    reserved.flatMap((row) => (row.paymentId ? [row.paymentId] : [])),
    tx,
  )
  if (suspendedUserId !== undefined) await core.line.lines.removeAllOf(suspendedUserId, tx)
  for (const scope of ordered) await core.line.settle(scope, at, tx)
  return ended
}
