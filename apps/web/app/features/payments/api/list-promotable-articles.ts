import type { Article } from '@spotlight/shared/schemas/articles'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/articles/published: the signed-in user's published articles, the ones a slider plan can promote. */
export const listPromotableArticles = () => api.get<Article[]>('/api/articles/published', undefined, { signedIn: true })

export const promotableArticlesQuery = () =>
  queryOptions({ queryKey: ['payments', 'promotable-articles'], queryFn: listPromotableArticles })
