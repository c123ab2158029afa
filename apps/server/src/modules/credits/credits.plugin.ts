import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PublicationCreditsSchema } from '@spotlight/shared/schemas/articles'
import { getPublicationCredits } from './credits.service'

/** Mounted at /api/credits: the signed-in user's publication credits, so the web can gate 'New Article'. */
export const creditsModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { preHandler: app.authenticate, schema: { response: { 200: PublicationCreditsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getPublicationCredits(app.db, request.user!)
    },
  )
}
