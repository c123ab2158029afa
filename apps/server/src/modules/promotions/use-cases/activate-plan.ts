import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import type { ActivatePlanResponse } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { recordAudit } from '#src/modules/audit/audit.service'
import { scopeFor } from '../slot-scope'
import {
  alreadyActive,
  freeSlots,
  hasLivePromotion,
  insertActive,
  noSlot,
  type PromotionsCore,
  type PromotionTargetInput,
  type Viewer,
} from './promotions-core'
import { resolveTarget } from './resolve-target'

type ActivateInput = { articleId: number; planType: SliderPlanType; categorySlug?: string | undefined }

/** Under the placement's lock, in a transaction of its own: an ACTIVE promotion without payment. */
async function activateWithoutPayment(core: PromotionsCore, input: Omit<PromotionTargetInput, 'asAdmin'>) {
  const { db, repo, line } = core
  const at = core.now()
  const { article, categoryId } = await resolveTarget(core, { ...input, asAdmin: true })
  const scope = scopeFor(input.planType, categoryId)
  const row = await db.transaction(async (tx) => {
    await repo.lockSlider(scope, tx)
    if (await hasLivePromotion(core, article.id, input.planType, at, { trx: tx })) throw alreadyActive()
    // Those waiting come first: a slot freed since the last tick is held for them before counting.
    await line.settle(scope, at, tx)
    if ((await freeSlots(core, scope, at, tx, input.userId)) <= 0) throw noSlot()
    await line.lines.remove(input.userId, scope, tx)
    const started = await insertActive(repo, { articleId: article.id, planType: input.planType, categoryId }, at, tx)
    // Read in the transaction: on PGlite's one connection, a read beside it would wait for it forever.
    const [titled] = await createArticleLookupService({ db: tx }).listTitles([article.id])
    await core.startedWithoutPayment(tx, {
      userId: article.ownerId,
      articleId: article.id,
      articleTitle: titled?.title ?? '',
      planType: input.planType,
      promotionId: started.id,
      expiresAt: started.expiresAt!,
      at,
    })
    await recordAudit(tx, {
      actorId: input.userId,
      action: 'PROMOTION_FREE_ACTIVATION',
      targetType: 'ARTICLE',
      targetId: article.id,
      summary: `${input.planType} → ACTIVE until ${started.expiresAt!.toISOString()}`,
      at,
    })
    return started
  })
  core.announce()
  return row
}

/**
 * POST /api/payments/activate: for a non-admin, confirms the active promotion a completed payment
 * granted (402 otherwise); an admin activates without payment when none is active.
 */
export async function activate(
  core: PromotionsCore,
  viewer: Viewer,
  input: ActivateInput,
): Promise<ActivatePlanResponse> {
  const asAdmin = viewer.role === 'ADMIN'
  const { article } = await resolveTarget(core, { ...input, userId: viewer.userId, asAdmin })
  const active = await core.repo.findActive(article.id, input.planType, core.now())
  if (active) return { planType: input.planType, expirationAt: active.expiresAt!.toISOString() }
  if (!asAdmin) throw new AppError('PAYMENT_REQUIRED', 'This plan has not been paid for this article.')
  const row = await activateWithoutPayment(core, { ...input, userId: viewer.userId })
  return { planType: input.planType, expirationAt: row.expiresAt!.toISOString() }
}

/** POST /api/payments/activate/admin: an ACTIVE promotion without payment, if a slot is free. */
export async function activateByAdmin(
  core: PromotionsCore,
  admin: Viewer,
  input: ActivateInput,
): Promise<ActivatePlanResponse> {
  const row = await activateWithoutPayment(core, { ...input, userId: admin.userId })
  return { planType: input.planType, expirationAt: row.expiresAt!.toISOString() }
}
