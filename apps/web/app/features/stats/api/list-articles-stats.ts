import { ArticlesStatsSchema } from '@spotlight/shared/schemas/stats'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import type { StatsRange } from '../utils/range'

export type StatsScope = 'mine' | 'all'

/**
 * GET /api/stats/articles?from&to&scope: the totals of every published article of the user
 * (`mine`) or, for an admin, of every published article (`all`), in one request.
 */
export const getArticlesStats = (scope: StatsScope, { from, to }: StatsRange) =>
  api.get(`/api/stats/articles?${new URLSearchParams({ from, to, scope })}`, ArticlesStatsSchema, {
    signedIn: true,
  })

export const articlesStatsQuery = (scope: StatsScope, range: StatsRange) =>
  queryOptions({
    queryKey: ['stats', 'articles', scope, range.from, range.to],
    queryFn: () => getArticlesStats(scope, range),
    staleTime: 60_000,
  })

export const useArticlesStats = (scope: StatsScope, range: StatsRange) => useQuery(articlesStatsQuery(scope, range))
