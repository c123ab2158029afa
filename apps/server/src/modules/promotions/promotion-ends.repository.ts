import { and, eq, gt, isNotNull, lte } from 'drizzle-orm'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { promotions } from '#src/db/schema/index'

export type PromotionEndRow = {
  promotionId: number
  articleId: number
  planType: SliderPlanType
  startsAt: Date | null
  expiresAt: Date
}

/** ACTIVE promotions whose end falls in (after, upTo]: what the end-of-promotion notices look at. */
export async function listPromotionEndsBetween(db: Db, after: Date, upTo: Date): Promise<PromotionEndRow[]> {
  const rows = await db
    .select({
      promotionId: promotions.id,
      articleId: promotions.articleId,
      planType: promotions.planType,
      startsAt: promotions.startsAt,
      expiresAt: promotions.expiresAt,
    })
    .from(promotions)
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
