import { ArticleReviewSchema } from '@spotlight/shared/schemas/articles'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/articles/{id}/review (admin): the article with its author and review history. */
export const getArticleReview = (id: number) =>
  api.get(`/api/articles/${id}/review`, ArticleReviewSchema, { signedIn: true })

// Under the lists' key: approving or rejecting reads the review again with them.
export const articleReviewQuery = (id: number) =>
  queryOptions({ queryKey: ['dashboard-articles', 'review', id], queryFn: () => getArticleReview(id), staleTime: 0 })
