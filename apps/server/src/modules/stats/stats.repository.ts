import { and, asc, between, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { StatEventType, StatPlacement } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { statsDaily, statsDayKeys, statsReaderMarks, statsReaders } from '#src/db/schema/index'

export type CountRow = { day: string; articleId: number; placement: StatPlacement; type: StatEventType; count: number }
export type MarkRow = { day: string; scope: string; readerHash: string }

/** Rows per statement: well under PostgreSQL's 65 535 bind parameters. */
const CHUNK = 1000

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = []
  for (let index = 0; index < rows.length; index += CHUNK) out.push(rows.slice(index, index + CHUNK))
  return out
}

/** The stats module's tables: daily aggregates, unique-reader marks and the day's hash key. */
export function createStatsRepository(db: Db) {
  return {
    /**
     * Adds buffered counts and reader marks in one transaction. Rows go in a fixed order (sorted by
     * the caller), so two instances flushing the same rows wait for each other instead of deadlocking.
     * A reader is counted by the instance whose insert of its mark went through: exact across instances.
     */
    async flush(counts: CountRow[], marks: MarkRow[]) {
      await db.transaction(async (tx) => {
        for (const rows of chunks(counts)) {
          await tx
            .insert(statsDaily)
            .values(rows)
            .onConflictDoUpdate({
              target: [statsDaily.day, statsDaily.articleId, statsDaily.placement, statsDaily.type],
              set: { count: sql`${statsDaily.count} + excluded.count` },
            })
        }
        const added = new Map<string, { day: string; scope: string; readers: number }>()
        for (const rows of chunks(marks)) {
          const inserted = await tx
            .insert(statsReaderMarks)
            .values(rows)
            .onConflictDoNothing()
            .returning({ day: statsReaderMarks.day, scope: statsReaderMarks.scope })
          for (const row of inserted) {
            const key = `${row.day}|${row.scope}`
            const entry = added.get(key) ?? { day: row.day, scope: row.scope, readers: 0 }
            entry.readers += 1
            added.set(key, entry)
          }
        }
        const readers = [...added.values()].sort((a, b) =>
          a.day === b.day ? a.scope.localeCompare(b.scope) : a.day.localeCompare(b.day),
        )
        for (const rows of chunks(readers)) {
          await tx
            .insert(statsReaders)
            .values(rows)
            .onConflictDoUpdate({
              target: [statsReaders.day, statsReaders.scope],
              set: { readers: sql`${statsReaders.readers} + excluded.readers` },
            })
        }
      })
    },

    /** The day's hash key, made by whichever instance asks first; older keys and marks are deleted. */
    async dayKey(day: string, fresh: string, yesterday: string): Promise<string> {
      await db.insert(statsDayKeys).values({ day, key: fresh }).onConflictDoNothing()
      const [row] = await db.select({ key: statsDayKeys.key }).from(statsDayKeys).where(eq(statsDayKeys.day, day))
      await db.delete(statsDayKeys).where(lt(statsDayKeys.day, day))
      // Yesterday's marks stay until tomorrow: an instance may still be flushing the last minutes of it.
      await db.delete(statsReaderMarks).where(lt(statsReaderMarks.day, yesterday))
      return row!.key
    },

    /** One article's counts per day, placement and type over [from, to]. */
    articleCounts(articleId: number, from: string, to: string) {
      return db
        .select({
          day: statsDaily.day,
          placement: statsDaily.placement,
          type: statsDaily.type,
          count: statsDaily.count,
        })
        .from(statsDaily)
        .where(and(eq(statsDaily.articleId, articleId), between(statsDaily.day, from, to)))
    },

    /**
     * Counts per article and type over [from, to], for these articles (null: every article), in one
     * grouped query: the stats list's totals.
     */
    countsByArticle(articleIds: number[] | null, from: string, to: string) {
      if (articleIds?.length === 0) return Promise.resolve([])
      const total = sql<string>`sum(${statsDaily.count})`
      const inRange = between(statsDaily.day, from, to)
      return db
        .select({ articleId: statsDaily.articleId, type: statsDaily.type, count: total })
        .from(statsDaily)
        .where(articleIds ? and(inRange, inArray(statsDaily.articleId, articleIds)) : inRange)
        .groupBy(statsDaily.articleId, statsDaily.type)
    },

    /** Unique readers added up over [from, to] per scope, for these scopes (null: every article's). */
    readersByScope(scopes: string[] | null, from: string, to: string) {
      if (scopes?.length === 0) return Promise.resolve([])
      const total = sql<string>`sum(${statsReaders.readers})`
      const inRange = between(statsReaders.day, from, to)
      return db
        .select({ scope: statsReaders.scope, readers: total })
        .from(statsReaders)
        .where(and(inRange, scopes ? inArray(statsReaders.scope, scopes) : sql`${statsReaders.scope} like 'article:%'`))
        .groupBy(statsReaders.scope)
    },

    /** Unique readers per day of these scopes over [from, to]. */
    readers(scopes: string[], from: string, to: string) {
      if (scopes.length === 0) return Promise.resolve([])
      return db
        .select({ day: statsReaders.day, scope: statsReaders.scope, readers: statsReaders.readers })
        .from(statsReaders)
        .where(and(inArray(statsReaders.scope, scopes), between(statsReaders.day, from, to)))
    },

    /** Impressions per slider placement over [from, to]. */
    async impressionsByPlacement(placements: StatPlacement[], from: string, to: string) {
      const total = sql<string>`sum(${statsDaily.count})`
      return db
        .select({ placement: statsDaily.placement, count: total })
        .from(statsDaily)
        .where(
          and(
            eq(statsDaily.type, 'IMPRESSION'),
            inArray(statsDaily.placement, placements),
            between(statsDaily.day, from, to),
          ),
        )
        .groupBy(statsDaily.placement)
    },

    /** The most viewed articles over [from, to]. */
    topViewed(from: string, to: string, limit: number) {
      const views = sql<string>`sum(${statsDaily.count})`
      return db
        .select({ articleId: statsDaily.articleId, views })
        .from(statsDaily)
        .where(and(eq(statsDaily.type, 'VIEW'), between(statsDaily.day, from, to)))
        .groupBy(statsDaily.articleId)
        .orderBy(desc(views), asc(statsDaily.articleId))
        .limit(limit)
    },
  }
}
export type StatsRepository = ReturnType<typeof createStatsRepository>
