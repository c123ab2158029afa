import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/enums'
import {
  CATEGORY_SLIDER_SLOTS_PER_CATEGORY,
  MAIN_SLIDER_SLOTS,
  PROMOTION_DAYS,
  SLOT_RESERVATION_MINUTES,
} from '@spotlight/shared/domain/limits'
import type { ActivatePlanResponse, SlotInfo, SlotsQuery } from '@spotlight/shared/schemas/payments'
import type { SliderOccupancy } from '@spotlight/shared/schemas/stats'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { listPromotionEndsBetween } from './promotion-ends.repository'
import { createArticleLookupService, type PromotableArticle } from '#src/modules/articles/article-lookup.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import {
  createPromotionsRepository,
  listPromotionWindows,
  type PromotionFields,
  type SlotScope,
} from './promotions.repository'

export type { SlotScope } from './promotions.repository'

const DAY_MS = 24 * 3600 * 1000
export const PROMOTION_MS = PROMOTION_DAYS * DAY_MS
export const RESERVATION_MS = SLOT_RESERVATION_MINUTES * 60_000

/** The most valuable plan first: it is the one the client shows. */
const PLAN_RANK: PlanType[] = ['MAIN_SLIDER', 'CATEGORY_SLIDER', 'STANDARD']

/** What a paid order promotes: its id keys the one promotion row it may have. */
export type OrderPromotion = { id: string; articleId: number; planType: SliderPlanType; categoryId: number | null }
export type PromotionTargetInput = {
  articleId: number
  planType: SliderPlanType
  categorySlug?: string | undefined
  userId: number
  asAdmin: boolean
}
export type Viewer = { userId: number; username: string; role: 'USER' | 'ADMIN' }

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

  async function freeSlots(scope: SlotScope, at: Date, trx: Db = db): Promise<number> {
    return Math.max(0, slotLimitFor(scope.planType) - (await repo.countTakenSlots(scope, at, trx)))
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
    return db.transaction(async (tx) => {
      await repo.lockSlider(scope, tx)
      if (await hasLivePromotion(article.id, input.planType, at, { trx: tx })) {
        throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
      }
      if ((await freeSlots(scope, at, tx)) <= 0) {
        throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
      }
      return insertActive({ articleId: article.id, planType: input.planType, categoryId }, at, tx)
    })
  }

  /** An ACTIVE 30-day promotion of no order; the caller has checked (or, seeding, needs not check) the slot. */
  function insertActive(target: Omit<OrderPromotion, 'id'>, at: Date, trx: Db) {
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
      if (await hasLivePromotion(order.articleId, order.planType, at)) {
        throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
      }
      if ((await freeSlots(scopeFor(order.planType, order.categoryId), at)) <= 0) {
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
      if (await hasLivePromotion(order.articleId, order.planType, at, { exceptPaymentId: order.id, trx })) {
        throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
      }
      if ((await freeSlots(scope, at, trx)) <= 0) {
        throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
      }
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
      if (existing?.state !== 'RESERVED') {
        const scope = scopeFor(order.planType, order.categoryId)
        await repo.lockSlider(scope, trx)
        if ((await freeSlots(scope, at, trx)) <= 0) return null
      }
      return writeOrderPromotion(trx, order, existing, {
        state: 'ACTIVE',
        startsAt: at,
        expiresAt: new Date(at.getTime() + PROMOTION_MS),
        reservedUntil: null,
      })
    },

    /** The demo seed's slider promotions, written in its own transaction on an empty database (no slot check). */
    seedActive: (target: Omit<OrderPromotion, 'id'>, at: Date, trx: Db) => insertActive(target, at, trx),

    /** Frees the slot an unpaid order reserved (no-op once ACTIVE: a paid promotion is never released here). */
    async releaseReservation(orderId: string, trx: Db = db) {
      await repo.releaseByPaymentId(orderId, trx)
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
      return free.flatMap((row) => (row.paymentId ? [row.paymentId] : []))
    },

    /** The promotion an order bought (its reservation, then its activation), if any. */
    findByOrder(orderId: string) {
      return repo.findByPaymentId(orderId)
    },

    /** GET /api/payments/slots: what the Advertise page shows (approval checks again, under the lock). */
    async slotInfo(query: SlotsQuery): Promise<SlotInfo> {
      const totalSlots = slotLimitFor(query.promoteType)
      if (query.promoteType === 'MAIN_SLIDER') {
        const taken = await repo.countTakenSlots({ planType: 'MAIN_SLIDER' }, now())
        return { totalSlots, remainingSlots: Math.max(0, totalSlots - taken), categoryName: null }
      }
      // The query schema guarantees a slug for the category slider.
      const category = await categories.findBySlug(query.categorySlug!)
      if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
      const taken = await repo.countTakenSlots({ planType: 'CATEGORY_SLIDER', categoryId: category.id }, now())
      return { totalSlots, remainingSlots: Math.max(0, totalSlots - taken), categoryName: category.name }
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
      if ((await repo.cancelActive(article.id, input.planType, now())) === 0) {
        throw new AppError('PROMOTION_NOT_FOUND', 'This article has no active plan of that type.')
      }
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
