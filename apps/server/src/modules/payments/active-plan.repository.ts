import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles, promotions } from '#src/db/schema/index'

export function createActivePlanRepository(db: Db) {
  return {
    /** Plan types of the user's promotions that are active now. */
    async listActivePlanTypes(userId: number, now: Date) {
      const rows = await db
        .selectDistinct({ planType: promotions.planType })
        .from(promotions)
        .innerJoin(articles, eq(articles.id, promotions.articleId))
        .where(and(eq(articles.ownerId, userId), eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, now)))
      return rows.map((row) => row.planType)
    },
  }
}
