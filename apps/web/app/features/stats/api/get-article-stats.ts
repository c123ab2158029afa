import { ArticleStatsSchema } from '@spotlight/shared/schemas/stats'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import type { StatsRange } from '../utils/range'

/** GET /api/stats/articles/{id}?from&to (the owner or an admin): totals, every day, promotions. */
export const getArticleStats = (articleId: number, { from, to }: StatsRange) =>
  api.get(`/api/stats/articles/${articleId}?${new URLSearchParams({ from, to })}`, ArticleStatsSchema, {
    signedIn: true,
  })

export const articleStatsQuery = (articleId: number, range: StatsRange) =>
  queryOptions({
    queryKey: ['stats', 'article', articleId, range.from, range.to],
    queryFn: () => getArticleStats(articleId, range),
    // Figures move a minute after a visit at best: no need to refetch on every focus.
    staleTime: 60_000,
  })

export const useArticleStats = (articleId: number, range: StatsRange) => useQuery(articleStatsQuery(articleId, range))
