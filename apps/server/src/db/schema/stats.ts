import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { statEventTypeEnum, statPlacementEnum } from './enums'

/**
 * Campaign stats (docs/decisions/0009-campaign-stats.md): one row per article x UTC day x placement x
 * event type, added to by upserts every few seconds; never a row per hit.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    /**
     * No foreign key: a flush must never fail because an article was deleted since its events were
     * accepted (the rows of a deleted article are simply never read again).
     */
    articleId: integer().notNull(),
    placement: statPlacementEnum().notNull(),
    type: statEventTypeEnum().notNull(),
    count: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.articleId, table.placement, table.type] })],
)

/**
 * Unique readers per UTC day and scope (`article:<id>` for an article's readers, `slider:<placement>`
 * for a slider's), raised by the number of hashes newly inserted into stats_reader_marks.
 */
export const statsReaders = pgTable(
  'stats_readers',
  {
    day: date({ mode: 'string' }).notNull(),
    scope: text().notNull(),
    readers: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope] })],
)

/**
 * The keyed hashes of the readers seen today and yesterday, only to count each once across instances
 * (insert ... on conflict do nothing). Older days are deleted: with their key gone they mean nothing.
 */
export const statsReaderMarks = pgTable(
  'stats_reader_marks',
  {
    day: date({ mode: 'string' }).notNull(),
    scope: text().notNull(),
    readerHash: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope, table.readerHash] })],
)

/**
 * The random key of the reader hash, one per UTC day, shared by every instance so they count a reader
 * once. Deleted when the day is over: nobody can then link a hash to an address again.
 */
export const statsDayKeys = pgTable('stats_day_keys', {
  day: date({ mode: 'string' }).primaryKey(),
  key: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
