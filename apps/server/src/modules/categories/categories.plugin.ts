import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminCategorySchema,
  CategoryIdParamsSchema,
  CategoryInputSchema,
  CategorySchema,
} from '@spotlight/shared/schemas/categories'
import { AppError } from '#src/errors/app-error'
import { cachedPublicRead } from '#src/http/public-cache'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { createCategoriesRepository } from './categories.repository'
import {
  createCategoriesService,
  toCategoryDto,
  type CategoryArticleMoves,
  type CategorySales,
} from './categories.service'

const SlugParamsSchema = z.object({ slug: z.string().min(1).max(120) })
const IdParamsSchema = CategoryIdParamsSchema
/** Where the slug read lives (the module is mounted at /api/categories). */
const CATEGORY_BY_SLUG = '/api/categories/slug'
/** A former slug's redirect: kept a while, not for ever (a new category may take the slug back). */
export const FORMER_SLUG_CACHE = 'public, max-age=300'

/** Mounted at /api/categories: public reads and the admin writes. */
export type CategoriesModuleOptions = {
  articles: CategoryArticleMoves
  /** A delete is refused while the category's slider sells or shows promotions (app.ts wires the sales modules'). */
  sales: CategorySales
  /** A rename committed: its articles' search fields wait to be refreshed (app.ts starts that). */
  onRenamed?: () => void
}

export const categoriesModule: FastifyPluginAsyncZod<CategoriesModuleOptions> = async (app, options) => {
  const repo = createCategoriesRepository(app.db)
  const service = createCategoriesService({
    db: app.db,
    articles: options.articles,
    sales: options.sales,
    ...(options.onRenamed ? { onRenamed: options.onRenamed } : {}),
  })
  // Every page renders the category list: cached like the article reads; each write says what it changed.
  const cached = cachedPublicRead()
  const articles = createArticleLookupService({ db: app.db })

  app.get('/', { ...cached, schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
    (await repo.listCategories()).map(toCategoryDto),
  )

  app.get(
    '/slug/:slug',
    { ...cached, schema: { params: SlugParamsSchema, response: { 200: CategorySchema } } },
    async (request, reply) => {
      const row = await repo.findBySlug(request.params.slug)
      if (row) return toCategoryDto(row)
      // A former slug: its links and bookmarks lead to the category's current address, for good.
      const current = await service.currentSlugOf(request.params.slug)
      if (current) {
        void reply.header('cache-control', FORMER_SLUG_CACHE)
        return reply.redirect(`${CATEGORY_BY_SLUG}/${encodeURIComponent(current)}`, 301)
      }
      throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
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
    async (request, reply) => {
      const created = await service.create(request.body, request.user!.userId)
      app.publicReads.changed('categories')
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, body: CategoryInputSchema, response: { 200: CategorySchema } },
    },
    async (request) => {
      const { category, previousSlug } = await service.update(request.params.id, request.body, request.user!.userId)
      app.publicReads.changed({ category: previousSlug })
      return category
    },
  )

  app.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const slug = (await repo.findById(request.params.id))?.slug
      await service.remove(request.params.id, request.user!.userId)
      if (slug) app.publicReads.changed({ category: slug })
      return reply.code(204).send(null)
    },
  )
}
