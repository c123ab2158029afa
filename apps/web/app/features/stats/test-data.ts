import { STAT_PLACEMENTS } from '@spotlight/shared/domain/enums'
import type { ArticleStats } from '@spotlight/shared/schemas/stats'

/** Every placement at zero, as the API lists them all. */
const noPlacements = () =>
  Object.fromEntries(
    STAT_PLACEMENTS.map((placement) => [placement, { impressions: 0, clicks: 0 }]),
  ) as ArticleStats['placements']

/** An article's stats answer over three days, as GET /api/stats/articles/{id} gives it. */
export function makeArticleStats(overrides: Partial<ArticleStats> = {}): ArticleStats {
  return {
    articleId: 7,
    title: 'Comet tracker',
    from: '2026-01-01',
    to: '2026-01-03',
    totals: { views: 12, uniqueReaders: 9, impressions: 200, clicks: 10, ctr: 0.05 },
    daily: [
      { date: '2026-01-01', views: 2, uniqueReaders: 2, impressions: 50, clicks: 1 },
      { date: '2026-01-02', views: 4, uniqueReaders: 3, impressions: 70, clicks: 4 },
      { date: '2026-01-03', views: 6, uniqueReaders: 4, impressions: 80, clicks: 5 },
    ],
    placements: {
      ...noPlacements(),
      MAIN_SLIDER: { impressions: 150, clicks: 8 },
      LIST: { impressions: 50, clicks: 2 },
    },
    promotions: [
      {
        planType: 'MAIN_SLIDER',
        categorySlug: null,
        startsAt: '2026-01-01T10:00:00.000Z',
        expiresAt: '2026-01-31T10:00:00.000Z',
        impressions: 150,
        clicks: 8,
        ctr: 8 / 150,
      },
    ],
    ...overrides,
  }
}

export const zeroStats = (articleId = 7) =>
  makeArticleStats({
    articleId,
    totals: { views: 0, uniqueReaders: 0, impressions: 0, clicks: 0, ctr: 0 },
    daily: [{ date: '2026-01-01', views: 0, uniqueReaders: 0, impressions: 0, clicks: 0 }],
    placements: noPlacements(),
    promotions: [],
  })
