import { asc, eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { categories } from '#src/db/schema/index'
import { imageVariantsColumn } from '#src/modules/media/image-variants.dto'

/** A category with its header image's size and copies (the public reads show them). */
const withImage = { ...getTableColumns(categories), headerImageVariants: imageVariantsColumn(categories.headerImage) }

export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

export function createCategoriesRepository(db: Db) {
  return {
    listCategories() {
      return db.select(withImage).from(categories).orderBy(asc(categories.id))
    },
    async findBySlug(slug: string) {
      const [row] = await db.select(withImage).from(categories).where(eq(categories.slug, slug)).limit(1)
      return row ?? null
    },
    async findById(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
      return row ?? null
    },
    async insertCategory(values: CategoryValues) {
      const [row] = await db.insert(categories).values(values).returning()
      return row!
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
