import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CategorySchema, type Category } from '@spotlight/shared/schemas/categories'
import { AppError } from '#src/errors/app-error'
import { createCategoriesRepository } from './categories.repository'

type CategoryRow = Awaited<ReturnType<ReturnType<typeof createCategoriesRepository>['listCategories']>>[number]

export function toCategoryDto(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    emoji: row.emoji,
    headerImage: row.headerImage,
  }
}

const SlugParamsSchema = z.object({ slug: z.string().min(1).max(120) })
const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** Mounted at /api/categories. Public reads; the admin writes arrive with the authoring issue. */
export const categoriesModule: FastifyPluginAsyncZod = async (app) => {
  const repo = createCategoriesRepository(app.db)

  app.get('/', { schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
    (await repo.listCategories()).map(toCategoryDto),
  )

  app.get(
    '/slug/:slug',
    { schema: { params: SlugParamsSchema, response: { 200: CategorySchema } } },
    async (request) => {
      const row = await repo.findBySlug(request.params.slug)
      if (!row) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
      return toCategoryDto(row)
    },
  )

  app.get('/:id', { schema: { params: IdParamsSchema, response: { 200: CategorySchema } } }, async (request) => {
    const row = await repo.findById(request.params.id)
    if (!row) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    return toCategoryDto(row)
  })
}
