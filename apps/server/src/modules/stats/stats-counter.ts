import type { KeyObject } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import { MAX_EVENTS_PER_BEACON, type StatEvent } from '@spotlight/shared/schemas/stats'
import { createStatsBuffer, slotOf } from './stats-buffer'
import type { ReaderHasher } from './reader-hash'
import type { StatsRepository } from './stats.repository'

/** How long an article id is known public (or not) without asking the articles module again. */
const VISIBILITY_TTL_MS = 60_000
/** How many user agents keep their bot verdict (isbot runs a long regular expression). */
const BOT_VERDICTS = 2_000
const DAY_MS = 86_400_000
/** Article ids whose visibility is remembered; past it, the longest remembered goes first. */
const VISIBILITY_ENTRIES = 50_000

export type Reader = { address: string; userAgent: string | undefined }

export type StatsCounterDeps = {
  repo: Pick<StatsRepository, 'flush'>
  hasher: ReaderHasher
  /** The articles module's answer to "which of these ids are public today" (only those are counted). */
  listPublicIds(ids: number[], today: string): Promise<number[]>
  log: FastifyBaseLogger
  now: () => Date
}

/**
 * Which unique-reader count an event feeds, as a number (no string per event): an article's readers
 * for a view (the article's id), a slider's for an impression there (-1 main, -2 category), else 0.
 */
function scopeCodeOf(event: StatEvent): number {
  if (event.type === 'VIEW') return event.articleId
  if (event.type !== 'IMPRESSION') return 0
  return event.placement === 'MAIN_SLIDER' ? -1 : event.placement === 'CATEGORY_SLIDER' ? -2 : 0
}
/** The scope as stored (`article:<id>`, `slider:<placement>`): docs/decisions/0009-campaign-stats.md. */
function scopeName(code: number): string {
  return code > 0 ? `article:${code}` : code === -1 ? 'slider:MAIN_SLIDER' : 'slider:CATEGORY_SLIDER'
}

/**
 * Adds events up in memory and writes them as upserts on `flush()` (every few seconds, and when the app
 * closes). Bots, readers without a user agent, unknown and non-public articles are dropped silently;
 * the same event twice in one beacon counts once (a page sends each event once per page view).
 *
 * This runs for every beacon (the busiest route), so a beacon whose articles and reader were seen in
 * the last seconds allocates little and waits for nothing: visibility and bot verdicts are remembered,
 * the day's key is kept, and a reader already marked in a scope since the last flush is not hashed again.
 */
export function createStatsCounter(deps: StatsCounterDeps) {
  const buffer = createStatsBuffer()
  // An id maps to when its answer expires: positive if public, negative if not. A plain Map, oldest
  // first out: looked up for every event, it must not allocate (lru-cache's get() makes objects).
  const visibility = new Map<number, number>()
  const botVerdicts = new LRUCache<string, boolean>({ max: BOT_VERDICTS })
  let today = { day: '', start: 0 }
  // The current beacon's articles and, per article, the (type, placement) slots it counted, as bits:
  // scratch space shared by every beacon (record() fills it without a pause), so none allocates any.
  const beaconIds = new Int32Array(MAX_EVENTS_PER_BEACON)
  const beaconSlots = new Int32Array(MAX_EVENTS_PER_BEACON)
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
    return deps.listPublicIds([...unknown], day).then((ids) => {
      const found = new Set(ids)
      const expires = nowMs + VISIBILITY_TTL_MS
      for (const id of unknown) {
        visibility.delete(id)
        if (visibility.size >= VISIBILITY_ENTRIES) visibility.delete(visibility.keys().next().value!)
        visibility.set(id, found.has(id) ? expires : -expires)
      }
    })
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
  function countNow(
    events: StatEvent[],
    reader: Reader,
    userAgent: string,
    day: string,
    nowMs: number,
    key: KeyObject,
  ) {
    const readerKey = `${day}\n${reader.address}\n${userAgent}`
    let articles = 0
    // The route takes at most MAX_EVENTS_PER_BEACON events; the scratch space holds no more.
    const count = Math.min(events.length, MAX_EVENTS_PER_BEACON)
    for (let index = 0; index < count; index++) {
      const event = events[index]!
      const id = event.articleId
      if (!isPublic(id, nowMs)) continue
      const slot = slotOf(event.type, event.placement)
      const bit = 1 << slot
      let at = 0
      while (at < articles && beaconIds[at] !== id) at += 1
      if (at === articles) {
        beaconIds[articles] = id
        beaconSlots[articles++] = 0
      }
      if (beaconSlots[at]! & bit) continue
      beaconSlots[at]! |= bit
      buffer.count(day, id, slot)

      const scope = scopeCodeOf(event)
      if (scope === 0 || buffer.marked(readerKey)?.has(scope)) continue
      const name = scopeName(scope)
      buffer.mark(day, name, deps.hasher.hash(key, { address: reader.address, userAgent }, name))
      buffer.rememberMark(readerKey, scope)
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
      if (!learning && key) {
        countNow(events, reader, userAgent, day, nowMs, key)
        return undefined
      }
      return (async () => {
        if (learning) await learning
        // Read once a day per instance; before anything is counted, so a beacon counts whole or not at all.
        const dayKey = key ?? (await deps.hasher.keyFor(day))
        countNow(events, reader, userAgent, day, nowMs, dayKey)
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
