import { ArticleStatsSchema, ArticlesStatsSchema } from '@spotlight/shared/schemas/stats'
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

/**
 * GET /api/stats/articles?from&to&scope: the totals of every published article of the user
 * (`mine`) or, for an admin, of every published article (`all`), in one request.
 */
export const getArticlesStats = (scope: 'mine' | 'all', { from, to }: StatsRange) =>
  api.get(`/api/stats/articles?${new URLSearchParams({ from, to, scope })}`, ArticlesStatsSchema, {
    signedIn: true,
  })

export const useArticlesStats = (scope: 'mine' | 'all', range: StatsRange) =>
  useQuery({
    queryKey: ['stats', 'articles', scope, range.from, range.to],
    queryFn: () => getArticlesStats(scope, range),
    staleTime: 60_000,
  })
