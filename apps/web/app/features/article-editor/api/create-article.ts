import { type ArticleInput, ArticleSchema } from '@spotlight/shared/schemas/articles'
import { api } from '#app/lib/api-client'

/** POST /api/articles: 201 with the Article; a non-admin without a credit gets 402 ARTICLE_CREDIT_REQUIRED. */
export const createArticle = (input: ArticleInput) => api.post('/api/articles', input, ArticleSchema)
