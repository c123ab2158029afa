import { and, asc, count, eq, gt, inArray, isNotNull, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Language } from '@spotlight/shared/domain/languages'
import type { Db } from '#src/db/client'
import { articleRatings, articles, categories, makerVerifications, users } from '#src/db/schema/index'
import { TOP_RATED_PRIOR_STARS } from '@spotlight/shared/domain/reviews'
import type { ArticleCursor, TopRatedCursor } from './article-cursor'
import { imageVariantsColumn } from '#src/modules/media/image-variants.dto'
import { selectArticleWithCategory, verificationColumns, verifiedHostJoin } from './article-with-category'

export type PublicListQuery = {
  /** UTC date: articles dated later are scheduled, not yet public. */
  today: string
  limit: number
  after?: ArticleCursor | undefined
  categoryId?: number | undefined
  /** "Top rated" instead of newest first, from this keyset on. */
  topRated?: { after?: TopRatedCursor | undefined }
  ownerId?: number | undefined
  /** Only the articles written in this language ("Only in ..."). */
  language?: Language | undefined
}

const listItemColumns = {
  id: articles.id,
  ownerId: articles.ownerId,
  title: articles.title,
  description: articles.description,
  company: articles.company,
  publishDate: articles.publishDate,
  headerImage: articles.headerImage,
  content: articles.content,
  headerImagePublicId: articles.headerImagePublicId,
  promoVideoPublicId: articles.promoVideoPublicId,
  headerImageVariants: imageVariantsColumn(articles.headerImage),
  ratingCount: articleRatings.count,
  ratingSum: articleRatings.sum,
  makerUsername: users.username,
  ...verificationColumns,
  language: articles.language,
}

/** Public = PUBLISHED and its publish date has come (a future date schedules the publication). */
function isPublicOn(today: string): SQL {
  return and(eq(articles.status, 'PUBLISHED'), lte(articles.publishDate, today))!
}

/**
 * Newest first, as the public indexes keep them (drizzle's `desc()` index columns are DESC NULLS LAST; a plain
 * `desc` order is NULLS FIRST, which the indexes cannot give: the first page of 10,000 articles was a sort of the
 * whole table, ~40 ms, instead of 21 index entries). Neither column is ever null: the same order either way.
 */
const NEWEST_FIRST = [sql`${articles.publishDate} desc nulls last`, sql`${articles.id} desc nulls last`]

/**
 * An article's last change as a search engine saw it, a UTC date: its last write, or its publish date when that
 * came later (an article edited before its scheduled day was first seen on that day).
 */
const publicLastmod = sql`greatest((${articles.updatedAt} at time zone 'UTC')::date, ${articles.publishDate})`

/** Strictly after the cursor in the order publish_date desc, id desc (keyset, not offset). */
function isAfter(cursor: ArticleCursor): SQL {
  return or(
    lt(articles.publishDate, cursor.publishDate),
    and(eq(articles.publishDate, cursor.publishDate), lt(articles.id, cursor.id)),
  )!
}

/** The ranking score of "Top rated"; an article nobody rated yet has the prior's. */
const scoreOf = sql<number>`coalesce(${articleRatings.score}, ${sql.raw(String(TOP_RATED_PRIOR_STARS))})`
const TOP_RATED_FIRST = [sql`${scoreOf} desc`, sql`${articles.id} desc`]

function isAfterTop(cursor: TopRatedCursor): SQL {
  return sql`(${scoreOf} < ${cursor.score} or (${scoreOf} = ${cursor.score} and ${articles.id} < ${cursor.id}))`
}

