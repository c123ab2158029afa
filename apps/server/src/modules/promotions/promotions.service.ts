import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { PROMOTION_DAYS, SLOT_RESERVATION_MINUTES } from '@spotlight/shared/domain/limits'
import type { Db } from '#src/db/client'
import { articles, categories, payments, promotions } from '#src/db/schema/index'
import { AppError } from '#src/errors/app-error'
import { createSlotsRepository, heldAt, type SlotScope } from '#src/modules/payments/slots.repository'
import { slotLimitFor } from '#src/modules/payments/slots.service'

const DAY_MS = 24 * 3600 * 1000
export const PROMOTION_MS = PROMOTION_DAYS * DAY_MS
export const RESERVATION_MS = SLOT_RESERVATION_MINUTES * 60_000

/** Advisory-lock class ids, one per slider; the second key is the category id (0 for the main slider). */
const SLOT_LOCK_CLASS: Record<SliderPlanType, number> = { MAIN_SLIDER: 74_001, CATEGORY_SLIDER: 74_002 }

export function isSliderPlan(planType: string): planType is SliderPlanType {
  return planType === 'MAIN_SLIDER' || planType === 'CATEGORY_SLIDER'
}

export function scopeFor(planType: SliderPlanType, categoryId: number | null): SlotScope {
  if (planType === 'MAIN_SLIDER') return { planType }
  if (categoryId === null) throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'The article has no category slider.')
  return { planType, categoryId }
}

/**
 * Serialises every slot decision of one slider until the caller's transaction ends. A transaction-level
 * advisory lock works on PostgreSQL across server instances and on PGlite, and needs no lock row.
 */
