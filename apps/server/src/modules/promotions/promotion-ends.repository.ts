import { and, eq, gt, isNotNull, lte } from 'drizzle-orm'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles, promotions } from '#src/db/schema/index'

export type PromotionEnd = {
  promotionId: number
  articleId: number
  ownerId: number
  articleTitle: string
  planType: SliderPlanType
  startsAt: Date | null
  expiresAt: Date
}

/** ACTIVE promotions whose end falls in (after, upTo]: what the end-of-promotion notices look at. */
export async function listPromotionEndsBetween(db: Db, after: Date, upTo: Date): Promise<PromotionEnd[]> {
  const rows = await db
    .select({
      promotionId: promotions.id,
      articleId: promotions.articleId,
      ownerId: articles.ownerId,
      articleTitle: articles.title,
      planType: promotions.planType,
      startsAt: promotions.startsAt,
      expiresAt: promotions.expiresAt,
    })
    .from(promotions)
    .innerJoin(articles, eq(articles.id, promotions.articleId))
    .where(
      and(
        eq(promotions.state, 'ACTIVE'),
        isNotNull(promotions.expiresAt),
        gt(promotions.expiresAt, after),
        lte(promotions.expiresAt, upTo),
      ),
    )
    .orderBy(promotions.expiresAt)
    .limit(1000)
  return rows.map((row) => ({ ...row, planType: row.planType as SliderPlanType, expiresAt: row.expiresAt! }))
}
