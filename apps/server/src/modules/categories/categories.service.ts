import type { AuditAction } from '@spotlight/shared/schemas/audit'
import { recordAudit } from '#src/modules/audit/audit.service'
import { TRANSLATED_LANGUAGES } from '@spotlight/shared/domain/category-language'
import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import { slugify } from '@spotlight/shared/domain/slug'
import type { Category, CategoryInput } from '@spotlight/shared/schemas/categories'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { withHeaderImageVariants, type ImageVariantsColumn } from '#src/modules/media/image-variants.dto'
import { createCategoriesRepository, type CategoryTranslation, type CategoryValues } from './categories.repository'

export { categoryTranslationsColumn } from './categories.repository'

type CategoryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCategoriesRepository>['findById']>>>

/** The API's `translations` object: each translated language of the registry the category has a name in. */
export function translationsDto(translations: readonly CategoryTranslation[]): Category['translations'] {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => {
      const found = translations.find((translation) => translation.language === language)
      return found?.name ? [[language, { name: found.name, description: found.description }]] : []
    }),
  )
}

/** A row as other modules read it: with the API's `translations` object in place of its rows. */
function withTranslationsDto<Row extends { translations: CategoryTranslation[] }>(
  row: Row,
): Omit<Row, 'translations'> & Pick<Category, 'translations'>
function withTranslationsDto<Row extends { translations: CategoryTranslation[] }>(
  row: Row | null,
): (Omit<Row, 'translations'> & Pick<Category, 'translations'>) | null
function withTranslationsDto<Row extends { translations: CategoryTranslation[] }>(row: Row | null) {
  return row && { ...row, translations: translationsDto(row.translations) }
}

/** The translations an admin's input holds, one per translated language: a blank name means none. */
function translationsOf(input: CategoryInput): CategoryTranslation[] {
  return TRANSLATED_LANGUAGES.map((language) => {
    const given = input.translations?.[language]
    const name = given?.name || null
    return { language, name, description: (name && given?.description) || null }
  })
}

export function toCategoryDto(row: CategoryRow & { headerImageVariants?: ImageVariantsColumn }): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    translations: translationsDto(row.translations),
    emoji: row.emoji,
    headerImage: row.headerImage,
    ...withHeaderImageVariants(row.headerImage, row.headerImageVariants),
  }
}

const NOT_FOUND = () => new AppError('CATEGORY_NOT_FOUND', 'Category not found')
const SLUG_TAKEN = (slug: string) =>
  new AppError('CATEGORY_SLUG_TAKEN', `Another category already uses the slug '${slug}'.`, [
    { path: 'slug', message: 'is already taken' },
  ])

/**
 * The slug rule: made from the name when empty, or when the name changed while
 * editing; with the name unchanged, a manually changed slug reverts to the existing one.
 */
export function resolveCategorySlug(input: { name: string; slug?: string | null }, existing?: CategoryRow): string {
  if (existing) return input.name === existing.name ? existing.slug : slugify(input.name)
  return slugify(input.slug?.trim() ? input.slug : input.name)
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
}

function toValues(input: CategoryInput, slug: string): CategoryValues {
  return {
    name: input.name,
    slug,
    description: input.description || null,
    emoji: input.emoji || null,
    headerImage: input.headerImage || null,
  }
}

/**
 * The write the articles module makes for a category delete: it owns the articles table, and app.ts
 * wires it in (the articles module reads categories, so this module does not import it back).
 */
export type CategoryArticleMoves = {
  /** Moves every article of one category to another, inside the caller's transaction. */
  moveToCategory(fromCategoryId: number, toCategoryId: number, trx: Db): Promise<void>
}

/**
 * What the sales (the payments and promotions modules) say before a category goes, inside the delete's
 * transaction; app.ts wires it in (those modules read categories, so this one does not import them).
 */
export type CategorySales = {
  /**
   * Under the locks of the category's slider placements, held until the delete commits (so no purchase
   * slips in after the check): refuses with CATEGORY_HAS_PROMOTIONS while promotions run or are reserved
   * there, or payments for them are under way. Paid slots are not taken away by a delete.
   */
  beforeDelete(categoryId: number, trx: Db): Promise<void>
}

/** Admin writes on categories, and the reads other modules make. The catch-all `sin-categoria` keeps its name and cannot be deleted. */
const auditCategory = (tx: Db, actorId: number, action: AuditAction, id: number, summary: string) =>
  recordAudit(tx, { actorId, action, targetType: 'CATEGORY', targetId: id, summary })