export async function lockSlider(tx: Db, scope: SlotScope): Promise<void> {
  const classId = SLOT_LOCK_CLASS[scope.planType]
  const objectId = scope.planType === 'CATEGORY_SLIDER' ? scope.categoryId : 0
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(classId))}, ${sql.raw(String(Math.trunc(objectId)))})`,
  )
}

/** Under the slider's lock: how many slots are free at `now`. */
export async function freeSlots(tx: Db, scope: SlotScope, now: Date): Promise<number> {
  const taken = await createSlotsRepository(tx).countTakenSlots(scope, now)
  return Math.max(0, slotLimitFor(scope.planType) - taken)
}

export type PromotableArticle = { id: number; ownerId: number; status: string; categoryId: number | null }

export async function findArticle(db: Db, articleId: number): Promise<PromotableArticle | null> {
  const [row] = await db
    .select({ id: articles.id, ownerId: articles.ownerId, status: articles.status, categoryId: articles.categoryId })
    .from(articles)
    .where(eq(articles.id, articleId))
  return row ?? null
}

/**
 * The article a slider plan is bought or activated for: published, the user's own (unless `asAdmin`), and
 * for the category slider the article's category (a `categorySlug` sent must name that same category).
 */
export async function resolvePromotionTarget(
  db: Db,
  input: {
    articleId: number
    planType: SliderPlanType
    categorySlug?: string | undefined
    userId: number
    asAdmin: boolean
  },
): Promise<{ article: PromotableArticle; categoryId: number | null }> {
  const article = await findArticle(db, input.articleId)
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
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, input.categorySlug))
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    if (category.id !== article.categoryId) {
      throw new AppError('PROMOTION_CATEGORY_MISMATCH', 'A category slider promotes an article in its own category.')
    }
  }
  return { article, categoryId: article.categoryId }
}

/** The article's promotion of that plan that is active at `now`, if any. */
export async function findActivePromotion(db: Db, articleId: number, planType: SliderPlanType, now: Date) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.articleId, articleId),
        eq(promotions.planType, planType),
        eq(promotions.state, 'ACTIVE'),
        gt(promotions.expiresAt, now),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Active, or reserved and held by another order: the article cannot get that plan a second time. */
export async function hasLivePromotion(
  db: Db,
  articleId: number,
  planType: SliderPlanType,
  now: Date,
  exceptPaymentId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: promotions.id, paymentId: promotions.paymentId })
    .from(promotions)
    .where(
      and(
        eq(promotions.articleId, articleId),
        eq(promotions.planType, planType),
        or(
          and(eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, now)),
          and(eq(promotions.state, 'RESERVED'), heldAt(now)),
        ),
      ),
    )
  return rows.some((row) => !exceptPaymentId || row.paymentId !== exceptPaymentId)
}

/**
 * At payment approval, inside the order's transaction: takes the slider lock, counts, and writes a
 * RESERVED promotion for the order. Throws PROMOTION_NO_SLOT (or PROMOTION_ALREADY_ACTIVE) instead.
 * Idempotent: an existing reservation of the order is renewed, not duplicated.
 */
export async function reserveSlot(tx: Db, order: OrderPromotion, now: Date) {
  const scope = scopeFor(order.planType, order.categoryId)
  await lockSlider(tx, scope)
  const [existing] = await tx.select().from(promotions).where(eq(promotions.paymentId, order.id))
  const reservedUntil = new Date(now.getTime() + RESERVATION_MS)
  // A reservation of the order is held until released, even past its 10 minutes.
  if (existing && (existing.state === 'ACTIVE' || existing.state === 'RESERVED')) return existing
  if (await hasLivePromotion(tx, order.articleId, order.planType, now, order.id)) {
    throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
  }
  if ((await freeSlots(tx, scope, now)) <= 0) {
    throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
  }
  return writeOrderPromotion(tx, order, existing, { state: 'RESERVED', reservedUntil })
}

/**
 * At completion, in the transaction that flips the order to COMPLETED: the order's reservation becomes
 * ACTIVE for 30 days. The reservation is held until then (see `heldAt`), so this never overfills the
 * slider. An order that holds none (a recovered lost record) gets a slot only if one is free: answers
 * null when the slider is full, and an admin must settle it.
 */
export async function activatePaidPromotion(tx: Db, order: OrderPromotion, now: Date) {
  const expiresAt = new Date(now.getTime() + PROMOTION_MS)
  const [existing] = await tx.select().from(promotions).where(eq(promotions.paymentId, order.id))
  if (existing?.state === 'ACTIVE') return existing
  if (existing?.state !== 'RESERVED') {
    const scope = scopeFor(order.planType, order.categoryId)
    await lockSlider(tx, scope)
    if ((await freeSlots(tx, scope, now)) <= 0) return null
  }
  return writeOrderPromotion(tx, order, existing, { state: 'ACTIVE', startsAt: now, expiresAt, reservedUntil: null })
}

type OrderPromotion = { id: string; articleId: number; planType: SliderPlanType; categoryId: number | null }

/** An order has one promotion row: it is updated when it exists, inserted otherwise. */
async function writeOrderPromotion(
  tx: Db,
  order: OrderPromotion,
  existing: { id: number } | undefined,
  fields: Pick<typeof promotions.$inferInsert, 'state' | 'reservedUntil' | 'startsAt' | 'expiresAt'>,
) {
  if (existing) {
    const [row] = await tx.update(promotions).set(fields).where(eq(promotions.id, existing.id)).returning()
    return row!
  }
  const [row] = await tx
    .insert(promotions)
    .values({
      articleId: order.articleId,
      planType: order.planType,
      categoryId: order.planType === 'CATEGORY_SLIDER' ? order.categoryId : null,
      paymentId: order.id,
      ...fields,
    })
    .returning()
  return row!
}

/** Frees the slot an unpaid order reserved (no-op once it is ACTIVE: a paid promotion is never released here). */
export async function releaseReservation(tx: Db, orderId: string) {
  await tx
    .update(promotions)
    .set({ state: 'CANCELLED' })
    .where(and(eq(promotions.paymentId, orderId), eq(promotions.state, 'RESERVED')))
}

/**
 * Reservations whose 10 minutes passed and that nothing holds any more (no order, or an order that is
 * not APPROVED): marked CANCELLED to keep the table honest. A reservation of an APPROVED order stays:
 * its Pi payment may still be signed, and only the payments flow releases it once Pi cancelled it.
 * Returns the order ids released.
 */
export async function releaseLapsedReservations(db: Db, now: Date): Promise<string[]> {
  const lapsed = await db
    .select({ id: promotions.id, paymentId: promotions.paymentId })
    .from(promotions)
    .leftJoin(payments, eq(payments.id, promotions.paymentId))
    .where(
      and(
        eq(promotions.state, 'RESERVED'),
        lte(promotions.reservedUntil, now),
        or(sql`${payments.id} is null`, inArray(payments.status, ['CREATED', 'CANCELLED', 'FAILED'])),
      ),
    )
  if (lapsed.length === 0) return []
  await db
    .update(promotions)
    .set({ state: 'CANCELLED' })
    .where(
      and(
        inArray(
          promotions.id,
          lapsed.map((row) => row.id),
        ),
        eq(promotions.state, 'RESERVED'),
      ),
    )
  return lapsed.flatMap((row) => (row.paymentId ? [row.paymentId] : []))
}

/** POST /api/payments/activate/admin: an ACTIVE 30-day promotion without payment, if a slot is free. */
export async function activateByAdmin(
  db: Db,
  input: { articleId: number; planType: SliderPlanType; categorySlug?: string | undefined; userId: number },
  now: Date = new Date(),
) {
  const { article, categoryId } = await resolvePromotionTarget(db, { ...input, asAdmin: true })
  const scope = scopeFor(input.planType, categoryId)
  return db.transaction(async (tx) => {
    await lockSlider(tx, scope)
    if (await hasLivePromotion(tx, article.id, input.planType, now)) {
      throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
    }
    if ((await freeSlots(tx, scope, now)) <= 0) {
      throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
    }
    const [row] = await tx
      .insert(promotions)
      .values({
        articleId: article.id,
        planType: input.planType,
        categoryId: input.planType === 'CATEGORY_SLIDER' ? categoryId : null,
        state: 'ACTIVE',
        startsAt: now,
        expiresAt: new Date(now.getTime() + PROMOTION_MS),
      })
      .returning()
    return row!
  })
}

/** DELETE /api/payments/cancel-subscription: the active promotion ends now; no refund. */
export async function cancelSubscription(
  db: Db,
  input: { articleId: number; planType: SliderPlanType; userId: number; isAdmin: boolean },
  now: Date = new Date(),
) {
  const article = await findArticle(db, input.articleId)
  if (!article) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
  if (!input.isAdmin && article.ownerId !== input.userId) {
    throw new AppError('FORBIDDEN', 'You can only cancel the plans of your own articles.')
  }
  const cancelled = await db
    .update(promotions)
    .set({ state: 'CANCELLED' })
    .where(
      and(
        eq(promotions.articleId, article.id),
        eq(promotions.planType, input.planType),
        eq(promotions.state, 'ACTIVE'),
        gt(promotions.expiresAt, now),
      ),
    )
    .returning({ id: promotions.id })
  if (cancelled.length === 0) throw new AppError('PROMOTION_NOT_FOUND', 'This article has no active plan of that type.')
}
