import type { PlanType, Role, SliderPlanType } from '@spotlight/shared/domain/enums'
import { isPerCategoryPlan, SLIDER_PLAN_TYPES, type PerCategoryPlanType } from '@spotlight/shared/domain/plans'
import { dailyRotation, utcDate } from '@spotlight/shared/domain/rotation'
import type { Article, FeaturedArticle, PromotedSlide, PublicArticleListItem } from '@spotlight/shared/schemas/articles'
import type { Language } from '@spotlight/shared/domain/languages'
import { AppError } from '#src/errors/app-error'
import { encodeArticleCursor, encodeTopRatedCursor, type ArticleOrder, type ListCursor } from './article-cursor'
import { toArticleDto, toFeaturedDto, toRatingSummary } from './articles.dto'
import { toVerification } from './article-with-category'
import { withHeaderImageVariants } from '#src/modules/media/image-variants.dto'
import type { Db } from '#src/db/client'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { createArticlesRepository, type ArticlesRepository } from './articles.repository'
import { createArticleWritesRepository } from './article-writes.repository'
import { idRunBounds } from '#src/db/id-runs'

/** Which slider: the main one (or all of a plan type), or one category's. */
type SliderQuery = { planType: SliderPlanType } | { categorySlug: string }

/** `T` when it is a single type, `never` when it is a union of several. */
type OnlyOne<T, All = T> = T extends unknown ? ([All] extends [T] ? T : never) : never

/**
 * The plan of a category's slider: the catalogue's per-category plan. A category's slider routes name no
 * plan, which is only unambiguous while the catalogue has one such plan: with a second, `OnlyOne` is
 * `never` and this line fails the typecheck, so the routes must then say which plan they show.
 */
const CATEGORY_SLIDER_PLAN: OnlyOne<PerCategoryPlanType> = SLIDER_PLAN_TYPES.filter(isPerCategoryPlan)[0]!

/** Who is asking: owners and admins may read articles that are not public yet. */
export type Viewer = { userId: number; role: Role } | null

export type ArticlePage = { items: PublicArticleListItem[]; nextCursor: string | null }

/**
 * What the articles module reads of promotions, through the promotions service (wired by app.ts: the
 * promotions module reads articles, so this module does not import it back).
 */
export type ArticlePromotionReads = {
  listActivePlansFor(
    articleIds: number[],
    now: Date,
  ): Promise<{ articleId: number; planType: PlanType; expiresAt: Date | null }[]>
  listRotationArticleIds(query: { now: Date; planType?: SliderPlanType; categoryId?: number }): Promise<number[]>
}

export type ArticlesServiceDeps = {
  repo: ArticlesRepository
  categories: { findBySlug(slug: string): Promise<{ id: number } | null> }
  promotions: ArticlePromotionReads
  /** The clock; tests move it to see a scheduled article appear on its day. */
  now?: () => Date
}

/** A promotion only shows once the article itself is public. */
export function isPublicArticle(article: { status: string; publishDate: string }, today: string): boolean {
  return article.status === 'PUBLISHED' && article.publishDate <= today
}

