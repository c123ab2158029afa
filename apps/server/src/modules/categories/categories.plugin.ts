import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminCategorySchema,
  CategoryIdParamsSchema,
  CategoryInputSchema,
  CategorySchema,
} from '@spotlight/shared/schemas/categories'
import { AppError } from '#src/errors/app-error'
import { publicCache } from '#src/http/http-cache'
import { storePublicRead } from '#src/http/public-read-cache'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { createCategoriesRepository } from './categories.repository'
import { createCategoriesService, toCategoryDto } from './categories.service'

const SlugParamsSchema = z.object({ slug: z.string().min(1).max(120) })
const IdParamsSchema = CategoryIdParamsSchema

/** Mounted at /api/categories: public reads and the admin writes. */
export const categoriesModule: FastifyPluginAsyncZod = async (app) => {
  const repo = createCategoriesRepository(app.db)
  const service = createCategoriesService({ db: app.db })
  const articles = createArticleLookupService({ db: app.db })
  // Every page renders the category list: cached like the article reads, emptied by any write.
  const cached = { onSend: [publicCache(), storePublicRead] }

  app.get('/', { ...cached, schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
    (await repo.listCategories()).map(toCategoryDto),
  )

  app.get(
    '/slug/:slug',
    { ...cached, schema: { params: SlugParamsSchema, response: { 200: CategorySchema } } },
    async (request) => {
      const row = await repo.findBySlug(request.params.slug)
      if (!row) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
      return toCategoryDto(row)
    },
  )

  // The category form's list (admin): with each category's article count, so a delete can say
  // beforehand how many articles move to the catch-all. Never cached: it is not a public read.
  app.get(
    '/admin',
    { onRequest: app.requireAdmin, schema: { response: { 200: z.array(AdminCategorySchema) } } },
    async (_request, reply) => {
      const [rows, counts] = await Promise.all([repo.listCategories(), articles.countByCategory()])
      void reply.header('cache-control', 'no-store')
      return rows.map((row) => ({ ...toCategoryDto(row), articleCount: counts.get(row.id) ?? 0 }))
    },
  )

  app.get('/:id', { schema: { params: IdParamsSchema, response: { 200: CategorySchema } } }, async (request) => {
    const row = await repo.findById(request.params.id)
    if (!row) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    return toCategoryDto(row)
  })

  app.post(
    '/',
    { onRequest: app.requireAdmin, schema: { body: CategoryInputSchema, response: { 201: CategorySchema } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  )

  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, body: CategoryInputSchema, response: { 200: CategorySchema } },
    },
    async (request) => service.update(request.params.id, request.body),
  )

  app.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )
}
