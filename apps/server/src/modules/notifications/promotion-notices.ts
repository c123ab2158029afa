// The scheduled end-of-promotion notices: "ends in 3 days" and "ended, here is what it
// did". Keyed by promotion id and end time, so a promotion renewed or extended (a new end) gets
// fresh notices, and a scan that sees an end twice (another instance, a retried run) adds nothing.
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { raiseNotification } from './notifications.service'
import type { ScheduledJob } from './scheduler'

const DAY_MS = 24 * 60 * 60 * 1000
/** "Ends in 3 days": sent once the end is this close. */
export const ENDING_NOTICE_MS = 3 * DAY_MS
/** After downtime, ends older than this are no longer announced (the news is stale by then). */
export const ENDED_CATCH_UP_MS = 7 * DAY_MS

export type PromotionEndRow = {
  promotionId: number
  articleId: number
  ownerId: number
  articleTitle: string
  planType: SliderPlanType
  startsAt: Date | null
  expiresAt: Date
}

export type PromotionNoticeDeps = {
  /** ACTIVE promotions ending in (after, upTo] (the promotions service). */
  listEnds(db: Db, after: Date, upTo: Date): Promise<PromotionEndRow[]>
  /** The article's figures over those days (the stats service), or null when none were recorded. */
  figures(articleId: number, from: Date, to: Date): Promise<{ impressions: number; clicks: number; ctr: number } | null>
}

export function promotionNoticesJob(deps: PromotionNoticeDeps, everyMs = 60_000): ScheduledJob {
  return {
    name: 'promotion-notices',
    everyMs,
    async run({ db, now }) {
      const ending = await deps.listEnds(db, now, new Date(now.getTime() + ENDING_NOTICE_MS))
      for (const row of ending) {
        await raiseNotification(db, {
          type: 'PROMOTION_ENDING',
          userId: row.ownerId,
          articleId: row.articleId,
          params: { planType: row.planType, articleTitle: row.articleTitle, expiresAt: row.expiresAt.toISOString() },
          key: `promotion-ending:${row.promotionId}:${row.expiresAt.getTime()}`,
          at: now,
        })
      }
      const ended = await deps.listEnds(db, new Date(now.getTime() - ENDED_CATCH_UP_MS), now)
      for (const row of ended) {
        const stats = await deps
          .figures(row.articleId, row.startsAt ?? new Date(row.expiresAt.getTime() - 30 * DAY_MS), row.expiresAt)
          .catch(() => null)
        await raiseNotification(db, {
          type: 'PROMOTION_ENDED',
          userId: row.ownerId,
          articleId: row.articleId,
          params: {
            planType: row.planType,
            articleTitle: row.articleTitle,
            impressions: stats?.impressions ?? null,
            clicks: stats?.clicks ?? null,
            ctr: stats?.ctr ?? null,
          },
          key: `promotion-ended:${row.promotionId}:${row.expiresAt.getTime()}`,
          at: now,
        })
      }
    },
  }
}
