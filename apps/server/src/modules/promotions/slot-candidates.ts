import type { Db } from '#src/db/client'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import type { PromotionsRepository } from './promotions.repository'
import { categoryIdOf, type SlotScope } from './slot-scope'

/**
 * Whether the user owns an article that could take a slot of this placement now: published (in the
 * placement's category, for a per-category plan) and without that plan active or reserved, as buying
 * requires. Only such a user waits in its line or is held a freed slot: anyone else would keep the slot
 * from a buyer for 24 hours for nothing. Read in `tx`, the slider's transaction, under its lock.
 */
export async function hasArticleForSlot(
  repo: PromotionsRepository,
  userId: number,
  scope: SlotScope,
  at: Date,
  tx: Db,
): Promise<boolean> {
  const categoryId = categoryIdOf(scope) ?? undefined
  const ids = await createArticleLookupService({ db: tx }).listPublishedIdsByOwner(userId, categoryId, tx)
  if (ids.length === 0) return false
  const holding = await repo.listArticlesHolding(ids, scope.planType, at, tx)
  return ids.some((id) => !holding.has(id))
}
