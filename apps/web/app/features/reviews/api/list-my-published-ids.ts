import type { Article } from '@spotlight/shared/schemas/articles'
import { api } from '#app/lib/api-client'

/** GET /api/articles/published: the signed-in user's published articles (is this one theirs, to reply?). */
export async function listMyPublishedIds(): Promise<number[]> {
  const articles = await api.get<Article[]>('/api/articles/published', undefined, { signedIn: true })
  return articles.map((article) => article.id)
}
