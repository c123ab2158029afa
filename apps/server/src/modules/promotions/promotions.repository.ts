import { and, asc, count, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import { SLIDER_PLAN_TYPES, type SliderPlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { promotions } from '#src/db/schema/index'

export type Promotion = typeof promotions.$inferSelect
export type PromotionValues = typeof promotions.$inferInsert
export type PromotionFields = Pick<PromotionValues, 'state' | 'reservedUntil' | 'startsAt' | 'expiresAt'>

/** Which slider a slot belongs to: the one main slider, or one category's slider. */
export type SlotScope = { planType: 'MAIN_SLIDER' } | { planType: 'CATEGORY_SLIDER'; categoryId: number }

/** Advisory-lock class ids, one per slider; the second key is the category id (0 for the main slider). */
const SLOT_LOCK_CLASS: Record<SliderPlanType, number> = { MAIN_SLIDER: 74_001, CATEGORY_SLIDER: 74_002 }

/**
 * A RESERVED promotion holds its slot until `reserved_until`, and past it for as long as its order's Pi
 * payment may still be signed: the payments flow releases it (state CANCELLED) only once Pi confirms the
 * payment cancelled, or turns it ACTIVE on completion (docs/decisions/0004-payments.md, "A slot is never
 * sold twice"). A reservation of no order lapses by time alone.
 */
const heldAt = (now: Date) => or(gt(promotions.reservedUntil, now), isNotNull(promotions.paymentId))

/** In force at `now`: ACTIVE and not expired. Expired rows stop counting at query time, no sweeper needed. */
const activeAt = (now: Date) => and(eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, now))

/** Holding a slot at `now`: active, or reserved and held. */
const takenAt = (now: Date) => or(activeAt(now), and(eq(promotions.state, 'RESERVED'), heldAt(now)))

/**
 * Queries only, over the promotions table. Every method takes an optional transaction (`trx`): the
 * payments flow reserves and activates inside its order's transaction, after taking the slider lock.
 */
export function createPromotionsRepository(db: Db) {
  return {
    /** Serialises every slot decision of one slider until the transaction ends (PostgreSQL and PGlite). */
    async lockSlider(scope: SlotScope, trx: Db) {
      const classId = SLOT_LOCK_CLASS[scope.planType]
      const objectId = scope.planType === 'CATEGORY_SLIDER' ? scope.categoryId : 0
      await trx.execute(
        sql`select pg_advisory_xact_lock(${sql.raw(String(classId))}, ${sql.raw(String(Math.trunc(objectId)))})`,
      )
    },

    async findById(id: number, trx: Db = db): Promise<Promotion | null> {
      const [row] = await trx.select().from(promotions).where(eq(promotions.id, id))
      return row ?? null
    },

    async findByPaymentId(paymentId: string, trx: Db = db): Promise<Promotion | null> {
      const [row] = await trx.select().from(promotions).where(eq(promotions.paymentId, paymentId))
      return row ?? null
    },

    /** Promotions holding a slot of the scope at `now`. */
    async countTakenSlots(scope: SlotScope, now: Date, trx: Db = db): Promise<number> {
      const conditions = [eq(promotions.planType, scope.planType), takenAt(now)]
      if (scope.planType === 'CATEGORY_SLIDER') conditions.push(eq(promotions.categoryId, scope.categoryId))
      const [row] = await trx
        .select({ taken: count() })
        .from(promotions)
        .where(and(...conditions))
      return row?.taken ?? 0
    },

    /** The article's promotions of that plan that hold a slot at `now` (active or held reservations). */
    listTakenBy(articleId: number, planType: SliderPlanType, now: Date, trx: Db = db) {
      return trx
        .select({ id: promotions.id, paymentId: promotions.paymentId })
        .from(promotions)
        .where(and(eq(promotions.articleId, articleId), eq(promotions.planType, planType), takenAt(now)))
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
    async releaseByPaymentId(paymentId: string, trx: Db = db) {
      await trx
        .update(promotions)
        .set({ state: 'CANCELLED' })
        .where(and(eq(promotions.paymentId, paymentId), eq(promotions.state, 'RESERVED')))
    },

    /** RESERVED rows whose `reserved_until` has passed (held or not). */
    listLapsedReservations(now: Date, trx: Db = db) {
      return trx
        .select({ id: promotions.id, paymentId: promotions.paymentId })
        .from(promotions)
        .where(and(eq(promotions.state, 'RESERVED'), lte(promotions.reservedUntil, now)))
    },

    async releaseByIds(ids: number[], trx: Db = db) {
      if (ids.length === 0) return
      await trx
        .update(promotions)
        .set({ state: 'CANCELLED' })
        .where(and(inArray(promotions.id, ids), eq(promotions.state, 'RESERVED')))
    },

    /** Ends the article's active promotion of that plan now; answers how many ended. */
    async cancelActive(articleId: number, planType: SliderPlanType, now: Date, trx: Db = db) {
      const rows = await trx
        .update(promotions)
        .set({ state: 'CANCELLED' })
        .where(and(eq(promotions.articleId, articleId), eq(promotions.planType, planType), activeAt(now)))
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
