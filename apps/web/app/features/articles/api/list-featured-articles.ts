import { FeaturedArticleSchema } from '@spotlight/shared/schemas/articles'
import { z } from 'zod'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/articles/featured: promoted articles (spec "Featured articles"). */
export const listFeaturedArticles = (options?: CallOptions) =>
  api.get('/api/articles/featured', z.array(FeaturedArticleSchema), options)
