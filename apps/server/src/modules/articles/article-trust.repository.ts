import { and, eq, inArray, ne } from 'drizzle-orm'
import type { ArticleStatus } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles } from '#src/db/schema/articles'
import { appHost } from './article-with-category'

type MakerArticles = { status: ArticleStatus; hiddenReason?: string }

function makerArticles(ownerId: number, where: MakerArticles) {
  const conditions = [eq(articles.ownerId, ownerId), eq(articles.status, where.status)]
  if (where.hiddenReason) conditions.push(eq(articles.hiddenReason, where.hiddenReason))
  return and(...conditions)
}

/** The writes reports and suspensions make to articles: status moves of one article or all of a maker's. */
export function createArticleTrustRepository(db: Db) {
  const moved = { id: articles.id, ownerId: articles.ownerId, title: articles.title }
  return {
    async findById(id: number) {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1)
      return row ?? null
    },
    /** Whether the account owns an article, other than `exceptId`, whose address is on `host` (any status). */
    async ownsOtherOnHost(ownerId: number, host: string, exceptId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.ownerId, ownerId), ne(articles.id, exceptId), eq(appHost, host)))
        .limit(1)
      return row !== undefined
    },
    /** These articles, in one query (an id not found is left out). */
    listByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([])
      return db.select().from(articles).where(inArray(articles.id, ids))
    },
    /** Moves one article from one of `from` to `status`; the row moved, or null when it was not in `from`. */
    async moveOne(id: number, from: ArticleStatus[], values: Partial<typeof articles.$inferInsert>) {
      const [row] = await db
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(articles.id, id), inArray(articles.status, from)))
        .returning(moved)
      return row ?? null
    },
    /** Moves every article of a maker in `status` (and, when given, hidden for `hiddenReason`). */
    moveAllOf(ownerId: number, where: MakerArticles, values: Partial<typeof articles.$inferInsert>) {
      return db
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(makerArticles(ownerId, where))
        .returning(moved)
    },
    /** The ids of a maker's articles in `status` (and, when given, hidden for `hiddenReason`). */
    async idsOf(ownerId: number, where: MakerArticles): Promise<number[]> {
      const rows = await db.select({ id: articles.id }).from(articles).where(makerArticles(ownerId, where))
      return rows.map((row) => row.id)
    },
  }
}
