import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminMakerBioSchema,
  AdminMakerBiosQuerySchema,
  MakerBioDecisionInputSchema,
  MakerUsernameParamsSchema,
} from '@spotlight/shared/schemas/makers'
import { markPrivate } from '#src/http/http-cache'
import { createMakerBiosService } from './maker-bios'

export type MakersAdminModuleOptions = { now?: () => Date }

/** Mounted at /api/admin/maker-bios: the bios the scam screening holds, and the admin's decision on one. */
export const makersAdminModule: FastifyPluginAsyncZod<MakersAdminModuleOptions> = async (app, options) => {
  const bios = createMakerBiosService({ db: app.db, ...(options.now ? { now: options.now } : {}) })

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: AdminMakerBiosQuerySchema, response: { 200: z.array(AdminMakerBioSchema) } },
    },
    async (request, reply) => {
      markPrivate(reply)
      return bios.listHeld(request.query.limit)
    },
  )

  app.post(
    '/:username/decision',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: MakerUsernameParamsSchema,
        body: MakerBioDecisionInputSchema,
        response: { 200: AdminMakerBioSchema },
      },
    },
    async (request) => {
      const decided = await bios.decide(request.params.username, request.body, request.user!.userId)
      // The public page shows the bio from now on, or stops showing it.
      app.publicReads.changed({ maker: decided.username })
      return decided
    },
  )
}
