import { and, eq, inArray } from 'drizzle-orm'
import type { ArticleStatus } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles } from '#src/db/schema/articles'

/** The writes reports and suspensions make to articles: status moves of one article or all of a maker's. */
export function createArticleTrustRepository(db: Db) {
  const moved = { id: articles.id, ownerId: articles.ownerId, title: articles.title }
  return {
    async findById(id: number) {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1)
      return row ?? null
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
    moveAllOf(
      ownerId: number,
      where: { status: ArticleStatus; hiddenReason?: string },
      values: Partial<typeof articles.$inferInsert>,
    ) {
      const conditions = [eq(articles.ownerId, ownerId), eq(articles.status, where.status)]
      if (where.hiddenReason) conditions.push(eq(articles.hiddenReason, where.hiddenReason))
      return db
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(...conditions))
        .returning(moved)
    },
  }
}
