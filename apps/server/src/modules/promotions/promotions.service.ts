import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/enums'
import {
  CATEGORY_SLIDER_SLOTS_PER_CATEGORY,
  MAIN_SLIDER_SLOTS,
  PROMOTION_DAYS,
  RENEWAL_WINDOW_DAYS,
  SLOT_RESERVATION_MINUTES,
} from '@spotlight/shared/domain/limits'
import type {
  ActivatePlanResponse,
  RenewablePromotion,
  SlotInfo,
  SlotsQuery,
  WaitlistSlider,
} from '@spotlight/shared/schemas/payments'
import type { SliderOccupancy } from '@spotlight/shared/schemas/stats'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import type { PromotionStarted } from '#src/modules/notifications/notifications.service'
import { listPromotionEndsBetween } from './promotion-ends.repository'
import { createArticleLookupService, type PromotableArticle } from '#src/modules/articles/article-lookup.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import {
  createPromotionsRepository,
  listPromotionWindows,
  type Promotion,
  type PromotionFields,
  type SlotScope,
} from './promotions.repository'
import { createWaitingList, type SlotHeldHook } from './waiting-list'

export type { SlotScope } from './promotions.repository'
export type { SlotHeld, SlotHeldHook } from './waiting-list'
export { WAITLIST_TICK_MS, waitlistHoldsJob } from './waitlist-holds.job'

const DAY_MS = 24 * 3600 * 1000
export const PROMOTION_MS = PROMOTION_DAYS * DAY_MS
export const RESERVATION_MS = SLOT_RESERVATION_MINUTES * 60_000
/** A promotion is renewable from this long before its end until this long after it. */
export const RENEWAL_WINDOW_MS = RENEWAL_WINDOW_DAYS * DAY_MS

/** The most valuable plan first: it is the one the client shows. */
const PLAN_RANK: PlanType[] = ['MAIN_SLIDER', 'CATEGORY_SLIDER', 'STANDARD']

/** What a paid order promotes: its id keys the one promotion row it may have; `userId` is the buyer. */
export type OrderPromotion = {
  id: string
  userId: number
  articleId: number
  planType: SliderPlanType
  categoryId: number | null
}
export type PromotionTargetInput = {
  articleId: number
  planType: SliderPlanType
  categorySlug?: string | undefined
  userId: number
  asAdmin: boolean
}
export type Viewer = { userId: number; username: string; role: 'USER' | 'ADMIN' }
/** A promotion an admin started without payment: what its owner (`userId`) is told. */
export type StartedWithoutPayment = Omit<PromotionStarted, 'renewed'>

export function isSliderPlan(planType: string): planType is SliderPlanType {
  return planType === 'MAIN_SLIDER' || planType === 'CATEGORY_SLIDER'
}

/** Slots per slider (spec section 9): 7 in the main slider, 7 in each category's slider. */
export function slotLimitFor(planType: SliderPlanType): number {
  return planType === 'MAIN_SLIDER' ? MAIN_SLIDER_SLOTS : CATEGORY_SLIDER_SLOTS_PER_CATEGORY
}

export function scopeFor(planType: SliderPlanType, categoryId: number | null): SlotScope {
  if (planType === 'MAIN_SLIDER') return { planType }
  if (categoryId === null) throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'The article has no category slider.')
  return { planType, categoryId }
}

export type PromotionsDeps = {
  db: Db
  now?: () => Date
  articles?: ReturnType<typeof createArticleLookupService>
  categories?: Pick<ReturnType<typeof createCategoriesService>, 'findBySlug' | 'findById' | 'listCategories'>
  users?: Pick<ReturnType<typeof createUsersService>, 'findByUsername'>
  /** A freed slot was held for the first person in line (in the granting transaction); no-op by default. */
  onSlotHeld?: SlotHeldHook
  /**
   * An admin started a promotion without payment, in the activating transaction (so the owner's notice
   * exists exactly when the promotion does, as a paid one's); no-op by default.
   */
  onStartedWithoutPayment?: (tx: Db, started: StartedWithoutPayment) => Promise<void>
  /**
   * A promotion started, was extended or ended: the public reads that show promotions are stale.
   * Called after the change committed; app.ts wires it to `app.publicReads.changed('promotions')`.
   */
  onPromotionsChanged?: () => void
}

