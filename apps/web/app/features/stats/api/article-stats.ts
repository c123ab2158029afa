import { ArticleListSchema, PublicArticleListItemSchema } from '@spotlight/shared/schemas/articles'
import { ArticleStatsSchema } from '@spotlight/shared/schemas/stats'
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { api, requestPage } from '#app/lib/api-client'
import type { StatsRange } from '../utils/range'

/** GET /api/stats/articles/{id}?from&to (the owner or an admin): totals, every day, promotions. */
export const getArticleStats = (articleId: number, { from, to }: StatsRange) =>
  api.get(`/api/stats/articles/${articleId}?${new URLSearchParams({ from, to })}`, ArticleStatsSchema)

export const articleStatsQuery = (articleId: number, range: StatsRange) =>
  queryOptions({
    queryKey: ['stats', 'article', articleId, range.from, range.to],
    queryFn: () => getArticleStats(articleId, range),
    // Figures move a minute after a visit at best: no need to refetch on every focus.
    staleTime: 60_000,
  })

export const useArticleStats = (articleId: number, range: StatsRange) => useQuery(articleStatsQuery(articleId, range))

export type StatsArticle = { id: number; title: string }

/**
 * The articles a stats list covers: the user's own published ones (GET /api/articles/published),
 * or, for an admin, every published article (the public list, up to its largest page).
 */
const listStatsArticles = async (scope: 'mine' | 'all'): Promise<StatsArticle[]> => {
  const articles =
    scope === 'mine'
      ? await api.get('/api/articles/published', ArticleListSchema)
      : (await requestPage('/api/articles?limit=100', PublicArticleListItemSchema)).items
  return articles.map(({ id, title }) => ({ id, title }))
}

export const useStatsArticles = (scope: 'mine' | 'all') =>
  useQuery({ queryKey: ['stats', 'articles', scope], queryFn: () => listStatsArticles(scope), staleTime: 60_000 })

/** Each article's figures over one range, one request each (the contract reads one article at a time). */
export const useArticlesStats = (articles: readonly StatsArticle[], range: StatsRange) =>
  useQueries({ queries: articles.map((article) => articleStatsQuery(article.id, range)) })
