import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import { AppError } from '#src/errors/app-error'
import { recordAudit } from '#src/modules/audit/audit.service'
import { placementOf } from '../slot-scope'
import type { PromotionsCore, Viewer } from './promotions-core'

const notFound = () => new AppError('PROMOTION_NOT_FOUND', 'This article has no active plan of that type.')

/** DELETE /api/payments/cancel-subscription: the active promotion ends now; no refund. */
export async function cancelSubscription(
  core: PromotionsCore,
  viewer: Viewer,
  input: { articleId: number; planType: SliderPlanType },
) {
  const article = await core.articles.findPromotable(input.articleId)
  if (!article) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
  if (viewer.role !== 'ADMIN' && article.ownerId !== viewer.userId) {
    throw new AppError('FORBIDDEN', 'You can only cancel the plans of your own articles.')
  }
  const at = core.now()
  const active = await core.repo.findActive(article.id, input.planType, at)
  if (!active) throw notFound()
  // Null for a promotion whose category was deleted: it is in no slider, so no placement to lock or free.
  const scope = placementOf(input.planType, active.categoryId)
  await core.db.transaction(async (tx) => {
    if (scope) await core.repo.lockSlider(scope, tx)
    if ((await core.repo.cancelActive(article.id, input.planType, at, tx)) === 0) throw notFound()
    if (viewer.role === 'ADMIN') {
      const summary = `${input.planType} ACTIVE → CANCELLED`
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'PROMOTION_CANCEL',
        targetType: 'ARTICLE',
        targetId: article.id,
        summary,
        at,
      })
    }
    // The freed slot is held for the first person waiting for it, at once.
    if (scope) await core.line.settle(scope, at, tx)
  })
  core.announce()
}
