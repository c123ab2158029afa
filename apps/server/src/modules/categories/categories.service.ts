import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import { slugify } from '@spotlight/shared/domain/slug'
import type { Category, CategoryInput } from '@spotlight/shared/schemas/categories'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { withHeaderImageVariants, type ImageVariantsColumn } from '#src/modules/media/image-variants.dto'
import { createCategoriesRepository, type CategoryValues } from './categories.repository'

type CategoryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCategoriesRepository>['findById']>>>

export function toCategoryDto(row: CategoryRow & { headerImageVariants?: ImageVariantsColumn }): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    nameEs: row.nameEs,
    descriptionEs: row.descriptionEs,
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
 * The slug rule of spec section 5: made from the name when empty, or when the name changed while
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
    nameEs: input.nameEs || null,
    descriptionEs: input.descriptionEs || null,
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

/** Admin writes on categories, and the reads other modules make. The catch-all `sin-categoria` keeps its name and cannot be deleted. */
export function createCategoriesService({ db, articles }: { db: Db; articles?: CategoryArticleMoves }) {
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
    findBySlug: (slug: string) => repo.findBySlug(slug),
    findById: (id: number) => repo.findById(id),
    listCategories: () => repo.listCategories(),

    async create(input: CategoryInput): Promise<Category> {
      const slug = requireSlug(resolveCategorySlug(input))
      if (await repo.findBySlug(slug)) throw SLUG_TAKEN(slug)
      return toCategoryDto(await withUniqueSlug(slug, () => repo.insertCategory(toValues(input, slug))))
    },

    async update(id: number, input: CategoryInput): Promise<Category> {
      const existing = await repo.findById(id)
      if (!existing) throw NOT_FOUND()
      if (existing.slug === HIDDEN_CATEGORY_SLUG && input.name !== existing.name)
        throw new AppError('CATEGORY_PROTECTED', 'The default category cannot be renamed.')
      const slug = requireSlug(resolveCategorySlug(input, existing))
      const holder = await repo.findBySlug(slug)
      if (holder && holder.id !== id) throw SLUG_TAKEN(slug)
      const row = await withUniqueSlug(slug, () => repo.updateCategory(id, toValues(input, slug)))
      if (!row) throw NOT_FOUND()
      return toCategoryDto(row)
    },

    /** Its articles move to the catch-all first, in the same transaction, so none is left without a category. */
    async remove(id: number): Promise<void> {
      if (!articles) throw new Error('Deleting a category needs the articles port (CategoryArticleMoves).')
      await db.transaction(async (tx) => {
        const txRepo = createCategoriesRepository(tx)
        const existing = await txRepo.findById(id)
        if (!existing) throw NOT_FOUND()
        if (existing.slug === HIDDEN_CATEGORY_SLUG)
          throw new AppError('CATEGORY_PROTECTED', 'The default category cannot be deleted.')
        const fallback = await txRepo.findBySlug(HIDDEN_CATEGORY_SLUG)
        if (fallback) await articles.moveToCategory(id, fallback.id, tx)
        await txRepo.deleteCategory(id)
      })
    },
  }
}
export type CategoriesService = ReturnType<typeof createCategoriesService>