export function createArticlesService({ repo, categories, promotions, now = () => new Date() }: ArticlesServiceDeps) {
  async function categoryIdOf(slug: string): Promise<number> {
    const category = await categories.findBySlug(slug)
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    return category.id
  }

  async function promotedSlides(query: SliderQuery): Promise<PromotedSlide[]> {
    const at = now()
    const filter =
      'categorySlug' in query
        ? { planType: CATEGORY_SLIDER_PLAN, categoryId: await categoryIdOf(query.categorySlug) }
        : { planType: query.planType }
    const articleIds = await promotions.listRotationArticleIds({ now: at, ...filter })
    const rows = await repo.listPublicAmong({ today: utcDate(at), articleIds })
    const withVideo = rows.filter((row) => row.promoVideo)
    return dailyRotation(withVideo, utcDate(at), (row) => row.id).map((row) => ({
      articleId: row.id,
      app: row.app,
      title: row.title,
      language: row.language,
      videoUrl: row.promoVideo!,
      ...(row.headerImage
        ? { headerImage: row.headerImage, ...withHeaderImageVariants(row.headerImage, row.headerImageVariants) }
        : {}),
    }))
  }

  return {
    /** Public articles, newest first (publish date desc, then id desc), one keyset page at a time. */
    async listPublic(query: {
      limit: number
      sort?: ArticleOrder
      cursor?: ListCursor | undefined
      categorySlug?: string
      language?: Language | undefined
    }) {
      const sort = query.sort ?? 'newest'
      if (query.cursor && query.cursor.order !== sort)
        throw new AppError('VALIDATION_FAILED', 'Invalid querystring: cursor: is not a valid cursor', [
          { path: 'cursor', message: 'is not a valid cursor' },
        ])
      const categoryId = query.categorySlug === undefined ? undefined : await categoryIdOf(query.categorySlug)
      const rows = await repo.listPublic({
        today: utcDate(now()),
        limit: query.limit,
        after: query.cursor?.order === 'newest' ? query.cursor.at : undefined,
        ...(sort === 'top' ? { topRated: { after: query.cursor?.order === 'top' ? query.cursor.at : undefined } } : {}),
        categoryId,
        language: query.language,
      })
      const page = rows.slice(0, query.limit)
      const items: PublicArticleListItem[] = page.map(
        ({
          headerImageVariants,
          ownerId: _owner,
          ratingCount,
          ratingSum,
          ratingScore: _score,
          verifiedHost,
          verifiedSince,
          ...row
        }) => ({
          ...row,
          ...withHeaderImageVariants(row.headerImage, headerImageVariants),
          rating: toRatingSummary(ratingCount, ratingSum),
          verification: toVerification({ verifiedHost, verifiedSince }),
        }),
      )
      const last = rows[query.limit - 1]
      const nextCursor =
        rows.length > query.limit && last
          ? sort === 'top'
            ? encodeTopRatedCursor({ score: last.ratingScore, id: last.id })
            : encodeArticleCursor(last)
          : null
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
      const plans = await promotions.listActivePlansFor([id], now())
      const article = toArticleDto(row.article, row.category, plans, row.headerImageVariants, row.rating)
      return {
        article: { ...article, makerUsername: row.makerUsername, verification: toVerification(row) },
        isPublic,
      }
    },

    /** Articles with a slider promotion in force (either slider), in the order of the day, or "Top rated". */
    async listFeatured(sort: ArticleOrder = 'newest'): Promise<FeaturedArticle[]> {
      const at = now()
      const articleIds = await promotions.listRotationArticleIds({ now: at })
      const rows = await repo.listPublicAmong({ today: utcDate(at), articleIds })
      const ordered =
        sort === 'top'
          ? [...rows].sort((a, b) => Number(b.ratingScore) - Number(a.ratingScore) || b.id - a.id)
          : dailyRotation(rows, utcDate(at), (row) => row.id)
      return ordered.map(toFeaturedDto)
    },

    /** Video URLs of promoted public articles for the main slider, or for one category's slider. */
    async listPromotedVideos(query: SliderQuery): Promise<string[]> {
      return (await promotedSlides(query)).map((slide) => slide.videoUrl)
    },

    /** The same slides with the app and article each video promotes (the slider names and links them). */
    listPromotedSlides: (query: SliderQuery): Promise<PromotedSlide[]> => promotedSlides(query),

    /** The newest public articles, for feeds. */
    listPublicSummaries(limit: number) {
      return repo.listPublicSummaries({ today: utcDate(now()), limit })
    },

    /**
     * The public articles for the sitemaps, in runs of `size` ids (run 0 holds ids 1 to size): a run's address
     * keeps its articles however many are published later. Each run holding a public article, its newest lastmod.
     */
    listSitemapRuns(size: number): Promise<{ run: number; lastmod: string }[]> {
      return repo.listPublicIdRuns({ today: utcDate(now()), size })
    },

    /** One run's public articles (id and lastmod, 'YYYY-MM-DD'), by id. */
    listSitemapRun(size: number, run: number): Promise<{ id: number; lastmod: string }[]> {
      return repo.listPublicInIdRange({ today: utcDate(now()), ...idRunBounds(size, run) })
    },
  }
}
export type ArticlesService = ReturnType<typeof createArticlesService>

/** The service over `db`, as other modules' wiring builds it (they never import this module's repository). */
export function createArticlesServiceFor(db: Db, promotions: ArticlePromotionReads) {
  return createArticlesService({
    repo: createArticlesRepository(db),
    categories: createCategoriesService({ db }),
    promotions,
  })
}

/** For the categories module (wired by app.ts): a deleted category's articles move to the catch-all. */
export const articleCategoryMoves = {
  moveToCategory: (fromCategoryId: number, toCategoryId: number, trx: Db) =>
    createArticleWritesRepository(trx).moveToCategory(fromCategoryId, toCategoryId),
}
