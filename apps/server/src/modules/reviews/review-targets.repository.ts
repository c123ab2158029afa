import { eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles, users } from '#src/db/schema/index'

/**
 * The host of an article's address, lower case, without scheme, port or path: the same text the articles
 * module matches a maker's verification on (article-with-category.ts), for an address the schema accepted.
 */
function hostOf(appUrl: string | null): string | null {
  const host = appUrl === null ? undefined : /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/:?#]+)/.exec(appUrl)?.[1]
  return host ? host.toLowerCase() : null
}

/**
 * What decides whether a review write is allowed, read in the write's own transaction: the article
 * (owner, state, title, company) and the account's first-seen time.
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
          appUrl: articles.appUrl,
        })
        .from(articles)
        .where(eq(articles.id, id))
      return row ? { ...row, appHost: hostOf(row.appUrl) } : null
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
