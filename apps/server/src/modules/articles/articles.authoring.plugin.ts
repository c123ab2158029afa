import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ApproveArticleQuerySchema,
  ArticleIdParamsSchema,
  ArticleInputSchema,
  ArticleListSchema,
  ArticleReviewSchema,
  ArticleSchema,
  PendingQueueQuerySchema,
  RejectArticleInputSchema,
} from '@spotlight/shared/schemas/articles'
import { createArticleAuthoringService, type ArticleAuthoringDeps, type OwnList } from './article-authoring.service'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import { mediaOriginsFrom } from './sanitize-content'
import { createContentSanitizer } from './sanitize-content-pool'

/** An article's body: its text may hold 200,000 characters, up to four bytes each once sent as JSON. */
const ARTICLE_BODY_BYTES = 1024 * 1024

export type ArticleAuthoringOptions = Pick<
  ArticleAuthoringDeps,
  'onArticleDeleted' | 'promotions' | 'onPublished' | 'afterPublished'
>

const OWN_LISTS: OwnList[] = ['drafts', 'pending', 'published', 'rejected']

/**
 * The authoring and moderation routes, registered by the articles module under /api/articles.
 * The literal list paths are static routes, so the router prefers them to `/:id`.
 */
export const articleAuthoringRoutes: FastifyPluginAsyncZod<ArticleAuthoringOptions> = async (app, options) => {
  // Article bodies are sanitised on worker threads: their cost follows the input, the event loop's must not.
  const sanitizer = createContentSanitizer()
  app.addHook('onClose', () => sanitizer.close())
  const authoring = createArticleAuthoringService({
    db: app.db,
    promotions: options.promotions,
    mediaOrigins: mediaOriginsFrom(app.config),
    sanitizer,
    onPublicChange: (id) => app.publicReads.changed({ article: id }),
    ...(options.onArticleDeleted ? { onArticleDeleted: options.onArticleDeleted } : {}),
    ...(options.onPublished ? { onPublished: options.onPublished } : {}),
    ...(options.afterPublished ? { afterPublished: options.afterPublished } : {}),
  })
  const author = (user: { userId: number; role: 'USER' | 'ADMIN' } | null) => ({
    userId: user!.userId,
    role: user!.role,
  })

  for (const list of OWN_LISTS.filter((name) => name !== 'pending')) {
    app.get(
      `/${list}`,
      { onRequest: app.authenticate, schema: { response: { 200: ArticleListSchema } } },
      async (request, reply) => {
        markPrivate(reply)
        return authoring.listOwn(author(request.user), list)
      },
    )
  }

  // An author's own pending articles; for an admin, one page of everyone's (the review queue).
  app.get(
    '/pending',
    {
      onRequest: app.authenticate,
      schema: { querystring: PendingQueueQuerySchema, response: { 200: ArticleListSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      if (request.user!.role !== 'ADMIN') return authoring.listOwn(author(request.user), 'pending')
      const page = await authoring.pendingQueue(request.query)
      return sendPage(request, reply, page, request.query.limit)
    },
  )

  app.post(
    '/',
    // A suspended account cannot publish: creating, editing and submitting are refused (deleting is not).
    {
      onRequest: app.requireActive,
      bodyLimit: ARTICLE_BODY_BYTES,
      schema: { body: ArticleInputSchema, response: { 201: ArticleSchema } },
    },
    async (request, reply) => reply.code(201).send(await authoring.create(author(request.user), request.body)),
  )

  app.put(
    '/:id',
    {
      onRequest: app.requireActive,
      bodyLimit: ARTICLE_BODY_BYTES,
      schema: { params: ArticleIdParamsSchema, body: ArticleInputSchema, response: { 200: ArticleSchema } },
    },
    async (request) => authoring.update(author(request.user), request.params.id, request.body),
  )

  app.delete(
    '/:id',
    { onRequest: app.authenticate, schema: { params: ArticleIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await authoring.remove(author(request.user), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/:id/submit',
    { onRequest: app.requireActive, schema: { params: ArticleIdParamsSchema, response: { 200: ArticleSchema } } },
    async (request) => authoring.submit(author(request.user), request.params.id),
  )

  // The admin's review of an article before moderating it: never stored by a shared cache.
  app.get(
    '/:id/review',
    { onRequest: app.requireAdmin, schema: { params: ArticleIdParamsSchema, response: { 200: ArticleReviewSchema } } },
    async (request, reply) => {
      markPrivate(reply)
      return authoring.review(request.params.id)
    },
  )

  app.put(
    '/:id/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: ArticleIdParamsSchema,
        querystring: ApproveArticleQuerySchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) =>
      authoring.approve(author(request.user), request.params.id, request.query.confirmFlagged === 'true'),
  )

  app.put(
    '/:id/reject',
    {
      onRequest: app.requireAdmin,
      schema: { params: ArticleIdParamsSchema, body: RejectArticleInputSchema, response: { 200: ArticleSchema } },
    },
    async (request) => authoring.reject(author(request.user), request.params.id, request.body.reason),
  )
}
