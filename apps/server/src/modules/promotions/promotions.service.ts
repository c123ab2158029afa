import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import type { SlotsQuery, WaitlistSlider } from '@spotlight/shared/schemas/payments'
import type { Db } from '#src/db/client'
import { createPromotionsRepository } from './promotions.repository'
import { activate, activateByAdmin } from './use-cases/activate-plan'
import { activatePaid } from './use-cases/activate-paid'
import { activePlan } from './use-cases/active-plan'
import { assertCanBuy } from './use-cases/assert-can-buy'
import { listWindowsFor, occupancyNow } from './use-cases/campaign-reads'
import { cancelSubscription } from './use-cases/cancel-subscription'
import { findByOrder } from './use-cases/find-by-order'
import { listRenewable } from './use-cases/list-renewable'
import {
  createPromotionsCore,
  insertActive,
  type OrderPromotion,
  type PromotionsDeps,
  type PromotionTargetInput,
  type Viewer,
} from './use-cases/promotions-core'
import { releaseLapsedReservations, releaseReservation } from './use-cases/release-reservations'
import { reserveSlot } from './use-cases/reserve-slot'
import { resolveTarget } from './use-cases/resolve-target'
import { slotInfo } from './use-cases/slot-info'
import { resumeArticlePromotions } from './use-cases/resume-article-promotions'
import { stopArticlePromotions } from './use-cases/stop-article-promotions'
import { createTick } from './use-cases/tick'

export type { SlotScope } from './slot-scope'
export { scopeFor } from './slot-scope'
export type { SlotHeld, SlotHeldHook } from './waiting-list'
export { WAITLIST_TICK_MS, waitlistHoldsJob } from './waitlist-holds.job'
export { RENEWAL_WINDOW_MS, RESERVATION_MS } from './use-cases/promotions-core'
export { lockCategoryPlacements, type CategoryInPlay } from './use-cases/category-placements'
export type {
  OrderPromotion,
  PromotionsDeps,
  PromotionTargetInput,
  StartedWithoutPayment,
  Viewer,
} from './use-cases/promotions-core'

type ActivateInput = { articleId: number; planType: SliderPlanType; categorySlug?: string | undefined }

/**
 * Promotions, placement slots, reservations and rotation (docs/decisions/0004-payments.md): one use
 * case per file under use-cases/, over the shared core in use-cases/promotions-core.ts. Methods that
 * take `trx` run inside the caller's transaction: the payments flow reserves and activates under its
 * order's row lock (lock order: order row, then placement).
 */
export function createPromotionsService(deps: PromotionsDeps) {
  const core = createPromotionsCore(deps)
  const { repo, line } = core
  return {
    // The purchase flow (payments module), inside its order's transaction where `trx` is taken.
    resolveTarget: (input: PromotionTargetInput) => resolveTarget(core, input),
    assertCanBuy: (order: Omit<OrderPromotion, 'id'>) => assertCanBuy(core, order),
    reserveSlot: (order: OrderPromotion, at: Date, trx: Db) => reserveSlot(core, order, at, trx),
    activatePaid: (order: OrderPromotion, at: Date, trx: Db) => activatePaid(core, order, at, trx),
    releaseReservation: (orderId: string, trx?: Db) => releaseReservation(core, orderId, trx),
    releaseLapsedReservations: (at: Date, isHeld: (orderIds: string[]) => Promise<Set<string>>) =>
      releaseLapsedReservations(core, at, isHeld),
    findByOrder: (orderId: string) => findByOrder(core, orderId),
    /** The public reads that show promotions are stale (the payments flow calls it once its grant committed). */
    announceChange: () => core.announce(),
    tick: createTick(core),
    /**
     * The articles are taken down (unpublished after reports, their maker suspended): their slider
     * promotions end now, no refund, and their reservations are released, in the caller's transaction;
     * a suspended maker (`suspendedUserId`) also leaves every waiting line. `announceChange` once it commits.
     */
    stopAllOf: (articleIds: readonly number[], trx: Db, suspendedUserId?: number) =>
      stopArticlePromotions(core, { articleIds, suspendedUserId }, core.now(), trx),
    /** An article the scam rule hid, public again: its promotions run on for the time it was hidden. */
    resumeAfterHidden: (articleId: number, hiddenAt: Date, trx: Db) =>
      resumeArticlePromotions(core, { articleId, hiddenAt }, core.now(), trx),

    // The promotions routes (/api/payments/...).
    slotInfo: (query: SlotsQuery, language: string) => slotInfo(core, query, language),
    activate: (viewer: Viewer, input: ActivateInput) => activate(core, viewer, input),
    activateByAdmin: (admin: Viewer, input: ActivateInput) => activateByAdmin(core, admin, input),
    cancelSubscription: (viewer: Viewer, input: { articleId: number; planType: SliderPlanType }) =>
      cancelSubscription(core, viewer, input),
    activePlan: (viewer: Viewer, username: string | undefined) => activePlan(core, viewer, username),
    renewable: (viewer: Viewer) => listRenewable(core, viewer),
    /** Joins a full placement's line (WAITLIST_SLOT_FREE when a slot is free). */
    joinWaitlist: async (viewer: Viewer, slider: WaitlistSlider) =>
      line.join(viewer.userId, await line.scopeOf(slider.planType, slider.categorySlug), core.now()),
    /** The viewer's places (position, and `heldUntil` while a slot is held). */
    waitlistPlaces: (viewer: Viewer) => line.places(viewer.userId, core.now()),
    /** The slots held for a user now (My Articles says which articles could take them, and until when). */
    listHeldSlots: (userId: number, at: Date = core.now()) => line.holds(userId, at),
    /** Leaves the line; a held slot passes on at once. */
    leaveWaitlist: async (viewer: Viewer, slider: WaitlistSlider) =>
      line.leave(viewer.userId, await line.scopeOf(slider.planType, slider.categorySlug), core.now()),

    // Reads for other modules: articles (plans shown, rotation) and campaign stats.
    /** Slot plans in force for these articles, soonest to expire first. */
    listActivePlansFor: (articleIds: number[], at: Date = core.now()) => repo.listActivePlansFor(articleIds, at),
    /** Ids of the articles in a placement's rotation now (every slot plan's when `planType` is absent). */
    listRotationArticleIds: (query: { now: Date; planType?: SliderPlanType; categoryId?: number }) =>
      repo.listRotationArticleIds(query),
    listWindowsFor: (articleId: number) => listWindowsFor(core, articleId),
    /** Every placement's slots taken at `at` (the campaign stats pass their own clock). */
    occupancyNow: (at: Date, language: string) => occupancyNow(core, at, language),
  }
}
export type PromotionsService = ReturnType<typeof createPromotionsService>

/**
 * The demo seed's promotions, written in its transaction on an empty database before the app is built:
 * no slot check, and no hook to run (nothing is cached yet, nobody waits for a slot). Not a service of
 * its own, so that app.ts's is the only promotions service, the one whose hooks are wired.
 */
export const seedActivePromotion = (target: Omit<OrderPromotion, 'id' | 'userId'>, at: Date, trx: Db) =>
  insertActive(createPromotionsRepository(trx), target, at, trx)

export { createPromotionEnds, type ArticleOwnerReads, type PromotionEnd } from './promotion-ends'
