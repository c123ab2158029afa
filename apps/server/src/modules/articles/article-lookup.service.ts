import type { Db } from '#src/db/client'
import { createArticleFiguresRepository } from './article-figures.repository'
import { createArticlesRepository } from './articles.repository'

/** What the promotions and payments modules need to know about an article. */
export type PromotableArticle = { id: number; ownerId: number; status: string; categoryId: number | null }

/**
 * The articles module's reads for other modules (promotions, payments, share): they never query the articles
 * table themselves.
 */
export function createArticleLookupService({ db }: { db: Db }) {
  const repo = createArticlesRepository(db)
  const figures = createArticleFiguresRepository(db)
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
    /** Campaign stats: which of these ids are public on `today` (UTC date); the others are not counted. */
    listPublicIds(ids: number[], today: string): Promise<number[]> {
      return figures.listPublicIds(ids, today)
    },
    /** Campaign stats list: the published articles of one owner, or of everyone (null). */
    listPublishedTitles(ownerId: number | null) {
      return figures.listPublishedTitles(ownerId)
    },
    /** Titles for the admin overview's most read articles. */
    listTitles(ids: number[]) {
      return figures.listTitles(ids)
    },
    /** The admin overview's moderation figures: queue length now, decisions in [from, until) and their median time. */
    moderationFigures(from: Date, until: Date) {
      return figures.moderation(from, until)
    },
  }
}
export type ArticleLookupService = ReturnType<typeof createArticleLookupService>
