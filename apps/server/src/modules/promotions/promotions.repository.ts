import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { lockClassOf, SLIDER_PLAN_TYPES, type SliderPlanType } from '@spotlight/shared/domain/plans'
import { advisoryXactLock } from '#src/db/advisory-lock'
import type { Db } from '#src/db/client'
import { promotionRenewals, promotions, slotWaitlist } from '#src/db/schema/index'
import { categoryIdOf, type SlotScope } from './slot-scope'

export type Promotion = typeof promotions.$inferSelect
export type PromotionValues = typeof promotions.$inferInsert
export type PromotionFields = Pick<PromotionValues, 'state' | 'reservedUntil' | 'startsAt' | 'expiresAt'>

export type { SlotScope } from './slot-scope'

/** The scope's category condition: its category, or none for a site-wide placement. */
const inCategoryOf = (scope: SlotScope) => {
  const categoryId = categoryIdOf(scope)
  return categoryId === null ? undefined : eq(promotions.categoryId, categoryId)
}

/**
 * A RESERVED promotion holds its slot until `reserved_until`, and past it for as long as its order's Pi
 * payment may still be signed: the payments flow releases it (state CANCELLED) only once Pi confirms the
 * payment cancelled, or turns it ACTIVE on completion (docs/decisions/0004-payments.md, "A slot is never
 * sold twice"). A reservation of no order lapses by time alone.
 */
const heldAt = (now: Date) => or(gt(promotions.reservedUntil, now), isNotNull(promotions.paymentId))

/** In force at `now`: ACTIVE and not expired. Expired rows stop counting at query time, no sweeper needed. */
const activeAt = (now: Date) => and(eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, now))

/** An order is renewing it: the promotion keeps its slot past its end until the renewal is paid or released. */
const renewing = () => and(eq(promotions.state, 'ACTIVE'), isNotNull(promotions.renewalPaymentId))

/** Holding a slot at `now`: active, reserved and held, or being renewed. */
const takenAt = (now: Date) => or(activeAt(now), and(eq(promotions.state, 'RESERVED'), heldAt(now)), renewing())

/** A waiting-list hold in force that no order has taken over (the order's reservation counts instead). */
const holdCounts = (now: Date, exceptUserId?: number) =>
  and(
    gt(slotWaitlist.heldUntil, now),
    isNull(slotWaitlist.orderId),
    exceptUserId === undefined ? undefined : ne(slotWaitlist.userId, exceptUserId),
  )

/**
 * Queries only, over the promotions table. Every method takes an optional transaction (`trx`): the
 * payments flow reserves and activates inside its order's transaction, after taking the slider lock.
 */