export function createCategoriesService({
  db,
  articles,
  sales,
  onRenamed,
}: {
  db: Db
  articles?: CategoryArticleMoves
  sales?: CategorySales
  /** After a rename's commit: its articles wait to be re-indexed (drizzle/0018). */
  onRenamed?: () => void
}) {
  const repo = createCategoriesRepository(db)

  async function withUniqueSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error)) throw SLUG_TAKEN(slug)
      throw error
    }
  }

  function requireSlug(slug: string): string {
    if (!slug)
      throw new AppError('VALIDATION_FAILED', 'The name must contain letters or digits.', [
        { path: 'name', message: 'must contain letters or digits' },
      ])
    return slug
  }

  return {
    /** Reads for other modules: they never query the categories table themselves. */
    findBySlug: async (slug: string) => withTranslationsDto(await repo.findBySlug(slug)),
    /** The current slug of the category that once had `slug`, or null. */
    currentSlugOf: async (slug: string) => (await repo.findByFormerSlug(slug))?.slug ?? null,
    findById: async (id: number) => withTranslationsDto(await repo.findById(id)),
    listCategories: async () => (await repo.listCategories()).map((row) => withTranslationsDto(row)),
    /**
     * The slugs of these categories by id, in one query. `trx`: the caller's transaction, for a read made
     * inside one (on PGlite's single connection a query outside it would wait for it to end).
     */
    async listSlugs(ids: number[], trx: Db = db): Promise<Map<number, string>> {
      const rows = await createCategoriesRepository(trx).listSlugs([...new Set(ids)])
      return new Map(rows.map((row) => [row.id, row.slug]))
    },

    /** `actorId`: the admin, whose action the audit trail records in the write's transaction. */
    async create(input: CategoryInput, actorId?: number): Promise<Category> {
      const slug = requireSlug(resolveCategorySlug(input))
      if (await repo.findBySlug(slug)) throw SLUG_TAKEN(slug)
      const row = await withUniqueSlug(slug, () =>
        db.transaction(async (tx) => {
          const txRepo = createCategoriesRepository(tx)
          // A former slug of another category taken by a new one: its address now shows the new category.
          await txRepo.dropFormerSlug(slug)
          const inserted = await txRepo.insertCategory(toValues(input, slug))
          if (actorId) await auditCategory(tx, actorId, 'CATEGORY_CREATE', inserted.id, `→ ${inserted.name} (${slug})`)
          return { ...inserted, translations: await txRepo.replaceTranslations(inserted.id, translationsOf(input)) }
        }),
      )
      return toCategoryDto(row)
    },
    /**
     * A changed slug keeps the old one as a former slug (its address redirects here). `previousSlug`: the
     * slug before the write, for the caller to drop what showed it.
     */
    async update(
      id: number,
      input: CategoryInput,
      actorId?: number,
    ): Promise<{ category: Category; previousSlug: string }> {
      const existing = await repo.findById(id)
      if (!existing) throw NOT_FOUND()
      if (existing.slug === HIDDEN_CATEGORY_SLUG && input.name !== existing.name)
        throw new AppError('CATEGORY_PROTECTED', 'The default category cannot be renamed.')
      const slug = requireSlug(resolveCategorySlug(input, existing))
      const holder = await repo.findBySlug(slug)
      if (holder && holder.id !== id) throw SLUG_TAKEN(slug)
      const row = await withUniqueSlug(slug, () =>
        db.transaction(async (tx) => {
          const txRepo = createCategoriesRepository(tx)
          const updated = await txRepo.updateCategory(id, toValues(input, slug))
          if (!updated) return null
          if (actorId) {
            const summary = `${existing.name} (${existing.slug}) → ${updated.name} (${updated.slug})`
            await auditCategory(tx, actorId, 'CATEGORY_UPDATE', id, summary)
          }
          if (updated.slug !== existing.slug) {
            await txRepo.dropFormerSlug(updated.slug)
            await txRepo.keepFormerSlug(existing.slug, id)
          }
          return { ...updated, translations: await txRepo.replaceTranslations(id, translationsOf(input)) }
        }),
      )
      if (!row) throw NOT_FOUND()
      // The rename queued its articles for re-indexing (their search fields hold its name).
      if (row.name !== existing.name) onRenamed?.()
      return { category: toCategoryDto(row), previousSlug: existing.slug }
    },
    /**
     * Refused while its slider sells or shows anything (CategorySales). Its articles move to the catch-all
     * first, in the same transaction, so none is left without a category; the places in its slider's
     * waiting line go with it, and its ended promotions stay, with no category.
     */
    async remove(id: number, actorId?: number): Promise<void> {
      if (!articles) throw new Error('Deleting a category needs the articles port (CategoryArticleMoves).')
      if (!sales) throw new Error('Deleting a category needs the sales port (CategorySales).')
      await db.transaction(async (tx) => {
        const txRepo = createCategoriesRepository(tx)
        const existing = await txRepo.findById(id)
        if (!existing) throw NOT_FOUND()
        if (existing.slug === HIDDEN_CATEGORY_SLUG)
          throw new AppError('CATEGORY_PROTECTED', 'The default category cannot be deleted.')
        await sales.beforeDelete(id, tx)
        const fallback = await txRepo.findBySlug(HIDDEN_CATEGORY_SLUG)
        if (fallback) await articles.moveToCategory(id, fallback.id, tx)
        await txRepo.deleteCategory(id)
        if (actorId) await auditCategory(tx, actorId, 'CATEGORY_DELETE', id, `${existing.name} (${existing.slug}) →`)
      })
    },
  }
}
export type CategoriesService = ReturnType<typeof createCategoriesService>
