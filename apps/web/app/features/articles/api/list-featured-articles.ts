import type { FeaturedArticle } from '@spotlight/shared/schemas/articles'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/articles/featured: promoted articles (the Featured articles page), in the day's order or "Top rated". */
export const listFeaturedArticles = (options?: CallOptions, order: 'newest' | 'top' = 'newest') =>
  api.get<FeaturedArticle[]>(`/api/articles/featured${order === 'top' ? '?sort=top' : ''}`, undefined, options)
