import { eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles, users } from '#src/db/schema/index'
import { urlHost } from '#src/db/url-host'

/**
 * What decides whether a review write is allowed, read in the write's own transaction: the article
 * (owner, state, title, company, its address's host) and the account's first-seen time.
 */
export function createReviewTargetsRepository(db: Db) {
  return {
    async findArticle(id: number) {
      const [row] = await db
        .select({
          id: articles.id,
          ownerId: articles.ownerId,
          status: articles.status,
          publishDate: articles.publishDate,
          title: articles.title,
          company: articles.company,
          // The host its maker's verification is kept under, read as the articles module reads it.
          appHost: urlHost(articles.appUrl),
        })
        .from(articles)
        .where(eq(articles.id, id))
      return row ?? null
    },

    async findAccount(id: number) {
      const [row] = await db
        .select({ id: users.id, username: users.username, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, id))
      return row ?? null
    },
  }
}
export type ReviewTargetsRepository = ReturnType<typeof createReviewTargetsRepository>