/** Queries only: rows or null, no rules beyond what "public" and "active" mean in SQL. */
export function createArticlesRepository(db: Db) {
  /**
   * The public articles cut into runs of `size` by an id column (ids 1 to size are run 0): each run holding
   * one, with the newest of `lastmod` in it (the sitemap indexes).
   */
  function publicRuns(id: SQLWrapper, lastmod: SQLWrapper, query: { today: string; size: number }) {
    // Written into the statement, not bound: GROUP BY must see the very expression the SELECT has.
    const run = sql<number>`((${id} - 1) / ${sql.raw(String(Math.trunc(query.size)))})::int`
    return db
      .select({ run, lastmod: sql<string>`max(${lastmod})::text` })
      .from(articles)
      .where(isPublicOn(query.today))
      .groupBy(run)
      .orderBy(run)
  }

  return {
    /** One page plus one row more, so the caller knows whether another page follows. */
    listPublic(query: PublicListQuery) {
      const conditions = [isPublicOn(query.today)]
      if (query.after) conditions.push(isAfter(query.after))
      if (query.topRated?.after) conditions.push(isAfterTop(query.topRated.after))
      if (query.categoryId !== undefined) conditions.push(eq(articles.categoryId, query.categoryId))
      if (query.ownerId !== undefined) conditions.push(eq(articles.ownerId, query.ownerId))
      // articles_language_idx (language, status, publish_date desc, id desc) keeps this one the index walk it is without.
      if (query.language !== undefined) conditions.push(eq(articles.language, query.language))
      return db
        .select({ ...listItemColumns, ratingScore: scoreOf })
        .from(articles)
        .leftJoin(articleRatings, eq(articleRatings.articleId, articles.id))
        .innerJoin(users, eq(users.id, articles.ownerId))
        .leftJoin(makerVerifications, verifiedHostJoin)
        .where(and(...conditions))
        .orderBy(...(query.topRated ? TOP_RATED_FIRST : NEWEST_FIRST))
        .limit(query.limit + 1)
    },

    async findWithCategory(id: number) {
      const [row] = await selectArticleWithCategory(db).where(eq(articles.id, id)).limit(1)
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

    /** How many articles (any state) each category holds; categories without any are absent. */
    countByCategory() {
      return db
        .select({ categoryId: articles.categoryId, count: count() })
        .from(articles)
        .where(isNotNull(articles.categoryId))
        .groupBy(articles.categoryId)
    },

    async listIdsByOwner(ownerId: number) {
      const rows = await db.select({ id: articles.id }).from(articles).where(eq(articles.ownerId, ownerId))
      return rows.map((row) => row.id)
    },

    /** Ids of the owner's PUBLISHED articles, in one category when `categoryId` is given. */
    async listPublishedIdsByOwner(ownerId: number, categoryId?: number) {
      const conditions = [eq(articles.ownerId, ownerId), eq(articles.status, 'PUBLISHED')]
      if (categoryId !== undefined) conditions.push(eq(articles.categoryId, categoryId))
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(...conditions))
      return rows.map((row) => row.id)
    },

    /** Public articles among these ids (a slider's rotation, from the promotions module), by id. */
    async listPublicAmong(query: { today: string; articleIds: number[] }) {
      if (query.articleIds.length === 0) return []
      return db
        .select({
          id: articles.id,
          title: articles.title,
          app: articles.app,
          description: articles.description,
          headerImage: articles.headerImage,
          headerImageVariants: imageVariantsColumn(articles.headerImage),
          promoVideo: articles.promoVideo,
          language: articles.language,
          ratingCount: articleRatings.count,
          ratingSum: articleRatings.sum,
          ratingScore: scoreOf,
        })
        .from(articles)
        .leftJoin(articleRatings, eq(articleRatings.articleId, articles.id))
        .where(and(isPublicOn(query.today), inArray(articles.id, query.articleIds)))
        .orderBy(asc(articles.id))
    },

    /** The company each of these owners publishes under now: their newest public article's. */
    async listLatestCompanies(query: { today: string; ownerIds: number[] }) {
      if (query.ownerIds.length === 0) return []
      return db
        .selectDistinctOn([articles.ownerId], { ownerId: articles.ownerId, company: articles.company })
        .from(articles)
        .where(and(isPublicOn(query.today), inArray(articles.ownerId, query.ownerIds)))
        .orderBy(articles.ownerId, sql`${articles.publishDate} desc`, sql`${articles.id} desc`)
    },

    /**
     * Owners with a public article cut into runs of `size` user ids (ids 1 to size are run 0), each run's
     * newest publication: the sitemap index's maker sitemaps, one per run that holds a maker.
     */
    listPublicOwnerRuns(query: { today: string; size: number }) {
      return publicRuns(articles.ownerId, articles.publishDate, query)
    },

    /** Owners of ids in (afterId, upToId] with a public article, by id, each with their newest publication's date. */
    listPublicOwnersInIdRange(query: { today: string; afterId: number; upToId: number }) {
      return db
        .select({ ownerId: articles.ownerId, lastPublished: sql<string>`max(${articles.publishDate})::text` })
        .from(articles)
        .where(and(isPublicOn(query.today), gt(articles.ownerId, query.afterId), lte(articles.ownerId, query.upToId)))
        .groupBy(articles.ownerId)
        .orderBy(asc(articles.ownerId))
    },

    /**
     * The public articles' ids cut into runs of `size` (ids 1 to size are run 0), each run's newest change
     * (`publicLastmod`): the sitemap index's article sitemaps, one per run that holds a public article.
     */
    listPublicIdRuns(query: { today: string; size: number }) {
      return publicRuns(articles.id, publicLastmod, query)
    },

    /** The public articles whose id is in (afterId, upToId], by id, with their last change: one article sitemap. */
    listPublicInIdRange(query: { today: string; afterId: number; upToId: number }) {
      return db
        .select({ id: articles.id, lastmod: sql<string>`${publicLastmod}::text` })
        .from(articles)
        .where(and(isPublicOn(query.today), gt(articles.id, query.afterId), lte(articles.id, query.upToId)))
        .orderBy(asc(articles.id))
    },

    /** The newest public articles, for the RSS feed. */
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
        .orderBy(...NEWEST_FIRST)
        .limit(query.limit)
    },
  }
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>
