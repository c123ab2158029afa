import { and, asc, desc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import { SLIDER_PLAN_TYPES, type ArticleStatus } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles, categories, promotions } from '#src/db/schema/index'

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
    listByStatus(status: ArticleStatus, ownerId?: number) {
      const conditions: SQL[] = [eq(articles.status, status)]
      if (ownerId !== undefined) conditions.push(eq(articles.ownerId, ownerId))
      return db
        .select({
          article: articles,
          category: { name: categories.name, slug: categories.slug, nameEs: categories.nameEs },
        })
        .from(articles)
        .leftJoin(categories, eq(categories.id, articles.categoryId))
        .where(and(...conditions))
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(500)
    },

    /** Slider plans in force for many articles at once (one query for a whole list). */
    async listActivePlansFor(articleIds: number[], now: Date) {
      if (articleIds.length === 0) return []
      return db
        .select({ articleId: promotions.articleId, planType: promotions.planType, expiresAt: promotions.expiresAt })
        .from(promotions)
        .where(
          and(
            inArray(promotions.articleId, articleIds),
            eq(promotions.state, 'ACTIVE'),
            gt(promotions.expiresAt, now),
            inArray(promotions.planType, SLIDER_PLAN_TYPES),
          ),
        )
        .orderBy(asc(promotions.expiresAt))
    },
  }
}
export type ArticleWritesRepository = ReturnType<typeof createArticleWritesRepository>
