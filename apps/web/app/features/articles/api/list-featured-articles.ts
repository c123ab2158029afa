import type { FeaturedArticle } from '@spotlight/shared/schemas/articles'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/articles/featured: promoted articles (spec "Featured articles"). */
export const listFeaturedArticles = (options?: CallOptions) =>
  api.get<FeaturedArticle[]>('/api/articles/featured', undefined, options)
