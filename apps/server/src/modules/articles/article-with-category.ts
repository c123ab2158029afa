import { eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { articles, categories } from '#src/db/schema/index'
import { imageVariantsColumn } from '#src/modules/media/image-variants.dto'

/**
 * An article row with its category's names (English, Spanish) and slug (null without one): the shape `toArticleDto` takes.
 * Both article repositories read it, the public one for a detail page and the authoring one for lists.
 */
export function selectArticleWithCategory(db: Db) {
  return db
    .select({
      article: articles,
      category: { name: categories.name, slug: categories.slug, nameEs: categories.nameEs },
      headerImageVariants: imageVariantsColumn(articles.headerImage),
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
}
