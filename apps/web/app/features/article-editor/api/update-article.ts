import { type ArticleInput, ArticleSchema } from '@spotlight/shared/schemas/articles'
import { api } from '#app/lib/api-client'

/** PUT /api/articles/{id}: 200 with the Article; the server decides the stored status. */
export const updateArticle = (id: number, input: ArticleInput) => api.put(`/api/articles/${id}`, input, ArticleSchema)
