import type { PublicArticleListItem } from '@spotlight/shared/schemas/articles'
import type { Db } from '#src/db/client'
import { withHeaderImageVariants } from '#src/modules/media/image-variants.dto'
import { createArticleFiguresRepository } from './article-figures.repository'
import { createArticlesRepository } from './articles.repository'
import { toVerification } from './article-with-category'

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
    /**
     * Ids of the user's published articles (in that category when given): what could take a slider slot.
     * `trx` for a read inside the caller's transaction (a slider's, under its lock).
     */
    listPublishedIdsByOwner(userId: number, categoryId: number | undefined, trx: Db = db): Promise<number[]> {
      return createArticlesRepository(trx).listPublishedIdsByOwner(userId, categoryId)
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
    /** A maker's public articles as cards, newest first (their profile page). */
    async listPublicCardsByOwner(ownerId: number, query: { today: string; limit: number }) {
      const rows = await repo.listPublic({ today: query.today, limit: query.limit, ownerId })
      return rows
        .slice(0, query.limit)
        .map(
          ({ headerImageVariants, ownerId: _ownerId, verifiedHost, verifiedSince, ...row }): PublicArticleListItem => ({
            ...row,
            ...withHeaderImageVariants(row.headerImage, headerImageVariants),
            verification: toVerification({ verifiedHost, verifiedSince }),
          }),
        )
    },
    /** The company each owner publishes under (their newest public article's); owners without one are left out. */
    async latestCompanies(ownerIds: number[], today: string): Promise<Map<number, string>> {
      const rows = await repo.listLatestCompanies({ today, ownerIds: [...new Set(ownerIds)] })
      return new Map(rows.map((row) => [row.ownerId, row.company]))
    },
    /** Owners with a public article in runs of `size` user ids, each run's newest publication (the maker sitemaps). */
    listPublicOwnerRuns(query: { today: string; size: number }) {
      return repo.listPublicOwnerRuns(query)
    },
    /** One run's owners with a public article, by id, each with their newest publication (a maker sitemap). */
    listPublicOwnersInIdRange(query: { today: string; afterId: number; upToId: number }) {
      return repo.listPublicOwnersInIdRange(query)
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
    /** Owners and titles of these articles in one query; `trx` for a read inside the caller's transaction. */
    listOwnersAndTitles(ids: number[], trx: Db = db) {
      return createArticleFiguresRepository(trx).listOwnersAndTitles([...new Set(ids)])
    },
    /** The admin overview's moderation figures: queue length now, decisions in [from, until) and their median time. */
    moderationFigures(from: Date, until: Date) {
      return figures.moderation(from, until)
    },
  }
}
export type ArticleLookupService = ReturnType<typeof createArticleLookupService>
