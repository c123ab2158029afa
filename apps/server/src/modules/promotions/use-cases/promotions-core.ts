import { promotionDaysOf, slotLimitOf, type SliderPlanType } from '@spotlight/shared/domain/plans'
import { RENEWAL_WINDOW_DAYS, SLOT_RESERVATION_MINUTES } from '@spotlight/shared/domain/limits'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { createArticleTrustService } from '#src/modules/articles/article-trust.service'
import { createUsersService } from '#src/modules/auth/users.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import type { PromotionStarted } from '#src/modules/notifications/notifications.service'
import {
  createPromotionsRepository,
  type Promotion,
  type PromotionFields,
  type PromotionsRepository,
} from '../promotions.repository'
import { hasArticleForSlot } from '../slot-candidates'
import { storedCategoryId, type SlotScope } from '../slot-scope'
import { createWaitingList, type SlotHeldHook, type WaitingList } from '../waiting-list'

const DAY_MS = 24 * 3600 * 1000
export const RESERVATION_MS = SLOT_RESERVATION_MINUTES * 60_000
/** A promotion is renewable from this long before its end until this long after it. */
export const RENEWAL_WINDOW_MS = RENEWAL_WINDOW_DAYS * DAY_MS
/** How long a plan's promotion runs (and how much a renewal adds), from the plan catalogue. */
export const promotionMsOf = (planType: SliderPlanType) => promotionDaysOf(planType) * DAY_MS

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

/** What every promotions use case works with: built once by the facade (promotions.service.ts). */
export type PromotionsCore = {
  db: Db
  now: () => Date
  repo: PromotionsRepository
  line: WaitingList
  articles: ReturnType<typeof createArticleLookupService>
  categories: Pick<
    ReturnType<typeof createCategoriesService>,
    'findBySlug' | 'findById' | 'listCategories' | 'listSlugs'
  >
  users: Pick<ReturnType<typeof createUsersService>, 'findByUsername'>
  /** The public reads that show promotions are stale (after the change committed). */
  announce: () => void
  startedWithoutPayment: (tx: Db, started: StartedWithoutPayment) => Promise<void>
}

export type PromotionsDeps = {
  db: Db
  now?: () => Date
  articles?: ReturnType<typeof createArticleLookupService>
  categories?: PromotionsCore['categories']
  users?: PromotionsCore['users']
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

/** The core the facade hands every use case, its defaults filled in. */
export function createPromotionsCore(deps: PromotionsDeps): PromotionsCore {
  const { db } = deps
  const repo = createPromotionsRepository(db)
  const categories = deps.categories ?? createCategoriesService({ db })
  const onSlotHeld = deps.onSlotHeld ?? (async () => {})
  return {
    db,
    now: deps.now ?? (() => new Date()),
    repo,
    line: createWaitingList({
      db,
      repo,
      categories,
      slotLimit: slotLimitOf,
      onSlotHeld,
      canUseSlot: (userId, scope, at, tx) => hasArticleForSlot(repo, userId, scope, at, tx),
    }),
    articles: deps.articles ?? createArticleLookupService({ db }),
    categories,
    users: deps.users ?? createUsersService({ db }),
    announce: deps.onPromotionsChanged ?? (() => {}),
    startedWithoutPayment: deps.onStartedWithoutPayment ?? (async () => {}),
  }
}

/** Free slots at `at`; a hold of `forUserId` is theirs, so it does not count against them. */
export async function freeSlots(
  core: PromotionsCore,
  scope: SlotScope,
  at: Date,
  trx: Db = core.db,
  forUserId?: number,
): Promise<number> {
  const taken = await core.repo.countTakenSlots(
    scope,
    at,
    trx,
    forUserId === undefined ? {} : { exceptHoldOf: forUserId },
  )
  return Math.max(0, slotLimitOf(scope.planType) - taken)
}

export const noSlot = () => new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
export const alreadyActive = () => new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
export const renewalInProgress = () =>
  new AppError('PROMOTION_ALREADY_ACTIVE', 'A renewal of this promotion is already in progress.')

export const notPublished = () =>
  new AppError('PROMOTION_ARTICLE_NOT_PUBLISHED', 'Only a published article can be promoted.')

/** The article's status and why it is hidden, read in `trx` (after the placement's lock, where the caller took it). */
const articleState = (articleId: number, trx: Db) => createArticleTrustService({ db: trx }).find(articleId)

/** Published now: what a new reservation needs, as `create` does. */
export async function isPublished(articleId: number, trx: Db) {
  return (await articleState(articleId, trx))?.status === 'PUBLISHED'
}

/**
 * Off the public pages for good or until a suspension is lifted (unpublished, rejected, back to draft, its
 * maker suspended, deleted): its promotions ended with the takedown, and a payment for it starts none.
 * An article reports hid pending an admin's decision is not taken down yet: its promotions keep their
 * slots until the decision (the takedown, or the article's return).
 */
export async function isTakenDown(articleId: number, trx: Db) {
  const article = await articleState(articleId, trx)
  if (!article) return true
  return article.status !== 'PUBLISHED' && !(article.status === 'HIDDEN' && article.hiddenReason === 'REPORTS')
}

/** A renewal is only open in the window around the end; earlier it is refused. */
export function assertRenewalOpen(promotion: Promotion, at: Date) {
  if (promotion.expiresAt!.getTime() - RENEWAL_WINDOW_MS > at.getTime()) {
    throw new AppError(
      'PROMOTION_RENEWAL_TOO_EARLY',
      'This promotion can be renewed in its last 7 days (or within 7 days of its end).',
    )
  }
}

/** A renewal runs a full term from the later of now and the promotion's current end: no gap, no overlap. */
export const renewedEnd = (promotion: Promotion, at: Date) =>
  new Date(Math.max(at.getTime(), promotion.expiresAt!.getTime()) + promotionMsOf(promotion.planType as SliderPlanType))

/** Active, or reserved and held by another order: the article cannot get that plan a second time. */
export async function hasLivePromotion(
  core: PromotionsCore,
  articleId: number,
  planType: SliderPlanType,
  at: Date,
  options: { exceptPaymentId?: string; trx?: Db } = {},
) {
  const rows = await core.repo.listTakenBy(articleId, planType, at, options.trx)
  return rows.some((row) => !options.exceptPaymentId || row.paymentId !== options.exceptPaymentId)
}

/** An order has one promotion row: it is updated when it exists, inserted otherwise. */
export function writeOrderPromotion(
  core: PromotionsCore,
  trx: Db,
  order: OrderPromotion,
  existing: { id: number } | null,
  fields: PromotionFields,
) {
  if (existing) return core.repo.update(existing.id, fields, trx)
  return core.repo.insert(
    {
      articleId: order.articleId,
      planType: order.planType,
      categoryId: storedCategoryId(order.planType, order.categoryId),
      paymentId: order.id,
      ...fields,
    },
    trx,
  )
}

/** An ACTIVE promotion of no order, for the plan's full term; the caller has checked (or needs not check) the slot. */
export function insertActive(
  repo: PromotionsRepository,
  target: Omit<OrderPromotion, 'id' | 'userId'>,
  at: Date,
  trx: Db,
) {
  return repo.insert(
    {
      articleId: target.articleId,
      planType: target.planType,
      categoryId: storedCategoryId(target.planType, target.categoryId),
      state: 'ACTIVE',
      startsAt: at,
      expiresAt: new Date(at.getTime() + promotionMsOf(target.planType)),
    },
    trx,
  )
}
