import { and, count, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles } from '#src/db/schema/index'

/** Reads of the articles table for campaign stats (the stats module reaches them through the lookup service). */
export function createArticleFiguresRepository(db: Db) {
  return {
    /** Which of these ids are public on `today` (published, publish date come). */
    async listPublicIds(ids: number[], today: string): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, ids), eq(articles.status, 'PUBLISHED'), lte(articles.publishDate, today)))
      return rows.map((row) => row.id)
    },

    /** Published articles (of one owner, or everyone's), oldest first: the campaign stats list. */
    listPublishedTitles(ownerId: number | null) {
      return db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(
          ownerId === null
            ? eq(articles.status, 'PUBLISHED')
            : and(eq(articles.status, 'PUBLISHED'), eq(articles.ownerId, ownerId)),
        )
        .orderBy(articles.id)
    },

    async listTitles(ids: number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: articles.id, title: articles.title, app: articles.app })
        .from(articles)
        .where(inArray(articles.id, ids))
    },

    /** Each article's owner and title (the promotions' end notices), in one query. */
    async listOwnersAndTitles(ids: number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: articles.id, ownerId: articles.ownerId, title: articles.title })
        .from(articles)
        .where(inArray(articles.id, ids))
    },

    /** Articles waiting for review now, and the decisions taken in [from, until). */
    async moderation(from: Date, until: Date) {
      const [queue] = await db.select({ length: count() }).from(articles).where(eq(articles.status, 'PENDING_APPROVAL'))
      const [decided] = await db
        .select({
          decisions: count(),
          median: sql<
            string | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${articles.decidedAt} - ${articles.submittedAt}))`,
        })
        .from(articles)
        .where(and(isNotNull(articles.submittedAt), gte(articles.decidedAt, from), lt(articles.decidedAt, until)))
      return {
        queueLength: queue?.length ?? 0,
        decisions: decided?.decisions ?? 0,
        medianDecisionSeconds: decided?.median == null ? null : Math.max(0, Number(decided.median)),
      }
    },
  }
}
