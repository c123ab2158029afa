import type { Db } from '#src/db/client'
import { listPromotionEndsBetween, type PromotionEndRow } from './promotion-ends.repository'

/** An ending promotion with its article's owner (who is told) and title. */
export type PromotionEnd = PromotionEndRow & { ownerId: number; articleTitle: string }

/** The articles service's read the end notices need (app.ts hands in the articles module's lookup service). */
export type ArticleOwnerReads = {
  /** Owner and title of each of these articles, in one query, inside `trx` when given. */
  listOwnersAndTitles(ids: number[], trx?: Db): Promise<{ id: number; ownerId: number; title: string }[]>
}

/**
 * For the notifications module's scheduled notices (wired by app.ts): ACTIVE promotions ending in
 * (after, upTo], with their article's owner and title (two queries whatever the number of rows).
 */
export function createPromotionEnds(articles: ArticleOwnerReads) {
  return {
    async listBetween(db: Db, after: Date, upTo: Date): Promise<PromotionEnd[]> {
      const rows = await listPromotionEndsBetween(db, after, upTo)
      if (rows.length === 0) return []
      const byId = new Map(
        (
          await articles.listOwnersAndTitles(
            rows.map((row) => row.articleId),
            db,
          )
        ).map((a) => [a.id, a]),
      )
      // A promotion always has its article (deleting one deletes the other); a row without is skipped.
      return rows.flatMap((row) => {
        const article = byId.get(row.articleId)
        return article ? [{ ...row, ownerId: article.ownerId, articleTitle: article.title }] : []
      })
    },
  }
}
