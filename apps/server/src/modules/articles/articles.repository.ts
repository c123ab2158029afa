import { and, asc, desc, eq, exists, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { SLIDER_PLAN_TYPES, type SliderPlanType } from '@spotlight/shared/domain/enums'
import type { Db } from '#src/db/client'
import { articles, categories, promotions } from '#src/db/schema/index'
import type { ArticleCursor } from './article-cursor'

export type PublicListQuery = {
  /** UTC date: articles dated later are scheduled, not yet public. */
  today: string
  limit: number
  after?: ArticleCursor | undefined
  categoryId?: number | undefined
}

export type PromotedQuery = {
  today: string
  now: Date
  /** Only promotions of this plan; both slider plans when absent. */
  planType?: SliderPlanType
  /** Only category-slider promotions of this category. */
  categoryId?: number
}

const listItemColumns = {
  id: articles.id,
  title: articles.title,
  description: articles.description,
  company: articles.company,
  publishDate: articles.publishDate,
  headerImage: articles.headerImage,
  content: articles.content,
  headerImagePublicId: articles.headerImagePublicId,
  promoVideoPublicId: articles.promoVideoPublicId,
}

/** Public = PUBLISHED and its publish date has come (a future date schedules the publication). */
function isPublicOn(today: string): SQL {
  return and(eq(articles.status, 'PUBLISHED'), lte(articles.publishDate, today))!
}

/** Strictly after the cursor in the order publish_date desc, id desc (keyset, not offset). */
function isAfter(cursor: ArticleCursor): SQL {
  return or(
    lt(articles.publishDate, cursor.publishDate),
    and(eq(articles.publishDate, cursor.publishDate), lt(articles.id, cursor.id)),
  )!
}

/** Queries only: rows or null, no rules beyond what "public" and "active" mean in SQL. */
export function createArticlesRepository(db: Db) {
  function hasActivePromotion(query: PromotedQuery): SQL {
    const conditions = [
      eq(promotions.articleId, articles.id),
      eq(promotions.state, 'ACTIVE'),
      gt(promotions.expiresAt, query.now),
      query.planType ? eq(promotions.planType, query.planType) : inArray(promotions.planType, SLIDER_PLAN_TYPES),
    ]
    if (query.categoryId !== undefined) conditions.push(eq(promotions.categoryId, query.categoryId))
    return exists(
      db
        .select({ one: sql`1` })
        .from(promotions)
        .where(and(...conditions)),
    )
  }

  return {
    /** One page plus one row more, so the caller knows whether another page follows. */
    listPublic(query: PublicListQuery) {
      const conditions = [isPublicOn(query.today)]
      if (query.after) conditions.push(isAfter(query.after))
      if (query.categoryId !== undefined) conditions.push(eq(articles.categoryId, query.categoryId))
      return db
        .select(listItemColumns)
        .from(articles)
        .where(and(...conditions))
        .orderBy(desc(articles.publishDate), desc(articles.id))
        .limit(query.limit + 1)
    },

    async findWithCategory(id: number) {
      const [row] = await db
        .select({ article: articles, category: { name: categories.name, slug: categories.slug } })
        .from(articles)
        .leftJoin(categories, eq(categories.id, articles.categoryId))
        .where(eq(articles.id, id))
        .limit(1)
      return row ?? null
    },

    /** Owner, state and category of an article: what promoting or paying for it needs. */
    async findOwnership(id: number) {
      const [row] = await db
        .select({
          id: articles.id,
          ownerId: articles.ownerId,
          status: articles.status,
          categoryId: articles.categoryId,
        })
        .from(articles)
        .where(eq(articles.id, id))
      return row ?? null
    },

    async listIdsByOwner(ownerId: number) {
      const rows = await db.select({ id: articles.id }).from(articles).where(eq(articles.ownerId, ownerId))
      return rows.map((row) => row.id)
    },

    listActivePlans(articleId: number, now: Date) {
      return db
        .select({ planType: promotions.planType, expiresAt: promotions.expiresAt })
        .from(promotions)
        .where(
          and(
            eq(promotions.articleId, articleId),
            eq(promotions.state, 'ACTIVE'),
            gt(promotions.expiresAt, now),
            inArray(promotions.planType, SLIDER_PLAN_TYPES),
          ),
        )
        .orderBy(asc(promotions.expiresAt))
    },

    /** Public articles with a promotion in force; each article once, however many promotions it has. */
    listPromoted(query: PromotedQuery) {
      return db
        .select({
          id: articles.id,
          title: articles.title,
          description: articles.description,
          headerImage: articles.headerImage,
          promoVideo: articles.promoVideo,
        })
        .from(articles)
        .where(and(isPublicOn(query.today), hasActivePromotion(query)))
        .orderBy(asc(articles.id))
    },

    /** The newest public articles, for the sitemap and the RSS feed. */
    listPublicSummaries(query: { today: string; limit: number }) {
      return db
        .select({
          id: articles.id,
          title: articles.title,
          description: articles.description,
          company: articles.company,
          publishDate: articles.publishDate,
          updatedAt: articles.updatedAt,
          categoryName: categories.name,
        })
        .from(articles)
        .leftJoin(categories, eq(categories.id, articles.categoryId))
        .where(isPublicOn(query.today))
        .orderBy(desc(articles.publishDate), desc(articles.id))
        .limit(query.limit)
    },
  }
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>
