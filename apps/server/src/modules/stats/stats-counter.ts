import type { FastifyBaseLogger } from 'fastify'
import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import type { StatEvent } from '@spotlight/shared/schemas/stats'
import { createStatsBuffer } from './stats-buffer'
import type { ReaderHasher } from './reader-hash'
import { utcDay } from './stats-range'
import type { StatsRepository } from './stats.repository'

/** How long an article id is known public (or not) without asking the articles module again. */
const VISIBILITY_TTL_MS = 60_000

export type Reader = { address: string; userAgent: string | undefined }

export type StatsCounterDeps = {
  repo: Pick<StatsRepository, 'flush'>
  hasher: ReaderHasher
  /** The articles module's answer to "which of these ids are public today" (only those are counted). */
  listPublicIds(ids: number[], today: string): Promise<number[]>
  log: FastifyBaseLogger
  now: () => Date
}

/** Which unique-reader counts an event feeds: an article's readers (a view), a slider's (an impression there). */
function scopesOf(event: StatEvent): string[] {
  if (event.type === 'VIEW') return [`article:${event.articleId}`]
  if (event.type === 'IMPRESSION' && (event.placement === 'MAIN_SLIDER' || event.placement === 'CATEGORY_SLIDER')) {
    return [`slider:${event.placement}`]
  }
  return []
}

/**
 * Adds events up in memory and writes them as upserts on `flush()` (every few seconds, and when the app
 * closes). Bots, readers without a user agent, unknown and non-public articles are dropped silently;
 * the same event twice in one beacon counts once (a page sends each event once per page view).
 */
export function createStatsCounter(deps: StatsCounterDeps) {
  const buffer = createStatsBuffer()
  const visibility = new LRUCache<number, boolean>({ max: 50_000, ttl: VISIBILITY_TTL_MS })
  let running: Promise<void> = Promise.resolve()

  async function publicAmong(ids: number[], today: string): Promise<Set<number>> {
    const unknown = ids.filter((id) => visibility.get(id) === undefined)
    if (unknown.length > 0) {
      const found = new Set(await deps.listPublicIds(unknown, today))
      for (const id of unknown) visibility.set(id, found.has(id))
    }
    return new Set(ids.filter((id) => visibility.get(id) === true))
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

  return {
    async record(events: StatEvent[], reader: Reader): Promise<void> {
      const userAgent = reader.userAgent?.slice(0, 512)
      if (!userAgent || isbot(userAgent)) return
      const distinct = new Map(events.map((event) => [`${event.type}|${event.articleId}|${event.placement}`, event]))
      const day = utcDay(deps.now())
      const visible = await publicAmong([...new Set(events.map((event) => event.articleId))], day)
      const counted = [...distinct.values()].filter((event) => visible.has(event.articleId))
      if (counted.length === 0) return
      const scopes = [...new Set(counted.flatMap(scopesOf))]
      const hashes = await deps.hasher.hash(day, { address: reader.address, userAgent }, scopes)
      for (const event of counted) buffer.count(day, event.articleId, event.placement, event.type)
      scopes.forEach((scope, index) => buffer.mark(day, scope, hashes[index]!))
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
