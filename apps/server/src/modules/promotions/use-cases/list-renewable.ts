import { isPerCategoryPlan, isSliderPlan } from '@spotlight/shared/domain/plans'
import type { RenewablePromotion } from '@spotlight/shared/schemas/payments'
import { RENEWAL_WINDOW_MS, type PromotionsCore, type Viewer } from './promotions-core'

/**
 * GET /api/payments/renewable: the viewer's promotions that can be renewed now (in their last 7
 * days, or ended less than 7 days ago), soonest end first.
 */
export async function listRenewable(core: PromotionsCore, viewer: Viewer): Promise<RenewablePromotion[]> {
  const at = core.now()
  const ids = await core.articles.listIdsByOwner(viewer.userId)
  const rows = await core.repo.listInRenewalWindow(ids, at, RENEWAL_WINDOW_MS)
  const list: RenewablePromotion[] = []
  for (const row of rows) {
    if (!isSliderPlan(row.planType)) continue
    // Its category was deleted: that slider is gone, so there is nothing to renew.
    if (isPerCategoryPlan(row.planType) && row.categoryId === null) continue
    const category = row.categoryId === null ? null : await core.categories.findById(row.categoryId)
    list.push({
      articleId: row.articleId,
      planType: row.planType,
      categorySlug: category?.slug ?? null,
      expiresAt: row.expiresAt!.toISOString(),
    })
  }
  return list
}
