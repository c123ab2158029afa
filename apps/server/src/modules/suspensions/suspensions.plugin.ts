import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  SuspendInputSchema,
  SuspensionSchema,
  SuspendedAccountsSchema,
  SuspensionStateSchema,
  UsernameParamsSchema,
} from '@spotlight/shared/schemas/suspension'
import { PageQuerySchema } from '@spotlight/shared/schemas/articles'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import { createSuspensionsService, type StopPromotions } from './suspensions.service'

export type SuspensionsAdminOptions = {
  /** Ends the promotions of the articles a suspension takes off (the promotions module's). */
  stopPromotions?: StopPromotions
  /** After a suspension that ended promotions commits: the sliders' reads change. */
  onPromotionsChanged?: () => void
}

/** Mounted at /api/admin/users: an admin suspends a maker, or lifts it (visitor 401, user 403). */
export const suspensionsAdminModule: FastifyPluginAsyncZod<SuspensionsAdminOptions> = async (app, options) => {
  const suspensions = createSuspensionsService({
    db: app.db,
    onArticlesChanged: (ids) => {
      if (ids.length > 0) app.publicReads.changed(...ids.map((article) => ({ article })))
    },
    ...(options.stopPromotions ? { stopPromotions: options.stopPromotions } : {}),
    ...(options.onPromotionsChanged ? { onPromotionsChanged: options.onPromotionsChanged } : {}),
  })

  app.get(
    '/:username/suspension',
    {
      onRequest: app.requireAdmin,
      schema: { params: UsernameParamsSchema, response: { 200: SuspensionStateSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      const { username } = request.params
      return { username, suspension: await suspensions.stateOf(username) }
    },
  )

  app.post(
    '/:username/suspension',
    {
      onRequest: app.requireAdmin,
      schema: { params: UsernameParamsSchema, body: SuspendInputSchema, response: { 200: SuspensionSchema } },
    },
    async (request) => suspensions.suspend(request.user!.userId, request.params.username, request.body.reason),
  )

  app.delete(
    '/:username/suspension',
    {
      onRequest: app.requireAdmin,
      schema: { params: UsernameParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await suspensions.lift(request.user!.userId, request.params.username, null)
      return reply.code(204).send(null)
    },
  )
}

/**
 * Mounted at /api/admin/suspensions: the accounts suspended now, for admins (visitor 401, user 403),
 * a page at a time (`limit`, `cursor`), with how many in all in `X-Total-Count`.
 */
export const suspensionsListModule: FastifyPluginAsyncZod = async (app) => {
  const suspensions = createSuspensionsService({ db: app.db })
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: PageQuerySchema, response: { 200: SuspendedAccountsSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      const page = await suspensions.listSuspended(request.query)
      return sendPage(request, reply, page, request.query.limit)
    },
  )
}

/** Mounted at /api/suspension: the signed-in user's own suspension (null in good standing), so the maker sees why. */
export const ownSuspensionModule: FastifyPluginAsyncZod = async (app) => {
  const suspensions = createSuspensionsService({ db: app.db })
  app.get(
    '/',
    { onRequest: app.authenticate, schema: { response: { 200: SuspensionSchema } } },
    async (request, reply) => {
      markPrivate(reply)
      return suspensions.stateOf(request.user!.username)
    },
  )
}
