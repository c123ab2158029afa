import type { KeyObject } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import { STAT_EVENT_TYPES, STAT_PLACEMENTS, type StatPlacement } from '@spotlight/shared/domain/enums'
import { planOfStatPlacement, SLIDER_STAT_PLACEMENTS } from '@spotlight/shared/domain/plans'
import type { StatEvent } from '@spotlight/shared/schemas/stats'
import { readerAddressOf } from './reader-address'
import { createStatsBuffer, SLOTS, slotOf } from './stats-buffer'
import type { ReaderHasher } from './reader-hash'
import { createSeenEvents } from './seen-events'
import type { StatsRepository } from './stats.repository'

/** How long an article id is known public (or not) without asking the articles module again. */
const VISIBILITY_TTL_MS = 60_000
/** How many user agents keep their bot verdict (isbot runs a long regular expression). */
const BOT_VERDICTS = 2_000
const DAY_MS = 86_400_000
/** Article ids whose visibility is remembered; past it, the longest remembered goes first. */
const VISIBILITY_ENTRIES = 50_000

export type Reader = { address: string; userAgent: string | undefined }

/**
 * Each slot plan's slider (its stats placement, from the plan catalogue): a bit (the sliders an
 * article is promoted in now, as bits: only their slides are impressions and clicks there) and a
 * negative code for its unique readers' scope (-1, -2, ...: no string per event).
 */
const SLIDERS = SLIDER_STAT_PLACEMENTS.map((placement, index) => ({
  placement,
  planType: planOfStatPlacement(placement),
  bit: 1 << index,
  code: -(index + 1),
}))
const SLIDER_BITS: Partial<Record<StatPlacement, number>> = Object.fromEntries(
  SLIDERS.map((slider) => [slider.placement, slider.bit]),
)
const PLAN_BITS: Partial<Record<string, number>> = Object.fromEntries(
  SLIDERS.map((slider) => [slider.planType, slider.bit]),
)
const SLIDER_CODES: Partial<Record<StatPlacement, number>> = Object.fromEntries(
  SLIDERS.map((slider) => [slider.placement, slider.code]),
)
/** The scope of a reader's own id for the day (what `seen` knows it by). */
const READER_SCOPE = 'reader'
/** A slot no page sends: never counted. */
const NEVER = -1

/**
 * Per counter slot, what the reader must have been counted for first that day, as the slot's bit (0:
 * nothing), or NEVER. The pages send a view on the article page (placement ARTICLE) only, impressions
 * of cards and slides everywhere else, and clicks on either: a click on a card or slide follows its
 * impression there, a click in an article's text follows the article's view.
 */
const NEEDS: Int32Array = (() => {
  const needs = new Int32Array(SLOTS)
  for (const type of STAT_EVENT_TYPES)
    for (const placement of STAT_PLACEMENTS) {
      const onPage = placement === 'ARTICLE'
      const slot = slotOf(type, placement)
      if (type === 'VIEW') needs[slot] = onPage ? 0 : NEVER
      else if (type === 'IMPRESSION') needs[slot] = onPage ? NEVER : 0
      else needs[slot] = 1 << slotOf(onPage ? 'VIEW' : 'IMPRESSION', placement)
    }
  return needs
})()

export type StatsCounterDeps = {
  repo: Pick<StatsRepository, 'flush'>
  hasher: ReaderHasher
  /** The articles module's answer to "which of these ids are public today" (only those are counted). */
  listPublicIds(ids: number[], today: string): Promise<number[]>
  /** The promotions module's slider plans in force now for these ids (slider events count only for them). */
  listSliderPlans(ids: number[], at: Date): Promise<{ articleId: number; planType: string }[]>
  log: FastifyBaseLogger
  now: () => Date
}

/**
 * Which unique-reader count an event feeds, as a number (no string per event): an article's readers
 * for a view (the article's id), a slider's for an impression there (its code, negative), else 0.
 */
function scopeCodeOf(event: StatEvent): number {
  if (event.type === 'VIEW') return event.articleId
  if (event.type !== 'IMPRESSION') return 0
  return SLIDER_CODES[event.placement] ?? 0
}
/** The scope as stored (`article:<id>`, `slider:<placement>`): docs/decisions/0009-campaign-stats.md. */
function scopeName(code: number): string {
  return code > 0 ? `article:${code}` : `slider:${SLIDERS[-code - 1]!.placement}`
}

/**
 * Adds events up in memory and writes them as upserts on `flush()` (every few seconds, and when the app
 * closes). Dropped silently: bots, readers without a user agent, unknown and non-public articles, an
 * event this reader was already counted for today (per article, type and placement: `seen-events.ts`),
 * a slider's impression or click of an article not promoted in that slider now, a click without the
 * impression (or, in an article's text, the view) before it, and what no page sends (`NEEDS`). A
 * reader is an address (`readerAddressOf`), whatever its user agent.
 *
 * This runs for every beacon (the busiest route), so a beacon whose articles and reader were seen in
 * the last seconds allocates little and waits for nothing: visibility, promotions and bot verdicts are
 * remembered, the day's key is kept, and a reader seen since the last flush is not hashed again.
 */
