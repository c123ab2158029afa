import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CategorySlugParamsSchema } from '@spotlight/shared/schemas/articles'
import { FollowsSchema, FollowStateSchema } from '@spotlight/shared/schemas/follows'
import { MakerUsernameParamsSchema } from '@spotlight/shared/schemas/makers'
import { markPrivate } from '#src/http/http-cache'
import type { FollowsService } from './follows.service'

export type FollowsModuleOptions = { follows: FollowsService }

/** Mounted at /api/follows: the signed-in account's follows of makers and categories. PUT and DELETE are idempotent. */
export const followsModule: FastifyPluginAsyncZod<FollowsModuleOptions> = async (app, { follows }) => {
  const follower = (user: { userId: number } | null) => ({ userId: user!.userId })
  app.addHook('onRequest', app.authenticate)
  app.addHook('onSend', async (_request, reply) => markPrivate(reply))

  app.get('/', { schema: { response: { 200: FollowsSchema } } }, async (request) =>
    follows.list(follower(request.user)),
  )

  const makerRoute = { schema: { params: MakerUsernameParamsSchema, response: { 200: FollowStateSchema } } }
  // The maker's profile shows the follower count: a follow changes that public read, and a suspended
  // account adds none to it (it may still unfollow).
  app.put('/makers/:username', { ...makerRoute, preHandler: app.requireActive }, async (request) => {
    const state = await follows.followMaker(follower(request.user), request.params.username)
    app.publicReads.changed({ maker: request.params.username })
    return state
  })
  app.delete('/makers/:username', makerRoute, async (request) => {
    const state = await follows.unfollowMaker(follower(request.user), request.params.username)
    app.publicReads.changed({ maker: request.params.username })
    return state
  })

  const categoryRoute = { schema: { params: CategorySlugParamsSchema, response: { 200: FollowStateSchema } } }
  app.put('/categories/:slug', categoryRoute, async (request) =>
    follows.followCategory(follower(request.user), request.params.slug),
  )
  app.delete('/categories/:slug', categoryRoute, async (request) =>
    follows.unfollowCategory(follower(request.user), request.params.slug),
  )
}
