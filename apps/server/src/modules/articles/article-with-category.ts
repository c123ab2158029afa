import { and, eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { urlHost } from '#src/db/url-host'
import { articleRatings, articles, categories, makerVerifications, users } from '#src/db/schema/index'
import { categoryTranslationsColumn } from '#src/modules/categories/categories.service'
import { imageVariantsColumn } from '#src/modules/media/image-variants.dto'

/** The host of the article's address (db/url-host.ts): what a maker's verification is kept under. */
export const appHost = urlHost(articles.appUrl)

/**
 * The maker's verification of the article's host, when it stands: one row at most (one per maker and
 * host), so joining it never repeats an article. Read with every card: the badge costs no extra query.
 */
export const verifiedHostJoin = and(
  eq(makerVerifications.userId, articles.ownerId),
  eq(makerVerifications.host, appHost),
  eq(makerVerifications.status, 'VERIFIED'),
)!

/** The badge's columns (both null without a standing verification). */
export const verificationColumns = {
  verifiedHost: makerVerifications.host,
  verifiedSince: makerVerifications.verifiedAt,
}

/** The badge as the API shows it. */
export function toVerification(row: { verifiedHost: string | null; verifiedSince: Date | null }) {
  return row.verifiedHost && row.verifiedSince
    ? { host: row.verifiedHost, since: row.verifiedSince.toISOString() }
    : null
}

/**
 * An article row with its category's names (English and each translation) and slug (null without one), and its
 * maker's username: the shape `toArticleDto` takes.
 * Both article repositories read it, the public one for a detail page and the authoring one for lists.
 */
export function selectArticleWithCategory(db: Db) {
  return db
    .select({
      article: articles,
      category: { name: categories.name, slug: categories.slug, translations: categoryTranslationsColumn() },
      headerImageVariants: imageVariantsColumn(articles.headerImage),
      rating: { count: articleRatings.count, sum: articleRatings.sum },
      makerUsername: users.username,
      ...verificationColumns,
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(articleRatings, eq(articleRatings.articleId, articles.id))
    .innerJoin(users, eq(users.id, articles.ownerId))
    .leftJoin(makerVerifications, verifiedHostJoin)
}
