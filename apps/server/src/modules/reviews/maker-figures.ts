import type { RatingSummary } from '@spotlight/shared/schemas/reviews'
import type { Db } from '#src/db/client'
import { createMakerFiguresRepository } from './maker-figures.repository'
import { toRatingSummary } from './reviews.dto'

/** How long a maker has to answer a review for it to count as answered promptly. */
export const REPLY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000

/**
 * A maker's reply figures: `answered`, the reviews they replied to; `within7Days`, the share (0 to 1,
 * two decimals) of the reviews due an answer that got one within 7 days, null while none is due.
 */
export type MakerReplies = { answered: number; within7Days: number | null }

/** The maker profile's figures, for the makers module (through the reviews service). */
export function createMakerFigures(db: Db, now: () => Date) {
  const repo = createMakerFiguresRepository(db)
  return {
    /** Average and count of the published reviews across the user's published articles. */
    async makerRating(userId: number): Promise<RatingSummary> {
      return toRatingSummary(await repo.ratingSums(userId))
    },

    async makerReplies(userId: number): Promise<MakerReplies> {
      const { answered, answeredInTime, due } = await repo.replyCounts(userId, now(), REPLY_WINDOW_MS)
      return { answered, within7Days: due === 0 ? null : Math.round((answeredInTime / due) * 100) / 100 }
    },
  }
}
