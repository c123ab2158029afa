// The placements' waiting lists and their 24-hour holds (docs/decisions/0004-payments.md, "Renewal and
// the waiting list"). Internal to the promotions module: promotions.service.ts exposes it.
import { isSiteWidePlan, type SliderPlanType } from '@spotlight/shared/domain/plans'
import { SLOT_HOLD_HOURS } from '@spotlight/shared/domain/limits'
import type { WaitlistJoined, WaitlistPlace } from '@spotlight/shared/schemas/payments'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { hiddenCategory, isHiddenCategorySlug } from './hidden-slider'
import type { PromotionsRepository } from './promotions.repository'
import { categoryIdOf, type SlotScope } from './slot-scope'
import { createSlotWaitlistRepository, scopeOfEntry, type WaitlistEntry } from './slot-waitlist.repository'

export const HOLD_MS = SLOT_HOLD_HOURS * 3600 * 1000

/** A freed slot was held for a user: what the notifications need to tell them. */
export type SlotHeld = { userId: number; planType: SliderPlanType; categorySlug: string | null; heldUntil: Date }
/**
 * Called inside the transaction that grants the hold (so a notification written with `tx` exists
 * exactly when the hold does). Defaults to a no-op; app.ts wires it to the notifications service.
 */
export type SlotHeldHook = (tx: Db, hold: SlotHeld) => Promise<void>

/** The categories service's reads the lines need (promotions-core hands it in). */
type CategoryReads = {
  findBySlug(slug: string): Promise<{ id: number; slug: string } | null>
  /** Slugs by id in one query, inside `trx` (these reads run in the slider's transaction). */
  listSlugs(ids: number[], trx?: Db): Promise<Map<number, string>>
}

export type WaitingListDeps = {
  db: Db
  repo: PromotionsRepository
  categories: CategoryReads
  slotLimit: (planType: SliderPlanType) => number
  onSlotHeld: SlotHeldHook
  /** Whether the user has an article that could take a slot of the placement now (read in `tx`, under its lock). */
  canUseSlot: (userId: number, scope: SlotScope, at: Date, tx: Db) => Promise<boolean>
}

const noArticle = () =>
  new AppError(
    'WAITLIST_NO_ARTICLE',
    'Waiting for a slot needs a published article of yours that could take it (in that category, for a category slider) and does not already have that plan.',
  )