export function createPromotionsRepository(db: Db) {
  return {
    /**
     * Serialises every slot decision of one placement until the transaction ends (PostgreSQL and
     * PGlite): the plan's lock class (plan catalogue), then the category id (0 when site-wide).
     */
    async lockSlider(scope: SlotScope, trx: Db) {
      await advisoryXactLock(trx, lockClassOf(scope.planType), categoryIdOf(scope) ?? 0)
    },

    async findById(id: number, trx: Db = db): Promise<Promotion | null> {
      const [row] = await trx.select().from(promotions).where(eq(promotions.id, id))
      return row ?? null
    },

    async findByPaymentId(paymentId: string, trx: Db = db): Promise<Promotion | null> {
      const [row] = await trx.select().from(promotions).where(eq(promotions.paymentId, paymentId))
      return row ?? null
    },

    /**
     * Slots of the scope taken at `now`: promotions holding one, plus the waiting list's holds in force
     * (a user's own hold left out with `exceptHoldOf`: it is theirs to buy).
     */
    async countTakenSlots(
      scope: SlotScope,
      now: Date,
      trx: Db = db,
      options: { exceptHoldOf?: number } = {},
    ): Promise<number> {
      const [row] = await trx
        .select({ taken: count() })
        .from(promotions)
        .where(and(eq(promotions.planType, scope.planType), takenAt(now), inCategoryOf(scope)))
      const categoryId = categoryIdOf(scope)
      const holdScope =
        categoryId === null ? sql`${slotWaitlist.categoryId} is null` : eq(slotWaitlist.categoryId, categoryId)
      const [holds] = await trx
        .select({ held: count() })
        .from(slotWaitlist)
        .where(and(eq(slotWaitlist.planType, scope.planType), holdScope, holdCounts(now, options.exceptHoldOf)))
      return (row?.taken ?? 0) + (holds?.held ?? 0)
    },

    /**
     * The article's latest ACTIVE promotion of that plan (in that slider) that ended less than
     * `graceMs` before `now`, or has not ended: the one a new order of that plan would renew.
     */
    async findRenewable(
      articleId: number,
      scope: SlotScope,
      now: Date,
      graceMs: number,
      trx: Db = db,
    ): Promise<Promotion | null> {
      const conditions = [
        eq(promotions.articleId, articleId),
        eq(promotions.planType, scope.planType),
        eq(promotions.state, 'ACTIVE'),
        gt(promotions.expiresAt, new Date(now.getTime() - graceMs)),
        inCategoryOf(scope),
      ]
      const [row] = await trx
        .select()
        .from(promotions)
        .where(and(...conditions))
        .orderBy(desc(promotions.expiresAt))
        .limit(1)
      return row ?? null
    },

    /** ACTIVE promotions of these articles whose end is within `windowMs` of `now` (either side). */
    listInRenewalWindow(articleIds: number[], now: Date, windowMs: number, trx: Db = db) {
      if (articleIds.length === 0) return Promise.resolve([])
      return trx
        .select()
        .from(promotions)
        .where(
          and(
            inArray(promotions.articleId, articleIds),
            eq(promotions.state, 'ACTIVE'),
            inArray(promotions.planType, SLIDER_PLAN_TYPES),
            gt(promotions.expiresAt, new Date(now.getTime() - windowMs)),
            lte(promotions.expiresAt, new Date(now.getTime() + windowMs)),
          ),
        )
        .orderBy(asc(promotions.expiresAt))
    },

    async findByRenewalPaymentId(paymentId: string, trx: Db = db): Promise<Promotion | null> {
      const [row] = await trx.select().from(promotions).where(eq(promotions.renewalPaymentId, paymentId))
      return row ?? null
    },

    async setRenewalPayment(id: number, paymentId: string | null, trx: Db = db) {
      await trx.update(promotions).set({ renewalPaymentId: paymentId }).where(eq(promotions.id, id))
    },

    /** The renewal order is released: the promotion stops holding its slot past its end. */
    releaseRenewalByPaymentId(paymentId: string, trx: Db = db) {
      return trx
        .update(promotions)
        .set({ renewalPaymentId: null })
        .where(eq(promotions.renewalPaymentId, paymentId))
        .returning()
    },

    /** A paid renewal: the promotion's new end, and the record of what the payment bought. */
    async extend(promotion: Promotion, paymentId: string, expiresAt: Date, trx: Db = db): Promise<Promotion> {
      const [row] = await trx
        .update(promotions)
        .set({ expiresAt, renewalPaymentId: null })
        .where(eq(promotions.id, promotion.id))
        .returning()
      await trx
        .insert(promotionRenewals)
        .values({ promotionId: promotion.id, paymentId, previousExpiresAt: promotion.expiresAt!, expiresAt })
      return row!
    },

    async findRenewalByPaymentId(paymentId: string, trx: Db = db) {
      const [row] = await trx.select().from(promotionRenewals).where(eq(promotionRenewals.paymentId, paymentId))
      return row ?? null
    },

    /** How many ACTIVE promotions reached their end in `(from, to]` (the public reads that showed them changed). */
    async countEndedBetween(from: Date, to: Date, trx: Db = db): Promise<number> {
      const [row] = await trx
        .select({ n: count() })
        .from(promotions)
        .where(and(eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, from), lte(promotions.expiresAt, to)))
      return row?.n ?? 0
    },

    /** The article's promotions of that plan that hold a slot at `now` (active or held reservations). */
    listTakenBy(articleId: number, planType: SliderPlanType, now: Date, trx: Db = db) {
      return trx
        .select({ id: promotions.id, paymentId: promotions.paymentId })
        .from(promotions)
        .where(and(eq(promotions.articleId, articleId), eq(promotions.planType, planType), takenAt(now)))
    },

    /** Which of these articles hold a slot of that plan at `now` (active or held reservations): they cannot take another. */
    async listArticlesHolding(articleIds: number[], planType: SliderPlanType, now: Date, trx: Db = db) {
      if (articleIds.length === 0) return new Set<number>()
      const rows = await trx
        .selectDistinct({ articleId: promotions.articleId })
        .from(promotions)
        .where(and(inArray(promotions.articleId, articleIds), eq(promotions.planType, planType), takenAt(now)))
      return new Set(rows.map((row) => row.articleId))
    },

    /**
     * The category's promotions still in play at `now`: in force, being renewed, or RESERVED (held or
     * not yet swept): what a delete of the category must wait for.
     */
    listInPlayInCategory(categoryId: number, now: Date, trx: Db = db) {
      return trx
        .select({ state: promotions.state, expiresAt: promotions.expiresAt })
        .from(promotions)
        .where(and(eq(promotions.categoryId, categoryId), or(takenAt(now), eq(promotions.state, 'RESERVED'))))
    },

    async findActive(articleId: number, planType: SliderPlanType, now: Date, trx: Db = db) {
      const [row] = await trx
        .select()
        .from(promotions)
        .where(and(eq(promotions.articleId, articleId), eq(promotions.planType, planType), activeAt(now)))
        .limit(1)
      return row ?? null
    },

    async insert(values: PromotionValues, trx: Db = db): Promise<Promotion> {
      const [row] = await trx.insert(promotions).values(values).returning()
      return row!
    },

    async update(id: number, fields: PromotionFields, trx: Db = db): Promise<Promotion> {
      const [row] = await trx.update(promotions).set(fields).where(eq(promotions.id, id)).returning()
      return row!
    },

    /** The order's reservation, if still RESERVED, becomes CANCELLED (an ACTIVE one is never touched here). */
    releaseByPaymentId(paymentId: string, trx: Db = db) {
      return trx
        .update(promotions)
        .set({ state: 'CANCELLED' })
        .where(and(eq(promotions.paymentId, paymentId), eq(promotions.state, 'RESERVED')))
        .returning()
    },

    /** RESERVED rows whose `reserved_until` has passed (held or not). */
    listLapsedReservations(now: Date, trx: Db = db) {
      return trx
        .select({ id: promotions.id, paymentId: promotions.paymentId })
        .from(promotions)
        .where(and(eq(promotions.state, 'RESERVED'), lte(promotions.reservedUntil, now)))
    },

    /** These reservations, if still RESERVED, become CANCELLED: their slots are free. */
    async releaseByIds(ids: number[], trx: Db = db) {
      if (ids.length === 0) return
      await trx
        .update(promotions)
        .set({ state: 'CANCELLED' })
        .where(and(inArray(promotions.id, ids), eq(promotions.state, 'RESERVED')))
    },

    /** Ends the article's active promotion of that plan now (a renewal in progress with it); answers how many ended. */
    async cancelActive(articleId: number, planType: SliderPlanType, now: Date, trx: Db = db) {
      const rows = await trx
        .update(promotions)
        .set({ state: 'CANCELLED', renewalPaymentId: null })
        .where(and(eq(promotions.articleId, articleId), eq(promotions.planType, planType), activeAt(now)))
        .returning({ id: promotions.id })
      return rows.length
    },

    /**
     * The articles' slider promotions in force at `now` and their reservations, of every plan: what
     * taking them down ends or releases.
     */
    listInForceOf(articleIds: readonly number[], now: Date, trx: Db = db) {
      return trx
        .select({
          id: promotions.id,
          state: promotions.state,
          paymentId: promotions.paymentId,
          planType: promotions.planType,
          categoryId: promotions.categoryId,
        })
        .from(promotions)
        .where(
          and(
            inArray(promotions.articleId, [...articleIds]),
            or(activeAt(now), eq(promotions.state, 'RESERVED')),
            inArray(promotions.planType, SLIDER_PLAN_TYPES),
          ),
        )
    },

    /** The article's slider promotions that were in force at `at` (whether or not they still are). */
    listInForceAt(articleId: number, at: Date, trx: Db = db) {
      return trx
        .select({
          id: promotions.id,
          planType: promotions.planType,
          categoryId: promotions.categoryId,
          expiresAt: promotions.expiresAt,
        })
        .from(promotions)
        .where(
          and(
            eq(promotions.articleId, articleId),
            activeAt(at),
            lte(promotions.startsAt, at),
            inArray(promotions.planType, SLIDER_PLAN_TYPES),
          ),
        )
    },

    /** An ACTIVE promotion's end moved to `expiresAt` (a renewal's history is the renewals table's, untouched). */
    async moveEnd(id: number, expiresAt: Date, trx: Db = db) {
      const rows = await trx
        .update(promotions)
        .set({ expiresAt })
        .where(and(eq(promotions.id, id), eq(promotions.state, 'ACTIVE')))
        .returning({ id: promotions.id })
      return rows.length
    },

    /** These promotions end now, a renewal in progress with them; answers how many ended. */
    async cancelByIds(ids: number[], now: Date, trx: Db = db) {
      if (ids.length === 0) return 0
      const rows = await trx
        .update(promotions)
        .set({ state: 'CANCELLED', renewalPaymentId: null })
        .where(and(inArray(promotions.id, ids), activeAt(now)))
        .returning({ id: promotions.id })
      return rows.length
    },

    /** Plan types in force for any of these articles. */
    async listActivePlanTypes(articleIds: number[], now: Date, trx: Db = db): Promise<SliderPlanType[]> {
      if (articleIds.length === 0) return []
      const rows = await trx
        .selectDistinct({ planType: promotions.planType })
        .from(promotions)
        .where(and(inArray(promotions.articleId, articleIds), activeAt(now)))
      return rows.map((row) => row.planType as SliderPlanType)
    },

    /** Slider plans in force for these articles, soonest to expire first (one query for a whole list). */
    async listActivePlansFor(articleIds: number[], now: Date, trx: Db = db) {
      if (articleIds.length === 0) return []
      return trx
        .select({ articleId: promotions.articleId, planType: promotions.planType, expiresAt: promotions.expiresAt })
        .from(promotions)
        .where(
          and(
            inArray(promotions.articleId, articleIds),
            activeAt(now),
            inArray(promotions.planType, SLIDER_PLAN_TYPES),
          ),
        )
        .orderBy(asc(promotions.expiresAt))
    },

    /** Ids of the articles in a slider's rotation at `now` (either slider when `planType` is absent). */
    async listRotationArticleIds(query: { now: Date; planType?: SliderPlanType; categoryId?: number }, trx: Db = db) {
      const conditions = [
        activeAt(query.now),
        query.planType ? eq(promotions.planType, query.planType) : inArray(promotions.planType, SLIDER_PLAN_TYPES),
      ]
      if (query.categoryId !== undefined) conditions.push(eq(promotions.categoryId, query.categoryId))
      const rows = await trx
        .selectDistinct({ articleId: promotions.articleId })
        .from(promotions)
        .where(and(...conditions))
      return rows.map((row) => row.articleId)
    },
  }
}
/** Campaign stats: the article's slider promotions that ran (activated, whether since cancelled or expired). */
export function listPromotionWindows(db: Db, articleId: number) {
  return db
    .select({
      planType: promotions.planType,
      categoryId: promotions.categoryId,
      startsAt: promotions.startsAt,
      expiresAt: promotions.expiresAt,
    })
    .from(promotions)
    .where(and(eq(promotions.articleId, articleId), isNotNull(promotions.startsAt), isNotNull(promotions.expiresAt)))
    .orderBy(asc(promotions.startsAt))
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>
