import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MakerProfileSchema,
  MakerUsernameParamsSchema,
  OwnMakerProfileSchema,
  UpdateMakerProfileInputSchema,
} from '@spotlight/shared/schemas/makers'
import { markPrivate } from '#src/http/http-cache'
import { cachedPublicRead } from '#src/http/public-cache'
import { createMakersService, type MakersDeps } from './makers.service'

export type MakersModuleOptions = Pick<
  MakersDeps,
  'countFollowers' | 'isSuspended' | 'figures' | 'verifiedHosts' | 'now'
>

/** Mounted at /api/makers: public maker profiles, and the signed-in maker's own fields. */
export const makersModule: FastifyPluginAsyncZod<MakersModuleOptions> = async (app, options) => {
  const makers = createMakersService({
    db: app.db,
    ...(options.now ? { now: options.now } : {}),
    ...(options.countFollowers ? { countFollowers: options.countFollowers } : {}),
    ...(options.isSuspended ? { isSuspended: options.isSuspended } : {}),
    ...(options.figures ? { figures: options.figures } : {}),
    ...(options.verifiedHosts ? { verifiedHosts: options.verifiedHosts } : {}),
  })
  const signedIn = (user: { userId: number; username: string; role: 'USER' | 'ADMIN' } | null) => ({
    userId: user!.userId,
    username: user!.username,
    role: user!.role,
  })

  // Static paths first: `me` is never looked up as a username.
  app.get(
    '/me',
    { onRequest: app.authenticate, schema: { response: { 200: OwnMakerProfileSchema } } },
    async (request, reply) => {
      markPrivate(reply)
      return makers.getOwn(signedIn(request.user))
    },
  )

  app.put(
    '/me',
    {
      onRequest: app.authenticate,
      bodyLimit: 16 * 1024,
      schema: { body: UpdateMakerProfileInputSchema, response: { 200: OwnMakerProfileSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      const own = await makers.updateOwn(signedIn(request.user), request.body)
      app.publicReads.changed({ maker: request.user!.username })
      return own
    },
  )

  app.get(
    '/:username',
    {
      ...cachedPublicRead(),
      schema: { params: MakerUsernameParamsSchema, response: { 200: MakerProfileSchema } },
    },
    async (request) => makers.getProfile(request.params.username),
  )
}
