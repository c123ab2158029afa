import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ArticleStatus } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles } from '#src/db/schema/index'
import { selectArticleWithCategory } from './article-with-category'

export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'createdAt'>
export type ArticleRow = typeof articles.$inferSelect

/** Authoring queries: rows or null. Updates are conditional on the status read, so a race loses cleanly. */
export function createArticleWritesRepository(db: Db) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1)
      return row ?? null
    },

    async insertArticle(values: ArticleValues) {
      const [row] = await db.insert(articles).values(values).returning()
      return row!
    },

    /** Updates only while the article still has `expectedStatus`; null when it changed meanwhile. */
    async updateArticle(id: number, expectedStatus: ArticleStatus, values: Partial<ArticleValues>) {
      const [row] = await db
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(articles.id, id), eq(articles.status, expectedStatus)))
        .returning()
      return row ?? null
    },

    async deleteArticle(id: number) {
      const [row] = await db.delete(articles).where(eq(articles.id, id)).returning()
      return row ?? null
    },

    /** An author's list (or everyone's, without `ownerId`), most recently changed first. */
    listByStatus(status: ArticleStatus | ArticleStatus[], ownerId?: number) {
      const conditions: SQL[] = [Array.isArray(status) ? inArray(articles.status, status) : eq(articles.status, status)]
      if (ownerId !== undefined) conditions.push(eq(articles.ownerId, ownerId))
      return selectArticleWithCategory(db)
        .where(and(...conditions))
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(500)
    },

    /**
     * One page of every author's articles awaiting review: the flagged ones first, then the longest
     * waiting (the oldest id); keyset on (flagged, id), so deciding an article never shifts the pages after it.
     */
    listPendingQueue(limit: number, after?: { flagged: boolean; id: number }) {
      const flagged = sql<boolean>`(jsonb_array_length(${articles.screeningFindings}) > 0)`
      const conditions: SQL[] = [eq(articles.status, 'PENDING_APPROVAL')]
      if (after)
        conditions.push(
          after.flagged
            ? sql`(${flagged} = false or ${articles.id} > ${after.id})`
            : sql`(${flagged} = false and ${articles.id} > ${after.id})`,
        )
      return selectArticleWithCategory(db)
        .where(and(...conditions))
        .orderBy(desc(flagged), asc(articles.id))
        .limit(limit)
    },

    async countPending() {
      const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.status, 'PENDING_APPROVAL'))
      return row?.n ?? 0
    },

    /** Moves every article of one category to another (a category delete). */
    async moveToCategory(fromCategoryId: number, toCategoryId: number) {
      await db.update(articles).set({ categoryId: toCategoryId }).where(eq(articles.categoryId, fromCategoryId))
    },
  }
}
export type ArticleWritesRepository = ReturnType<typeof createArticleWritesRepository>