/**
 * Promotions, slider slots, reservations and rotation (docs/decisions/0004-payments.md). Methods that
 * take `trx` run inside the caller's transaction: the payments flow reserves and activates under its
 * order's row lock (lock order: order row, then slider).
 */
export function createPromotionsService(deps: PromotionsDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const repo = createPromotionsRepository(db)
  const articles = deps.articles ?? createArticleLookupService({ db })
  const categories = deps.categories ?? createCategoriesService({ db })
  const users = deps.users ?? createUsersService({ db })
  const announce = deps.onPromotionsChanged ?? (() => {})
  const startedWithoutPayment = deps.onStartedWithoutPayment ?? (async () => {})
  const line = createWaitingList({
    db,
    repo,
    categories,
    slotLimit: slotLimitFor,
    onSlotHeld: deps.onSlotHeld ?? (async () => {}),
  })
  /** When the last tick looked for promotions that reached their end (per instance; see `tick`). */
  let lastTickAt: Date | null = null

  /** Free slots at `at`; a hold of `forUserId` is theirs, so it does not count against them. */
  async function freeSlots(scope: SlotScope, at: Date, trx: Db = db, forUserId?: number): Promise<number> {
    const taken = await repo.countTakenSlots(scope, at, trx, forUserId === undefined ? {} : { exceptHoldOf: forUserId })
    return Math.max(0, slotLimitFor(scope.planType) - taken)
  }

  /** A renewal is only open in the window around the end; earlier it is refused. */
  function assertRenewalOpen(promotion: Promotion, at: Date) {
    if (promotion.expiresAt!.getTime() - RENEWAL_WINDOW_MS > at.getTime()) {
      throw new AppError(
        'PROMOTION_RENEWAL_TOO_EARLY',
        'This promotion can be renewed in its last 7 days (or within 7 days of its end).',
      )
    }
  }

  /** A renewal runs 30 days from the later of now and the promotion's current end: no gap, no overlap. */
  const renewedEnd = (promotion: Promotion, at: Date) =>
    new Date(Math.max(at.getTime(), promotion.expiresAt!.getTime()) + PROMOTION_MS)

  /**
   * The reservation or renewal an order held was released (the order was closed unpaid): its user's
   * hold, if it had used one, counts again; a slot that freed goes to the next in line.
   */
  async function releaseOrder(orderId: string, at: Date, tx: Db) {
    const released = [
      ...(await repo.releaseByPaymentId(orderId, tx)),
      ...(await repo.releaseRenewalByPaymentId(orderId, tx)),
    ]
    await line.lines.unlinkOrders([orderId], tx)
    for (const row of released) {
      const scope = scopeFor(row.planType as SliderPlanType, row.categoryId)
      await repo.lockSlider(scope, tx)
      await line.settle(scope, at, tx)
    }
  }

  /** Active, or reserved and held by another order: the article cannot get that plan a second time. */
  async function hasLivePromotion(
    articleId: number,
    planType: SliderPlanType,
    at: Date,
    options: { exceptPaymentId?: string; trx?: Db } = {},
  ) {
    const rows = await repo.listTakenBy(articleId, planType, at, options.trx)
    return rows.some((row) => !options.exceptPaymentId || row.paymentId !== options.exceptPaymentId)
  }

  /** An order has one promotion row: it is updated when it exists, inserted otherwise. */
  async function writeOrderPromotion(
    trx: Db,
    order: OrderPromotion,
    existing: { id: number } | null,
    fields: PromotionFields,
  ) {
    if (existing) return repo.update(existing.id, fields, trx)
    return repo.insert(
      {
        articleId: order.articleId,
        planType: order.planType,
        categoryId: order.planType === 'CATEGORY_SLIDER' ? order.categoryId : null,
        paymentId: order.id,
        ...fields,
      },
      trx,
    )
  }

  /**
   * The article a slider plan is bought or activated for: published, the user's own (unless `asAdmin`),
   * and for the category slider the article's category (a `categorySlug` sent must name that same one).
   */
  async function resolveTarget(
    input: PromotionTargetInput,
  ): Promise<{ article: PromotableArticle; categoryId: number | null }> {
    const article = await articles.findPromotable(input.articleId)
    if (!article) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
    if (!input.asAdmin && article.ownerId !== input.userId) {
      throw new AppError('FORBIDDEN', 'You can only promote your own articles.')
    }
    if (article.status !== 'PUBLISHED') {
      throw new AppError('PROMOTION_ARTICLE_NOT_PUBLISHED', 'Only a published article can be promoted.')
    }
    if (input.planType === 'MAIN_SLIDER') return { article, categoryId: null }
    if (article.categoryId === null) throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'The article has no category.')
    if (input.categorySlug) {
      const category = await categories.findBySlug(input.categorySlug)
      if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
      if (category.id !== article.categoryId) {
        throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'A category slider promotes an article in its own category.')
      }
    }
    return { article, categoryId: article.categoryId }
  }

  /** Under the slider lock, in a transaction of its own: an ACTIVE 30-day promotion without payment. */
  async function activateWithoutPayment(input: Omit<PromotionTargetInput, 'asAdmin'>) {
    const at = now()
    const { article, categoryId } = await resolveTarget({ ...input, asAdmin: true })
    const scope = scopeFor(input.planType, categoryId)
    const row = await db.transaction(async (tx) => {
      await repo.lockSlider(scope, tx)
      if (await hasLivePromotion(article.id, input.planType, at, { trx: tx })) {
        throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
      }
      // Those waiting come first: a slot freed since the last tick is held for them before counting.
      await line.settle(scope, at, tx)
      if ((await freeSlots(scope, at, tx, input.userId)) <= 0) {
        throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
      }
      await line.lines.remove(input.userId, scope, tx)
      const started = await insertActive({ articleId: article.id, planType: input.planType, categoryId }, at, tx)
      // Read in the transaction: on PGlite's one connection, a read beside it would wait for it forever.
      const [titled] = await createArticleLookupService({ db: tx }).listTitles([article.id])
      await startedWithoutPayment(tx, {
        userId: article.ownerId,
        articleId: article.id,
        articleTitle: titled?.title ?? '',
        planType: input.planType,
        promotionId: started.id,
        expiresAt: started.expiresAt!,
        at,
      })
      return started
    })
    announce()
    return row
  }

  /** An ACTIVE 30-day promotion of no order; the caller has checked (or, seeding, needs not check) the slot. */
  function insertActive(target: Omit<OrderPromotion, 'id' | 'userId'>, at: Date, trx: Db) {
    return repo.insert(
      {
        articleId: target.articleId,
        planType: target.planType,
        categoryId: target.planType === 'CATEGORY_SLIDER' ? target.categoryId : null,
        state: 'ACTIVE',
        startsAt: at,
        expiresAt: new Date(at.getTime() + PROMOTION_MS),
      },
      trx,
    )
  }

  return {
    resolveTarget,

    /**
     * `create`'s courtesy check before an order is written: the article may get the plan and the slider
     * has room now. The binding check is `reserveSlot`, under the slider lock, at approval.
     */
    async assertCanBuy(order: Omit<OrderPromotion, 'id'>) {
      const at = now()
      const scope = scopeFor(order.planType, order.categoryId)
      const renewable = await repo.findRenewable(order.articleId, scope, at, RENEWAL_WINDOW_MS)
      if (renewable) {
        // A renewal: the promotion keeps its slot (even in a full slider) while it has not ended.
        assertRenewalOpen(renewable, at)
        if (renewable.renewalPaymentId !== null) {
          throw new AppError('PROMOTION_ALREADY_ACTIVE', 'A renewal of this promotion is already in progress.')
        }
        if (renewable.expiresAt! > at) return
      }
      if (!renewable && (await hasLivePromotion(order.articleId, order.planType, at))) {
        throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
      }
      // A slot held for the buyer is theirs; otherwise those waiting come first for any free slot.
      const entry = await line.lines.find(order.userId, scope)
      const holds = entry?.heldUntil != null && entry.heldUntil > at
      const waiting = holds ? 0 : await line.lines.countWaiting(scope, order.userId)
      if ((await freeSlots(scope, at, db, order.userId)) - waiting <= 0) {
        throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
      }
    },

    /**
     * At payment approval, inside the order's transaction: takes the slider lock, counts, and writes a
     * RESERVED promotion for the order. Throws PROMOTION_NO_SLOT (or PROMOTION_ALREADY_ACTIVE) instead.
     * Idempotent: a reservation the order holds is kept (held until released, even past its 10 minutes).
     */
    async reserveSlot(order: OrderPromotion, at: Date, trx: Db) {
      const scope = scopeFor(order.planType, order.categoryId)
      await repo.lockSlider(scope, trx)
      const existing = await repo.findByPaymentId(order.id, trx)
      if (existing && (existing.state === 'ACTIVE' || existing.state === 'RESERVED')) return existing
      const renewing = await repo.findByRenewalPaymentId(order.id, trx)
      if (renewing) return renewing
      const renewable = await repo.findRenewable(order.articleId, scope, at, RENEWAL_WINDOW_MS, trx)
      if (renewable) {
        // A renewal holds the promotion's own slot, past its end if need be, until it is paid or released.
        assertRenewalOpen(renewable, at)
        if (renewable.renewalPaymentId !== null) {
          throw new AppError('PROMOTION_ALREADY_ACTIVE', 'A renewal of this promotion is already in progress.')
        }
        if (renewable.expiresAt! <= at) {
          // It ended: its slot was freed, so it needs one again, as a new purchase would.
          await line.settle(scope, at, trx)
          if ((await freeSlots(scope, at, trx, order.userId)) <= 0) {
            throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
          }
          await line.lines.linkOrder(order.userId, scope, order.id, at, trx)
        }
        await repo.setRenewalPayment(renewable.id, order.id, trx)
        return renewable
      }
      if (await hasLivePromotion(order.articleId, order.planType, at, { exceptPaymentId: order.id, trx })) {
        throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
      }
      // Those waiting come first: a slot freed since the last tick is held for them before counting.
      await line.settle(scope, at, trx)
      if ((await freeSlots(scope, at, trx, order.userId)) <= 0) {
        throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
      }
      // The buyer's own hold, if any, is taken over by the reservation (it counts again if released).
      await line.lines.linkOrder(order.userId, scope, order.id, at, trx)
      return writeOrderPromotion(trx, order, existing, {
        state: 'RESERVED',
        reservedUntil: new Date(at.getTime() + RESERVATION_MS),
      })
    },

    /**
     * At completion, in the transaction that flips the order to COMPLETED: the order's reservation becomes
     * ACTIVE for 30 days. The reservation is held until then, so this never overfills the slider. An order
     * that holds none (a recovered lost record) gets a slot only if one is free: answers null when the
     * slider is full, and an admin must settle it.
     */
    async activatePaid(order: OrderPromotion, at: Date, trx: Db) {
      const existing = await repo.findByPaymentId(order.id, trx)
      if (existing?.state === 'ACTIVE') return existing
      const renewing = await repo.findByRenewalPaymentId(order.id, trx)
      if (renewing) {
        await line.lines.deleteByOrder(order.id, trx)
        return repo.extend(renewing, order.id, renewedEnd(renewing, at), trx)
      }
      const scope = scopeFor(order.planType, order.categoryId)
      if (existing?.state !== 'RESERVED') {
        await repo.lockSlider(scope, trx)
        // Paid is paid: a renewal whose hold was released meanwhile still extends a promotion in force.
        const renewable = existing ? null : await repo.findRenewable(order.articleId, scope, at, RENEWAL_WINDOW_MS, trx)
        if (renewable && renewable.renewalPaymentId === null && renewable.expiresAt! > at) {
          return repo.extend(renewable, order.id, renewedEnd(renewable, at), trx)
        }
        if ((await freeSlots(scope, at, trx, order.userId)) <= 0) return null
      }
      await line.lines.deleteByOrder(order.id, trx)
      await line.lines.remove(order.userId, scope, trx)
      return writeOrderPromotion(trx, order, existing, {
        state: 'ACTIVE',
        startsAt: at,
        expiresAt: new Date(at.getTime() + PROMOTION_MS),
        reservedUntil: null,
      })
    },

    /** The public reads that show promotions are stale (the payments flow calls it once its grant committed). */
    announceChange: () => announce(),

    /** The demo seed's slider promotions, written in its own transaction on an empty database (no slot check). */
    seedActive: (target: Omit<OrderPromotion, 'id' | 'userId'>, at: Date, trx: Db) => insertActive(target, at, trx),

    /**
     * Frees the slot an unpaid order reserved, or the renewal it held (no-op once ACTIVE: a paid
     * promotion is never released here); a slot that freed is held for the next in line.
     */
    async releaseReservation(orderId: string, trx?: Db) {
      const at = now()
      if (trx) return releaseOrder(orderId, at, trx)
      return db.transaction((tx) => releaseOrder(orderId, at, tx))
    },

    /**
     * Reservations whose 10 minutes passed and that nothing holds any more: no order, or an order the
     * caller says is no longer held (`isHeld`: its Pi payment may still be signed). Marked CANCELLED to
     * keep the table honest. Returns the order ids released.
     */
    async releaseLapsedReservations(at: Date, isHeld: (orderIds: string[]) => Promise<Set<string>>) {
      const lapsed = await repo.listLapsedReservations(at)
      if (lapsed.length === 0) return []
      const held = await isHeld(lapsed.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))
      const free = lapsed.filter((row) => !row.paymentId || !held.has(row.paymentId))
      await repo.releaseByIds(free.map((row) => row.id))
      const orderIds = free.flatMap((row) => (row.paymentId ? [row.paymentId] : []))
      // Holds those orders had taken over count again; the tick then passes on what is free.
      await line.lines.unlinkOrders(orderIds)
      return orderIds
    },

    /**
     * The periodic tick (the scheduler's 'waitlist-holds' job, `waitlistHoldsJob`, on the sales clock):
     * holds that ran out pass to the next in line and slots that freed by themselves (an expiry) are held for those waiting; the public
     * reads are told when promotions reached their end since the last tick. Idempotent, safe on
     * several instances (each slider is settled under its advisory lock).
     */
    async tick(at: Date = now()) {
      const held = await line.tick(at)
      const since = lastTickAt ?? new Date(at.getTime() - 2 * 60_000)
      lastTickAt = at
      if (since < at && (await repo.countEndedBetween(since, at)) > 0) announce()
      return { held }
    },

    /**
     * The promotion an order bought (its reservation, then its activation), if any; for a renewal, the
     * promotion it extended, with the end that renewal gave it.
     */
    async findByOrder(orderId: string) {
      const bought = await repo.findByPaymentId(orderId)
      if (bought) return bought
      const renewed = await repo.findRenewalByPaymentId(orderId)
      if (renewed) {
        const promotion = await repo.findById(renewed.promotionId)
        return promotion ? { ...promotion, expiresAt: renewed.expiresAt } : null
      }
      return repo.findByRenewalPaymentId(orderId)
    },

    /** POST /api/payments/waitlist: joins a full slider's line (WAITLIST_SLOT_FREE when a slot is free). */
    async joinWaitlist(viewer: Viewer, slider: WaitlistSlider) {
      return line.join(viewer.userId, await line.scopeOf(slider.planType, slider.categorySlug), now())
    },

    /** GET /api/payments/waitlist: the viewer's places (position, and `heldUntil` while a slot is held). */
    waitlistPlaces(viewer: Viewer) {
      return line.places(viewer.userId, now())
    },

    /** DELETE /api/payments/waitlist: leaves the line; a held slot passes on at once. */
    async leaveWaitlist(viewer: Viewer, slider: WaitlistSlider) {
      await line.leave(viewer.userId, await line.scopeOf(slider.planType, slider.categorySlug), now())
    },

    /**
     * GET /api/payments/renewable: the viewer's promotions that can be renewed now (in their last 7
     * days, or ended less than 7 days ago), soonest end first.
     */
    async renewable(viewer: Viewer): Promise<RenewablePromotion[]> {
      const at = now()
      const rows = await repo.listInRenewalWindow(await articles.listIdsByOwner(viewer.userId), at, RENEWAL_WINDOW_MS)
      const list: RenewablePromotion[] = []
      for (const row of rows) {
        if (!isSliderPlan(row.planType)) continue
        const category = row.categoryId === null ? null : await categories.findById(row.categoryId)
        list.push({
          articleId: row.articleId,
          planType: row.planType,
          categorySlug: category?.slug ?? null,
          expiresAt: row.expiresAt!.toISOString(),
        })
      }
      return list
    },

    /** GET /api/payments/slots: what the Advertise page shows (approval checks again, under the lock). */
    async slotInfo(query: SlotsQuery): Promise<SlotInfo> {
      const totalSlots = slotLimitFor(query.promoteType)
      // Held slots are taken, and so are free ones the next tick will hold for those waiting.
      const remaining = async (scope: SlotScope) =>
        Math.max(0, totalSlots - (await repo.countTakenSlots(scope, now())) - (await line.lines.countWaiting(scope)))
      if (query.promoteType === 'MAIN_SLIDER') {
        return { totalSlots, remainingSlots: await remaining({ planType: 'MAIN_SLIDER' }), categoryName: null }
      }
      // The query schema guarantees a slug for the category slider.
      const category = await categories.findBySlug(query.categorySlug!)
      if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
      const scope: SlotScope = { planType: 'CATEGORY_SLIDER', categoryId: category.id }
      return { totalSlots, remainingSlots: await remaining(scope), categoryName: category.name }
    },

    /**
     * POST /api/payments/activate: for a non-admin, confirms the active promotion a completed payment
     * granted (402 otherwise); an admin activates without payment when none is active.
     */
    async activate(
      viewer: Viewer,
      input: { articleId: number; planType: SliderPlanType; categorySlug?: string | undefined },
    ): Promise<ActivatePlanResponse> {
      const asAdmin = viewer.role === 'ADMIN'
      const { article } = await resolveTarget({ ...input, userId: viewer.userId, asAdmin })
      const active = await repo.findActive(article.id, input.planType, now())
      if (active) return { planType: input.planType, expirationAt: active.expiresAt!.toISOString() }
      if (!asAdmin) throw new AppError('PAYMENT_REQUIRED', 'This plan has not been paid for this article.')
      const row = await activateWithoutPayment({ ...input, userId: viewer.userId })
      return { planType: input.planType, expirationAt: row.expiresAt!.toISOString() }
    },

    /** POST /api/payments/activate/admin: an ACTIVE 30-day promotion without payment, if a slot is free. */
    async activateByAdmin(
      admin: Viewer,
      input: { articleId: number; planType: SliderPlanType; categorySlug?: string | undefined },
    ): Promise<ActivatePlanResponse> {
      const row = await activateWithoutPayment({ ...input, userId: admin.userId })
      return { planType: input.planType, expirationAt: row.expiresAt!.toISOString() }
    },

    /** DELETE /api/payments/cancel-subscription: the active promotion ends now; no refund. */
    async cancelSubscription(viewer: Viewer, input: { articleId: number; planType: SliderPlanType }) {
      const article = await articles.findPromotable(input.articleId)
      if (!article) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
      if (viewer.role !== 'ADMIN' && article.ownerId !== viewer.userId) {
        throw new AppError('FORBIDDEN', 'You can only cancel the plans of your own articles.')
      }
      const at = now()
      const active = await repo.findActive(article.id, input.planType, at)
      if (!active) throw new AppError('PROMOTION_NOT_FOUND', 'This article has no active plan of that type.')
      const scope = scopeFor(input.planType, active.categoryId)
      await db.transaction(async (tx) => {
        await repo.lockSlider(scope, tx)
        if ((await repo.cancelActive(article.id, input.planType, at, tx)) === 0) {
          throw new AppError('PROMOTION_NOT_FOUND', 'This article has no active plan of that type.')
        }
        // The freed slot is held for the first person waiting for it, at once.
        await line.settle(scope, at, tx)
      })
      announce()
    },

    /**
     * GET /api/payments/active-plan: the most valuable plan in force on a user's articles. A user's plans
     * are their own business; only an admin may look at someone else's.
     */
    async activePlan(viewer: Viewer, username: string | undefined): Promise<{ planType: PlanType }> {
      const name = username ?? viewer.username
      if (name !== viewer.username && viewer.role !== 'ADMIN') {
        throw new AppError('FORBIDDEN', 'You can only see your own plan.')
      }
      const userId = name === viewer.username ? viewer.userId : (await users.findByUsername(name))?.id
      if (userId === undefined) return { planType: 'STANDARD' }
      const active = await repo.listActivePlanTypes(await articles.listIdsByOwner(userId), now())
      return { planType: PLAN_RANK.find((plan) => (active as PlanType[]).includes(plan)) ?? 'STANDARD' }
    },

    /** Slider plans in force for these articles, soonest to expire first (the articles module shows them). */
    listActivePlansFor(articleIds: number[], at: Date = now()) {
      return repo.listActivePlansFor(articleIds, at)
    },

    /** Campaign stats: the article's slider promotions that ran, each with its window and category slug. */
    async listWindowsFor(articleId: number) {
      const rows = await listPromotionWindows(db, articleId)
      const slugs = new Map<number, string>()
      for (const id of new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))) {
        const category = await categories.findById(id)
        if (category) slugs.set(id, category.slug)
      }
      return rows.flatMap((row) =>
        isSliderPlan(row.planType)
          ? [
              {
                planType: row.planType,
                categorySlug: row.categoryId === null ? null : (slugs.get(row.categoryId) ?? null),
                startsAt: row.startsAt!,
                expiresAt: row.expiresAt!,
              },
            ]
          : [],
      )
    },

    /** The admin overview: every slider now (the main one, then one per category), slots taken of slots. */
    async occupancyNow(): Promise<SliderOccupancy[]> {
      const at = now()
      const list: SliderOccupancy[] = [
        {
          planType: 'MAIN_SLIDER',
          categorySlug: null,
          categoryName: null,
          totalSlots: MAIN_SLIDER_SLOTS,
          usedSlots: await repo.countTakenSlots({ planType: 'MAIN_SLIDER' }, at),
        },
      ]
      for (const category of await categories.listCategories()) {
        list.push({
          planType: 'CATEGORY_SLIDER',
          categorySlug: category.slug,
          categoryName: category.name,
          totalSlots: CATEGORY_SLIDER_SLOTS_PER_CATEGORY,
          usedSlots: await repo.countTakenSlots({ planType: 'CATEGORY_SLIDER', categoryId: category.id }, at),
        })
      }
      return list
    },

    /** Ids of the articles in a slider's rotation now (either slider when `planType` is absent). */
    listRotationArticleIds(query: { now: Date; planType?: SliderPlanType; categoryId?: number }) {
      return repo.listRotationArticleIds(query)
    },
  }
}
export type PromotionsService = ReturnType<typeof createPromotionsService>

export type { PromotionEnd } from './promotion-ends.repository'
/**
 * For the notifications module's scheduled notices (wired by app.ts): ACTIVE promotions ending in
 * (after, upTo], with their article's owner and title.
 */
export const promotionEnds = {
  listBetween: (db: Db, after: Date, upTo: Date) => listPromotionEndsBetween(db, after, upTo),
}
