import type { StatEventType, StatPlacement } from '@spotlight/shared/domain/enums'
import type { CountRow, MarkRow } from './stats.repository'

/** Distinct rows the buffer holds at most while the database is away; beyond, new counts are dropped. */
export const MAX_BUFFERED_ROWS = 200_000

/**
 * Counts added up in memory between two flushes: one number per (day, article, placement, type) and a
 * set of reader hashes per (day, scope). `take()` hands them over and starts an empty buffer;
 * `putBack()` returns what a failed flush could not write.
 */
export function createStatsBuffer() {
  let counts = new Map<string, CountRow>()
  let marks = new Map<string, MarkRow>()

  return {
    count(day: string, articleId: number, placement: StatPlacement, type: StatEventType, by = 1) {
      const key = `${day}|${articleId}|${placement}|${type}`
      const row = counts.get(key)
      if (row) row.count += by
      else if (counts.size < MAX_BUFFERED_ROWS) counts.set(key, { day, articleId, placement, type, count: by })
    },
    mark(day: string, scope: string, readerHash: string) {
      const key = `${day}|${scope}|${readerHash}`
      if (!marks.has(key) && marks.size < MAX_BUFFERED_ROWS) marks.set(key, { day, scope, readerHash })
    },
    get isEmpty() {
      return counts.size === 0 && marks.size === 0
    },
    /** Everything buffered, sorted by key (the order every instance writes in), and an empty buffer. */
    take(): { counts: CountRow[]; marks: MarkRow[] } {
      const taken = {
        counts: [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row),
        marks: [...marks.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row),
      }
      counts = new Map()
      marks = new Map()
      return taken
    },
    putBack(taken: { counts: CountRow[]; marks: MarkRow[] }) {
      for (const row of taken.counts) this.count(row.day, row.articleId, row.placement, row.type, row.count)
      for (const row of taken.marks) this.mark(row.day, row.scope, row.readerHash)
    },
  }
}
export type StatsBuffer = ReturnType<typeof createStatsBuffer>
