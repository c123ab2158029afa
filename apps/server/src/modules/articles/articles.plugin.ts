import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ArticleIdParamsSchema,
  ArticleSchema,
  CategorySlugParamsSchema,
  FeaturedArticleSchema,
  PromotedSlidesSchema,
  PromotedVideosQuerySchema,
  PromotedVideosSchema,
  PublicArticleListItemSchema,
} from '@spotlight/shared/schemas/articles'
import { ArticleOrderSchema, ArticlePageQuerySchema } from './article-cursor'
import { articleAuthoringRoutes, type ArticleAuthoringOptions } from './articles.authoring.plugin'
import { createArticlesServiceFor, type ArticlePromotionReads } from './articles.service'
import { markPrivate } from '#src/http/http-cache'
import { cachedPublicRead } from '#src/http/public-cache'
import { sendPage } from '#src/http/page-headers'

const PublicListSchema = z.array(PublicArticleListItemSchema)

/** The next page's link keeps a "Top rated" order (newest first is the default, left unsaid) and a language filter. */
const keptOrder = (query: { sort: string; language?: string | undefined }): Record<string, string> => ({
  ...(query.sort === 'top' ? { sort: 'top' } : {}),
  ...(query.language ? { language: query.language } : {}),
})

/** Mounted at /api/articles: the public reads, then the authoring and moderation routes. */
export type ArticlesModuleOptions = ArticleAuthoringOptions & { promotions: ArticlePromotionReads }

export const articlesModule: FastifyPluginAsyncZod<ArticlesModuleOptions> = async (app, options) => {
  const articles = createArticlesServiceFor(app.db, options.promotions)
  // publicCache sets Cache-Control and the ETag; the in-process cache stores after it and answers
  // repeat reads before any work (see public-cache.ts for its invalidation).
  const cached = cachedPublicRead()

  app.get(
    '/',
    { ...cached, schema: { querystring: ArticlePageQuerySchema, response: { 200: PublicListSchema } } },
    async (request, reply) =>
      sendPage(request, reply, await articles.listPublic(request.query), request.query.limit, keptOrder(request.query)),
  )

  app.get(
    '/category/:slug',
    {
      ...cached,
      schema: {
        params: CategorySlugParamsSchema,
        querystring: ArticlePageQuerySchema,
        response: { 200: PublicListSchema },
      },
    },
    async (request, reply) => {
      const page = await articles.listPublic({ ...request.query, categorySlug: request.params.slug })
      return sendPage(request, reply, page, request.query.limit, keptOrder(request.query))
    },
  )

  app.get(
    '/featured',
    {
      ...cached,
      schema: {
        querystring: z.object({ sort: ArticleOrderSchema.default('newest') }),
        response: { 200: z.array(FeaturedArticleSchema) },
      },
    },
    async (request) => articles.listFeatured(request.query.sort),
  )

  app.get(
    '/promoted-videos',
    { ...cached, schema: { querystring: PromotedVideosQuerySchema, response: { 200: PromotedVideosSchema } } },
    async (request) => articles.listPromotedVideos({ planType: request.query.type }),
  )

  app.get(
    '/promoted-videos/category/:slug',
    { ...cached, schema: { params: CategorySlugParamsSchema, response: { 200: PromotedVideosSchema } } },
    async (request) => articles.listPromotedVideos({ categorySlug: request.params.slug }),
  )

  // Our addition: the slides (video, app, article) behind the same two sliders.
  app.get(
    '/promoted-slides',
    { ...cached, schema: { querystring: PromotedVideosQuerySchema, response: { 200: PromotedSlidesSchema } } },
    async (request) => articles.listPromotedSlides({ planType: request.query.type }),
  )

  app.get(
    '/promoted-slides/category/:slug',
    { ...cached, schema: { params: CategorySlugParamsSchema, response: { 200: PromotedSlidesSchema } } },
    async (request) => articles.listPromotedSlides({ categorySlug: request.params.slug }),
  )

  app.get(
    '/:id',
    {
      preHandler: app.identify,
      ...cached,
      schema: { params: ArticleIdParamsSchema, response: { 200: ArticleSchema } },
    },
    async (request, reply) => {
      const viewer = request.user ? { userId: request.user.userId, role: request.user.role } : null
      const { article, isPublic } = await articles.getVisible(request.params.id, viewer)
      // An unpublished article is the owner's or an admin's view: never stored by a shared cache.
      if (!isPublic) markPrivate(reply)
      return article
    },
  )

  // Only our own option: the registration options also carry this module's prefix.
  await app.register(articleAuthoringRoutes, {
    promotions: options.promotions,
    ...(options.onArticleDeleted ? { onArticleDeleted: options.onArticleDeleted } : {}),
    ...(options.onPublished ? { onPublished: options.onPublished } : {}),
    ...(options.afterPublished ? { afterPublished: options.afterPublished } : {}),
  })
}
