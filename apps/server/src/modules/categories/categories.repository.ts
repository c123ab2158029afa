import { TRANSLATED_LANGUAGES } from '@spotlight/shared/domain/category-language'
import type { ArticleCategory } from '@spotlight/shared/schemas/articles'
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { categories, categorySlugAliases, categoryTranslations } from '#src/db/schema/index'
import { imageVariantsColumn } from '#src/modules/media/image-variants.dto'

/** A category with its header image's size and copies (the public reads show them). */
const withImage = { ...getTableColumns(categories), headerImageVariants: imageVariantsColumn(categories.headerImage) }

export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
/** A category's name and description in one language other than English. */
export type CategoryTranslation = { language: string; name: string | null; description: string | null }

/** Each row with its translations (every language it has one in). */
async function withTranslations<Row extends { id: number }>(db: Db, rows: Row[]) {
  const found = rows.length
    ? await db
        .select()
        .from(categoryTranslations)
        .where(
          inArray(
            categoryTranslations.categoryId,
            rows.map((row) => row.id),
          ),
        )
    : []
  return rows.map((row) => ({
    ...row,
    translations: found
      .filter((translation) => translation.categoryId === row.id)
      .map(({ language, name, description }): CategoryTranslation => ({ language, name, description })),
  }))
}

/**
 * A category's names in each translated language of the registry, as the API's `translations` object
 * (`{ es: { name } }`), for a query that joins `categories` (the article reads show their category's names).
 */
export function categoryTranslationsColumn() {
  return sql<
    ArticleCategory['translations'] | null
  >`(select coalesce(json_object_agg(${categoryTranslations.language}, json_build_object('name', ${categoryTranslations.name})), '{}'::json) from ${categoryTranslations} where ${categoryTranslations.categoryId} = ${categories.id} and ${categoryTranslations.name} is not null and ${inArray(categoryTranslations.language, TRANSLATED_LANGUAGES)})`.mapWith(
    (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
  )
}

export function createCategoriesRepository(db: Db) {
  return {
    async listCategories() {
      return withTranslations(db, await db.select(withImage).from(categories).orderBy(asc(categories.id)))
    },
    /** The slugs of these categories, in one query (an id no category has is left out). */
    async listSlugs(ids: number[]) {
      if (ids.length === 0) return []
      return db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.id, ids))
    },
    async findBySlug(slug: string) {
      const rows = await db.select(withImage).from(categories).where(eq(categories.slug, slug)).limit(1)
      return (await withTranslations(db, rows))[0] ?? null
    },
    /** The category a former slug of it now leads to, or null (no category ever had that slug, or it was taken again). */
    async findByFormerSlug(slug: string) {
      const [row] = await db
        .select({ slug: categories.slug })
        .from(categorySlugAliases)
        .innerJoin(categories, eq(categories.id, categorySlugAliases.categoryId))
        .where(eq(categorySlugAliases.slug, slug))
        .limit(1)
      return row ?? null
    },
    /** Records `slug` as a former slug of the category (moving it from whichever category had it before). */
    async keepFormerSlug(slug: string, categoryId: number) {
      await db
        .insert(categorySlugAliases)
        .values({ slug, categoryId })
        .onConflictDoUpdate({ target: categorySlugAliases.slug, set: { categoryId, createdAt: new Date() } })
    },
    /** A category now holds `slug`: it is nobody's former slug any more. */
    async dropFormerSlug(slug: string) {
      await db.delete(categorySlugAliases).where(eq(categorySlugAliases.slug, slug))
    },
    async findById(id: number) {
      const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
      return (await withTranslations(db, rows))[0] ?? null
    },
    async insertCategory(values: CategoryValues) {
      const [row] = await db.insert(categories).values(values).returning()
      return row!
    },
    /** Replaces the category's translations with these (the caller's transaction keeps it whole). */
    async replaceTranslations(categoryId: number, translations: CategoryTranslation[]) {
      await db.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId))
      const kept = translations.filter((translation) => translation.name !== null || translation.description !== null)
      if (kept.length) await db.insert(categoryTranslations).values(kept.map((t) => ({ categoryId, ...t })))
      return kept
    },
    async updateCategory(id: number, values: Partial<CategoryValues>) {
      const [row] = await db
        .update(categories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning()
      return row ?? null
    },
    async deleteCategory(id: number) {
      const [row] = await db.delete(categories).where(eq(categories.id, id)).returning()
      return row ?? null
    },
  }
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>
