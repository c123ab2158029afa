import type { ArticleRating } from '@spotlight/shared/schemas/reviews'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/articles/{id}/rating: average, count and the 1-5 distribution. */
export const getRating = (articleId: number, options?: CallOptions) =>
  api.get<ArticleRating>(`/api/articles/${articleId}/rating`, undefined, options)
