import {
  STAT_EVENT_TYPES,
  STAT_PLACEMENTS,
  type StatEventType,
  type StatPlacement,
} from '@spotlight/shared/domain/enums'
import type { CountRow, MarkRow } from './stats.repository'

/** (day, article) pairs the buffer holds at most while the database is away; beyond, new ones are dropped. */
export const MAX_BUFFERED_ARTICLE_DAYS = 50_000
/** Distinct reader marks the buffer holds at most; beyond, new ones are dropped. */
export const MAX_BUFFERED_MARKS = 200_000
/** Readers whose marks this window remembers (to hash each reader and scope once); beyond, hashes are redone. */
export const MAX_REMEMBERED_READERS = 20_000

const TYPE_INDEX = new Map(STAT_EVENT_TYPES.map((type, index) => [type, index]))
const PLACEMENT_INDEX = new Map(STAT_PLACEMENTS.map((placement, index) => [placement, index]))
/** One counter per (type, placement) pair of an article's day. */
export const SLOTS = STAT_EVENT_TYPES.length * STAT_PLACEMENTS.length

/** The counter slot of an event type in a placement (0 to SLOTS - 1). */
export function slotOf(type: StatEventType, placement: StatPlacement): number {
  return TYPE_INDEX.get(type)! * STAT_PLACEMENTS.length + PLACEMENT_INDEX.get(placement)!
}
const typeOfSlot = (slot: number) => STAT_EVENT_TYPES[Math.floor(slot / STAT_PLACEMENTS.length)]!
const placementOfSlot = (slot: number) => STAT_PLACEMENTS[slot % STAT_PLACEMENTS.length]!

/** A reader seen since the last flush: its id for the day (a keyed hash) and the scopes it was marked in. */
export type RememberedReader = { id: string; scopes: Set<number> }

/**
 * Counts added up in memory between two flushes: per day and article, one number per (placement,
 * type), in a typed array (a beacon of 20 events allocates nothing here once its articles are in);
 * and a set of reader hashes per (day, scope). `take()` hands them over as rows and starts an empty
 * buffer; `putBack()` returns what a failed flush could not write.
 *
 * `recall()` / `remember()` spare the keyed hashes (the costliest step of counting) for a reader seen
 * since the last flush: a page sends several beacons, and a reader reads several pages. The reader is
 * remembered by address in memory only, and forgotten at the next `take()` (every few seconds):
 * nothing of it is ever written.
 */
export function createStatsBuffer() {
  let counts = new Map<string, Map<number, Uint32Array>>()
  let articleDays = 0
  let marks = new Map<string, MarkRow>()
  let readers = new Map<string, RememberedReader>()

  return {
    count(day: string, articleId: number, slot: number, by = 1) {
      let articles = counts.get(day)
      if (!articles) counts.set(day, (articles = new Map()))
      let slots = articles.get(articleId)
      if (!slots) {
        if (articleDays >= MAX_BUFFERED_ARTICLE_DAYS) return
        articles.set(articleId, (slots = new Uint32Array(SLOTS)))
        articleDays += 1
      }
      slots[slot]! += by
    },
    mark(day: string, scope: string, readerHash: string) {
      const key = `${day}|${scope}|${readerHash}`
      if (!marks.has(key) && marks.size < MAX_BUFFERED_MARKS) marks.set(key, { day, scope, readerHash })
    },
    /** This reader as seen since the last flush, if it was. */
    recall(reader: string): RememberedReader | undefined {
      return readers.get(reader)
    },
    /** Remembers a reader (its scopes are added to the entry returned) while there is room. */
    remember(reader: string, id: string): RememberedReader {
      const entry = { id, scopes: new Set<number>() }
      if (readers.size < MAX_REMEMBERED_READERS) readers.set(reader, entry)
      return entry
    },
    get isEmpty() {
      return articleDays === 0 && marks.size === 0
    },
    /**
     * Everything buffered and an empty buffer. Rows are sorted (day, article, placement, type; marks by
     * day, scope, hash): every instance writes in that order, so two flushes of the same rows queue
     * instead of deadlocking.
     */
    take(): { counts: CountRow[]; marks: MarkRow[] } {
      const rows: CountRow[] = []
      for (const day of [...counts.keys()].sort()) {
        const articles = counts.get(day)!
        for (const articleId of [...articles.keys()].sort((a, b) => a - b)) {
          const slots = articles.get(articleId)!
          const dayRows: CountRow[] = []
          slots.forEach((count, slot) => {
            if (count > 0)
              dayRows.push({ day, articleId, placement: placementOfSlot(slot), type: typeOfSlot(slot), count })
          })
          dayRows.sort((a, b) => (a.placement === b.placement ? cmp(a.type, b.type) : cmp(a.placement, b.placement)))
          rows.push(...dayRows)
        }
      }
      const taken = {
        counts: rows,
        marks: [...marks.entries()].sort(([a], [b]) => cmp(a, b)).map(([, row]) => row),
      }
      counts = new Map()
      articleDays = 0
      marks = new Map()
      readers = new Map()
      return taken
    },
    putBack(taken: { counts: CountRow[]; marks: MarkRow[] }) {
      for (const row of taken.counts) this.count(row.day, row.articleId, slotOf(row.type, row.placement), row.count)
      for (const row of taken.marks) this.mark(row.day, row.scope, row.readerHash)
    },
  }
}
export type StatsBuffer = ReturnType<typeof createStatsBuffer>

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