export function createWaitingList(deps: WaitingListDeps) {
  const { db, repo, categories } = deps
  const lines = createSlotWaitlistRepository(db)

  /** The placement a request names; a per-category plan's slug must name a category. */
  async function scopeOf(planType: SliderPlanType, categorySlug: string | undefined): Promise<SlotScope> {
    if (isSiteWidePlan(planType)) return { planType }
    const category = categorySlug ? await categories.findBySlug(categorySlug) : null
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    return { planType, categoryId: category.id }
  }

  /**
   * The first `count` people waiting who could still buy the slot; a place whose user no longer could
   * (the article unpublished, moved, or given that plan meanwhile) is removed on the way. Each round
   * removes at least one place or answers, so it ends.
   */
  async function firstWhoCanBuy(scope: SlotScope, count: number, at: Date, tx: Db): Promise<WaitlistEntry[]> {
    for (;;) {
      const next = await lines.listFirstWaiting(scope, count, tx)
      const cannot: WaitlistEntry[] = []
      for (const row of next) if (!(await deps.canUseSlot(row.userId, scope, at, tx))) cannot.push(row)
      if (cannot.length === 0) return next
      for (const row of cannot) await lines.remove(row.userId, scope, tx)
    }
  }

  /**
   * Under the slider lock (the caller holds it, in `tx`): holds that ran out are given up, then each
   * free slot is held for the next person waiting who could buy it, and `onSlotHeld` is told.
   * Idempotent: a second run finds nothing free. Answers the users a slot was held for.
   */
  async function settle(scope: SlotScope, at: Date, tx: Db): Promise<number[]> {
    await lines.deleteExpiredHolds(scope, at, tx)
    const free = deps.slotLimit(scope.planType) - (await repo.countTakenSlots(scope, at, tx))
    if (free <= 0) return []
    const next = await firstWhoCanBuy(scope, free, at, tx)
    if (next.length === 0) return []
    const heldUntil = new Date(at.getTime() + HOLD_MS)
    // One line, one placement: every row held is on the scope's category.
    const categoryId = categoryIdOf(scope)
    const categorySlug = slugOf(await slugsOf([categoryId], tx), categoryId)
    await lines.hold(
      next.map((row) => row.id),
      heldUntil,
      tx,
    )
    for (const row of next) {
      await deps.onSlotHeld(tx, {
        userId: row.userId,
        planType: scope.planType,
        categorySlug,
        heldUntil,
      })
    }
    return next.map((row) => row.userId)
  }

  /** The slugs of these categories in one read (null: the main slider's, which has none). */
  async function slugsOf(categoryIds: (number | null)[], tx: Db = db): Promise<Map<number, string>> {
    const ids = categoryIds.filter((id) => id !== null)
    return ids.length === 0 ? new Map() : categories.listSlugs(ids, tx)
  }
  const slugOf = (slugs: Map<number, string>, categoryId: number | null) =>
    categoryId === null ? null : (slugs.get(categoryId) ?? null)

  async function placeOf(
    entry: WaitlistEntry,
    slugs: Map<number, string>,
    at: Date,
    tx: Db = db,
  ): Promise<WaitlistPlace> {
    const held = entry.heldUntil !== null && entry.heldUntil > at
    return {
      planType: entry.planType as SliderPlanType,
      categorySlug: slugOf(slugs, entry.categoryId),
      position: held ? 0 : (await lines.countWaitingAhead(scopeOfEntry(entry), entry.id, tx)) + 1,
      heldUntil: held ? entry.heldUntil!.toISOString() : null,
    }
  }

  return {
    lines,
    settle,
    scopeOf,

    /**
     * Joins a full slider's line (a second join answers the same place). Refused with
     * WAITLIST_NO_ARTICLE to a user with no article that could take the slot, and with
     * WAITLIST_SLOT_FREE when a slot is free for this user: buy it instead.
     */
    async join(userId: number, scope: SlotScope, at: Date): Promise<WaitlistJoined> {
      const place = await db.transaction(async (tx) => {
        await repo.lockSlider(scope, tx)
        const categoryId = categoryIdOf(scope)
        if (categoryId !== null) {
          // Read under the lock a category delete takes too: a line of a category gone (or hidden) is none.
          const slug = (await slugsOf([categoryId], tx)).get(categoryId)
          if (slug === undefined) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
          if (isHiddenCategorySlug(slug)) throw hiddenCategory()
        }
        await settle(scope, at, tx)
        let entry = await lines.find(userId, scope, tx)
        if (!entry) {
          if (!(await deps.canUseSlot(userId, scope, at, tx))) throw noArticle()
          const taken = await repo.countTakenSlots(scope, at, tx)
          const waiting = await lines.countWaiting(scope, userId, tx)
          if (taken + waiting < deps.slotLimit(scope.planType)) {
            throw new AppError('WAITLIST_SLOT_FREE', 'A slot of this slider is free: it can be bought now.')
          }
          await lines.insert(userId, scope, tx)
          entry = (await lines.find(userId, scope, tx))!
        }
        return placeOf(entry, await slugsOf([entry.categoryId], tx), at, tx)
      })
      return { planType: place.planType, categorySlug: place.categorySlug, position: place.position }
    },

    /** Leaves the line; a hold given up passes on at once. Leaving a line one is not in does nothing. */
    async leave(userId: number, scope: SlotScope, at: Date) {
      await db.transaction(async (tx) => {
        await repo.lockSlider(scope, tx)
        if (await lines.remove(userId, scope, tx)) await settle(scope, at, tx)
      })
    },

    /** The slots held for the user now (holds in force), without counting anyone's place in line. */
    async holds(
      userId: number,
      at: Date,
    ): Promise<{ planType: SliderPlanType; categorySlug: string | null; heldUntil: string }[]> {
      const held = (await lines.listByUser(userId)).filter((row) => row.heldUntil !== null && row.heldUntil > at)
      if (held.length === 0) return []
      const slugs = await slugsOf(held.map((row) => row.categoryId))
      return held.map((row) => ({
        planType: row.planType as SliderPlanType,
        categorySlug: slugOf(slugs, row.categoryId),
        heldUntil: row.heldUntil!.toISOString(),
      }))
    },

    async places(userId: number, at: Date): Promise<WaitlistPlace[]> {
      const rows = await lines.listByUser(userId)
      // A hold that ran out but was not passed on yet is no place any more.
      const live = rows.filter((row) => row.heldUntil === null || row.heldUntil > at)
      const slugs = await slugsOf(live.map((row) => row.categoryId))
      return Promise.all(live.map((row) => placeOf(row, slugs, at)))
    },

    /**
     * The periodic tick: every slider with a line is settled under its lock, in a transaction of its
     * own (expired holds pass on, slots freed by an expiry or a lapsed reservation are held). Safe to run
     * on several instances at once: each slider's decisions serialise on its advisory lock.
     */
    async tick(at: Date) {
      let held = 0
      for (const row of await lines.listScopes()) {
        const scope = scopeOfEntry(row)
        held += await db.transaction(async (tx) => {
          await repo.lockSlider(scope, tx)
          return (await settle(scope, at, tx)).length
        })
      }
      return held
    },
  }
}

export type WaitingList = ReturnType<typeof createWaitingList>