export function createStatsCounter(deps: StatsCounterDeps) {
  const buffer = createStatsBuffer()
  // An id maps to when its answer expires: positive if public, negative if not. A plain Map, oldest
  // first out: looked up for every event, it must not allocate (lru-cache's get() makes objects).
  const visibility = new Map<number, number>()
  /** The sliders (SLIDER_BITS) each id of `visibility` was promoted in when it was learnt. */
  const sliders = new Map<number, number>()
  const seen = createSeenEvents()
  const botVerdicts = new LRUCache<string, boolean>({ max: BOT_VERDICTS })
  let today = { day: '', start: 0 }
  let running: Promise<void> = Promise.resolve()

  function isBot(userAgent: string): boolean {
    let verdict = botVerdicts.get(userAgent)
    if (verdict === undefined) {
      verdict = isbot(userAgent)
      botVerdicts.set(userAgent, verdict)
    }
    return verdict
  }

  /** The UTC day of `now`, as YYYY-MM-DD (made once a day). */
  function dayOf(nowMs: number): string {
    if (nowMs < today.start || nowMs >= today.start + DAY_MS) {
      const start = nowMs - (((nowMs % DAY_MS) + DAY_MS) % DAY_MS)
      today = { day: new Date(start).toISOString().slice(0, 10), start }
    }
    return today.day
  }

  const isPublic = (id: number, nowMs: number) => (visibility.get(id) ?? 0) > nowMs

  /** Asks the articles module about the ids not known (or known too long): one query, only when needed. */
  function learnVisibility(events: StatEvent[], day: string, nowMs: number): Promise<void> | undefined {
    let unknown: Set<number> | undefined
    for (const event of events) {
      if (Math.abs(visibility.get(event.articleId) ?? 0) <= nowMs) (unknown ??= new Set()).add(event.articleId)
    }
    if (!unknown) return undefined
    const ids = [...unknown]
    return Promise.all([deps.listPublicIds(ids, day), deps.listSliderPlans(ids, new Date(nowMs))]).then(
      ([publicIds, plans]) => {
        const found = new Set(publicIds)
        const expires = nowMs + VISIBILITY_TTL_MS
        for (const id of unknown) {
          visibility.delete(id)
          sliders.delete(id)
          if (visibility.size >= VISIBILITY_ENTRIES) {
            const oldest = visibility.keys().next().value!
            visibility.delete(oldest)
            sliders.delete(oldest)
          }
          visibility.set(id, found.has(id) ? expires : -expires)
          sliders.set(id, 0)
        }
        for (const plan of plans) {
          const bit = PLAN_BITS[plan.planType] ?? 0
          sliders.set(plan.articleId, (sliders.get(plan.articleId) ?? 0) | bit)
        }
      },
    )
  }

  async function writeOnce() {
    if (buffer.isEmpty) return
    const taken = buffer.take()
    try {
      await deps.repo.flush(taken.counts, taken.marks)
    } catch (error) {
      // Kept for the next flush: a database hiccup delays counts, it does not lose them.
      buffer.putBack(taken)
      deps.log.warn({ err: error }, 'stats: flush failed, retrying later')
      throw error
    }
  }

  /** Counts a beacon whose articles' visibility and the day's key are known (nothing to wait for). */
  function countNow(events: StatEvent[], address: string, day: string, nowMs: number, key: KeyObject) {
    const readerKey = `${day}\n${address}`
    const reader = buffer.recall(readerKey) ?? buffer.remember(readerKey, deps.hasher.hash(key, address, READER_SCOPE))
    const counted = seen.of(day, reader.id)
    // Clicks after the rest: a beacon may carry a card's impression after its click.
    for (let pass = 0; pass < 2; pass++) {
      for (let index = 0; index < events.length; index++) {
        const event = events[index]!
        if ((event.type === 'CLICK') !== (pass === 1)) continue
        const id = event.articleId
        if (!isPublic(id, nowMs)) continue
        const slider = SLIDER_BITS[event.placement]
        if (slider !== undefined && !((sliders.get(id) ?? 0) & slider)) continue
        const slot = slotOf(event.type, event.placement)
        const needs = NEEDS[slot]!
        const bits = counted.get(id) ?? 0
        const bit = 1 << slot
        if (needs === NEVER || (needs !== 0 && !(bits & needs)) || bits & bit) continue
        seen.add(counted, id, bit)
        buffer.count(day, id, slot)

        const scope = scopeCodeOf(event)
        if (scope === 0 || reader.scopes.has(scope)) continue
        const name = scopeName(scope)
        buffer.mark(day, name, deps.hasher.hash(key, address, name))
        reader.scopes.add(scope)
      }
    }
  }

  return {
    /**
     * Counts a beacon's events: at once (undefined) when its articles were seen in the last minute and
     * the day's key is read, the usual case, so the busiest route waits for nothing and makes no
     * promise; else a promise that asks first, then counts.
     */
    record(events: StatEvent[], reader: Reader): Promise<void> | undefined {
      const userAgent = reader.userAgent?.slice(0, 512)
      if (!userAgent || isBot(userAgent)) return undefined
      const nowMs = deps.now().getTime()
      const day = dayOf(nowMs)
      const learning = learnVisibility(events, day, nowMs)
      const key = deps.hasher.keyNow(day)
      const address = readerAddressOf(reader.address)
      if (!learning && key) {
        countNow(events, address, day, nowMs, key)
        return undefined
      }
      return (async () => {
        if (learning) await learning
        // Read once a day per instance; before anything is counted, so a beacon counts whole or not at all.
        const dayKey = key ?? (await deps.hasher.keyFor(day))
        countNow(events, address, day, nowMs, dayKey)
      })()
    },

    /** Writes what is buffered; flushes never overlap (one waits for the one before). */
    flush(): Promise<void> {
      const next = running.catch(() => {}).then(writeOnce)
      running = next
      return next
    },
  }
}
export type StatsCounter = ReturnType<typeof createStatsCounter>
