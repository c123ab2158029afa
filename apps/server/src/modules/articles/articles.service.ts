import type { Role, SliderPlanType } from '@spotlight/shared/domain/enums'
import { dailyRotation, utcDate } from '@spotlight/shared/domain/rotation'
import type { Article, FeaturedArticle, PublicArticleListItem } from '@spotlight/shared/schemas/articles'
import { AppError } from '#src/errors/app-error'
import type { CategoriesRepository } from '#src/modules/categories/categories.repository'
import { encodeArticleCursor, type ArticleCursor } from './article-cursor'
import { toArticleDto, toFeaturedDto } from './articles.dto'
import type { ArticlesRepository } from './articles.repository'

/** Who is asking: owners and admins may read articles that are not public yet. */
export type Viewer = { userId: number; role: Role } | null

export type ArticlePage = { items: PublicArticleListItem[]; nextCursor: string | null }

export type ArticlesServiceDeps = {
  repo: ArticlesRepository
  categories: Pick<CategoriesRepository, 'findBySlug'>
  /** The clock; tests move it to see a scheduled article appear on its day. */
  now?: () => Date
}

/** A promotion only shows once the article itself is public. */
export function isPublicArticle(article: { status: string; publishDate: string }, today: string): boolean {
  return article.status === 'PUBLISHED' && article.publishDate <= today
}

export function createArticlesService({ repo, categories, now = () => new Date() }: ArticlesServiceDeps) {
  async function categoryIdOf(slug: string): Promise<number> {
    const category = await categories.findBySlug(slug)
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    return category.id
  }

  return {
    /** Public articles, newest first (publish date desc, then id desc), one keyset page at a time. */
    async listPublic(query: { limit: number; cursor?: ArticleCursor | undefined; categorySlug?: string }) {
      const categoryId = query.categorySlug === undefined ? undefined : await categoryIdOf(query.categorySlug)
      const rows = await repo.listPublic({
        today: utcDate(now()),
        limit: query.limit,
        after: query.cursor,
        categoryId,
      })
      const items = rows.slice(0, query.limit)
      const last = items.at(-1)
      const nextCursor = rows.length > query.limit && last ? encodeArticleCursor(last) : null
      return { items, nextCursor } satisfies ArticlePage
    },

    /**
     * An article by id. One that is not public (draft, in review, rejected, scheduled) exists only
     * for its owner and admins: anyone else gets the same 404 as for an unknown id.
     */
    async getVisible(id: number, viewer: Viewer): Promise<{ article: Article; isPublic: boolean }> {
      const row = await repo.findWithCategory(id)
      if (!row) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
      const isPublic = isPublicArticle(row.article, utcDate(now()))
      const mayRead = isPublic || viewer?.role === 'ADMIN' || viewer?.userId === row.article.ownerId
      if (!mayRead) throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
      const plans = await repo.listActivePlans(id, now())
      return { article: toArticleDto(row.article, row.category, plans), isPublic }
    },

    /** Articles with a slider promotion in force (either slider), in the order of the day. */
    async listFeatured(): Promise<FeaturedArticle[]> {
      const at = now()
      const rows = await repo.listPromoted({ today: utcDate(at), now: at })
      return dailyRotation(rows, utcDate(at), (row) => row.id).map(toFeaturedDto)
    },

    /** Video URLs of promoted public articles for the main slider, or for one category's slider. */
    async listPromotedVideos(query: { planType: SliderPlanType } | { categorySlug: string }): Promise<string[]> {
      const at = now()
      const filter =
        'categorySlug' in query
          ? { planType: 'CATEGORY_SLIDER' as const, categoryId: await categoryIdOf(query.categorySlug) }
          : { planType: query.planType }
      const rows = await repo.listPromoted({ today: utcDate(at), now: at, ...filter })
      const withVideo = rows.filter((row) => row.promoVideo)
      return dailyRotation(withVideo, utcDate(at), (row) => row.id).map((row) => row.promoVideo!)
    },

    /** The newest public articles, for feeds. */
    listPublicSummaries(limit: number) {
      return repo.listPublicSummaries({ today: utcDate(now()), limit })
    },
  }
}
export type ArticlesService = ReturnType<typeof createArticlesService>
