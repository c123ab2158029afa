// Re-indexing the articles a category rename left stale (drizzle/0018): the rename queues them, this
// refreshes the queue in small batches, off the rename's request. On PGlite the database runs on the
// request thread: a batch holds it (and every other request) for as long as it takes, so batches stay
// small and the event loop turns between them.
import { setImmediate as nextTurn } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Db } from '#src/db/client'
import { parsedRowsOf } from '#src/db/raw-rows'
import type { ScheduledJob } from '#src/modules/notifications/notifications.service'

/**
 * How long one batch may hold the database. Each article re-parses its body and re-enters every lexeme in
 * the GIN indexes: ~0.7 ms on an idle machine, 10-25 ms on a loaded one, so the batch's size follows the
 * time the last one took instead of being fixed.
 */
export const SEARCH_REFRESH_BATCH_MS = 40
/** The first batch's size, and the bounds of the later ones. */
const FIRST_BATCH = 10
const MAX_BATCH = 200

/** A safety net: what a stopped instance left queued is refreshed within this long. */
export const SEARCH_REFRESH_JOB_MS = 60_000

export type SearchRefresher = {
  /** Starts refreshing the queue now, in the background (a failure is logged; the job retries). */
  kick(): void
  /** Refreshes until the queue is empty; resolves with how many articles it re-indexed. One run at a time. */
  drain(): Promise<number>
  /** Lets a running drain finish its batch and stops it (the app is closing). */
  stop(): Promise<void>
}

/** What spotlight_search_refresh_queued answers: how many queued articles it re-indexed (an integer). */
const TakenRow = z.object({ taken: z.number().int() })

/** The next batch's size: as many articles as the last batch's pace fits in `targetMs`. */
export function nextBatchSize(size: number, elapsedMs: number, targetMs = SEARCH_REFRESH_BATCH_MS): number {
  const paced = Math.floor((size * targetMs) / Math.max(elapsedMs, 1))
  return Math.min(MAX_BATCH, Math.max(1, paced))
}

export function createSearchRefresher({ db, log }: { db: Db; log: FastifyBaseLogger }): SearchRefresher {
  let running: Promise<number> | null = null
  // A kick during a run whose last batch had already found the queue empty: look once more.
  let isAskedAgain = false
  let isStopped = false

  let batchSize = FIRST_BATCH

  async function refreshBatch(): Promise<number> {
    const started = performance.now()
    const query = sql`select spotlight_search_refresh_queued(${batchSize}::integer) as taken`
    const [row] = await parsedRowsOf(db, query, TakenRow)
    const taken = row?.taken ?? 0
    if (taken === batchSize) batchSize = nextBatchSize(batchSize, performance.now() - started)
    return taken
  }

  async function refreshAll(): Promise<number> {
    let total = 0
    // The rename's answer goes out before the first batch.
    await nextTurn()
    while (!isStopped) {
      const taken = await refreshBatch()
      total += taken
      if (taken === 0) {
        if (!isAskedAgain) break
        isAskedAgain = false
      }
      await nextTurn()
    }
    return total
  }

  function drain(): Promise<number> {
    if (running) {
      isAskedAgain = true
      return running
    }
    running = refreshAll().finally(() => {
      running = null
    })
    return running
  }

  return {
    kick() {
      drain().catch((error: unknown) => log.warn({ err: error }, 'search: refreshing renamed categories failed'))
    },
    drain,
    async stop() {
      isStopped = true
      await running?.catch(() => {})
    },
  }
}

/** The scheduler's run of the same refresh, once a period across instances. */
export function searchRefreshJob(refresher: SearchRefresher, everyMs = SEARCH_REFRESH_JOB_MS): ScheduledJob {
  return {
    name: 'search-refresh',
    everyMs,
    async run() {
      await refresher.drain()
    },
  }
}
