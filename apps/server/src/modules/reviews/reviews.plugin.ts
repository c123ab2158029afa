import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ArticleIdParamsSchema } from '@spotlight/shared/schemas/articles'
import {
  AdminRepliesQuerySchema,
  AdminReplySchema,
  AdminReviewSchema,
  AdminReviewsQuerySchema,
  HelpfulStateSchema,
  ArticleRatingSchema,
  ListReviewsQuerySchema,
  MyReviewSchema,
  PutReplyInputSchema,
  PutReviewInputSchema,
  ReplyDecisionInputSchema,
  ReviewDecisionInputSchema,
  ReviewIdParamsSchema,
  ReviewSchema,
} from '@spotlight/shared/schemas/reviews'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import { cachedPublicRead } from '#src/http/public-cache'
import { decodeReviewCursor, type ReviewCursor } from './review-cursor'
import { throwReviewInputError } from './review-input-errors'
import type { ReviewsService } from './reviews.service'

export type ReviewsModuleOptions = { reviews: ReviewsService }

/** The query with its cursor decoded for `sort`: a malformed one (or one of another order) is a 400 naming `cursor`. */
function decodeIn<T extends { cursor?: string | undefined }>(
  query: T,
  sort: ReviewCursor['sort'],
  ctx: z.RefinementCtx,
) {
  if (query.cursor === undefined) return { ...query, cursor: undefined }
  const cursor = decodeReviewCursor(query.cursor, sort)
  if (cursor) return { ...query, cursor }
  ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'is not a valid cursor' })
  return z.NEVER
}

const ListQuerySchema = ListReviewsQuerySchema.transform((query, ctx) => decodeIn(query, query.sort, ctx))
const AdminQuerySchema = AdminReviewsQuerySchema.transform((query, ctx) => decodeIn(query, 'queue', ctx))

/**
 * Mounted at /api: an article's reviews and rating (under /articles/{id}), a review's reply and
 * helpful marks (under /reviews/{id}), the moderation queues (under /admin/reviews and
 * /admin/review-replies, the replies the scam screening holds).
 */
export const reviewsModule: FastifyPluginAsyncZod<ReviewsModuleOptions> = async (app, { reviews }) => {
  const cached = cachedPublicRead()

  app.get(
    '/articles/:id/reviews',
    {
      preHandler: app.identify,
      ...cached,
      schema: { params: ArticleIdParamsSchema, querystring: ListQuerySchema, response: { 200: z.array(ReviewSchema) } },
    },
    async (request, reply) => {
      const viewerId = request.user?.userId ?? null
      // A signed-in reader's page carries their own helpful marks and changes with their own writes:
      // no cache may keep it, theirs included (a reused page hid a review they had just seen approved).
      if (viewerId !== null) markPrivate(reply)
      const page = await reviews.listReviews(request.params.id, request.query, viewerId)
      // Kept in the page's one spelling: the next page's link carries the order too.
      return sendPage(request, reply, page, request.query.limit, { sort: request.query.sort })
    },
  )

  app.get(
    '/articles/:id/rating',
    { ...cached, schema: { params: ArticleIdParamsSchema, response: { 200: ArticleRatingSchema } } },
    async (request) => reviews.getRating(request.params.id),
  )

  app.get(
    '/articles/:id/reviews/mine',
    { preHandler: app.authenticate, schema: { params: ArticleIdParamsSchema, response: { 200: MyReviewSchema } } },
    async (request, reply) => {
      markPrivate(reply)
      return reviews.getMine(request.params.id, request.user!.userId)
    },
  )

  // A suspended account may read and delete what it wrote, not write more (its reviews and replies).
  app.put(
    '/articles/:id/reviews/mine',
    {
      preHandler: app.requireActive,
      attachValidation: true,
      schema: {
        params: ArticleIdParamsSchema,
        body: PutReviewInputSchema,
        response: { 200: MyReviewSchema, 201: MyReviewSchema },
      },
    },
    async (request, reply) => {
      throwReviewInputError(request)
      const { userId, role } = request.user!
      const { review, created } = await reviews.putMine(request.params.id, { userId, role }, request.body)
      return reply.code(created ? 201 : 200).send(review)
    },
  )

  app.delete(
    '/articles/:id/reviews/mine',
    { preHandler: app.authenticate, schema: { params: ArticleIdParamsSchema } },
    async (request, reply) => {
      await reviews.deleteMine(request.params.id, request.user!.userId)
      return reply.code(204).send()
    },
  )

  app.put(
    '/reviews/:id/reply',
    {
      preHandler: app.requireActive,
      attachValidation: true,
      schema: { params: ReviewIdParamsSchema, body: PutReplyInputSchema, response: { 200: ReviewSchema } },
    },
    async (request) => {
      throwReviewInputError(request)
      const { userId, role } = request.user!
      return reviews.putReply(request.params.id, { userId, role }, request.body.text)
    },
  )

  app.delete(
    '/reviews/:id/reply',
    { preHandler: app.authenticate, schema: { params: ReviewIdParamsSchema } },
    async (request, reply) => {
      await reviews.deleteReply(request.params.id, request.user!.userId)
      return reply.code(204).send()
    },
  )

  // A mark moves a review up the public "Most helpful" order: a suspended account may take its marks back, not add one.
  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/reviews/:id/helpful',
      {
        preHandler: method === 'put' ? app.requireActive : app.authenticate,
        schema: { params: ReviewIdParamsSchema, response: { 200: HelpfulStateSchema } },
      },
      async (request) => reviews.setHelpful(request.params.id, request.user!.userId, method === 'put'),
    )
  }

  app.get(
    '/admin/reviews',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: AdminQuerySchema, response: { 200: z.array(AdminReviewSchema) } },
    },
    async (request, reply) => {
      markPrivate(reply)
      const page = await reviews.listForAdmin(request.query)
      return sendPage(request, reply, page, request.query.limit, { status: request.query.status })
    },
  )

  app.post(
    '/admin/reviews/:id/decision',
    {
      onRequest: app.requireAdmin,
      schema: { params: ReviewIdParamsSchema, body: ReviewDecisionInputSchema, response: { 200: AdminReviewSchema } },
    },
    async (request) => reviews.decide(request.params.id, request.body, request.user!.userId),
  )

  app.get(
    '/admin/review-replies',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: AdminRepliesQuerySchema, response: { 200: z.array(AdminReplySchema) } },
    },
    async (request, reply) => {
      markPrivate(reply)
      return reviews.listHeldReplies(request.query.limit)
    },
  )

  app.post(
    '/admin/review-replies/:id/decision',
    {
      onRequest: app.requireAdmin,
      schema: { params: ReviewIdParamsSchema, body: ReplyDecisionInputSchema, response: { 200: AdminReplySchema } },
    },
    async (request) => reviews.decideReply(request.params.id, request.body, request.user!.userId),
  )
}
