import type { Db } from '#src/db/client'
import { createArticlesRepository } from './articles.repository'

/** What the promotions and payments modules need to know about an article. */
export type PromotableArticle = { id: number; ownerId: number; status: string; categoryId: number | null }

/**
 * The articles module's reads for other modules (promotions, payments, share): they never query the articles
 * table themselves.
 */
export function createArticleLookupService({ db }: { db: Db }) {
  const repo = createArticlesRepository(db)
  return {
    async findPromotable(articleId: number): Promise<PromotableArticle | null> {
      return repo.findOwnership(articleId)
    },
    /** Ids of every article the user owns, in any state. */
    listIdsByOwner(userId: number): Promise<number[]> {
      return repo.listIdsByOwner(userId)
    },
    /** Articles per category id, in any state (the category admin says what a delete moves). */
    async countByCategory(): Promise<Map<number, number>> {
      const rows = await repo.countByCategory()
      return new Map(rows.map((row) => [row.categoryId!, row.count]))
    },
    /** An article with its category row, whatever its state (the caller decides what is public). */
    findWithCategory(articleId: number) {
      return repo.findWithCategory(articleId)
    },
  }
}
export type ArticleLookupService = ReturnType<typeof createArticleLookupService>
