import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PageQuerySchema } from '@spotlight/shared/schemas/articles'
import {
  AdminVerificationSchema,
  GrantVerificationInputSchema,
  OwnVerificationsSchema,
  RevokeVerificationInputSchema,
  StartedVerificationSchema,
  StartVerificationInputSchema,
  VerificationCheckResultSchema,
  VerificationIdParamsSchema,
  VerificationStatusSchema,
} from '@spotlight/shared/schemas/verifications'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import type { VerificationsService } from './verifications.service'

export type VerificationsModuleOptions = { verifications: VerificationsService }

/** Mounted at /api/verifications: the signed-in maker's own verifications (visitor 401; someone else's is 404). */
export const verificationsModule: FastifyPluginAsyncZod<VerificationsModuleOptions> = async (
  app,
  { verifications },
) => {
  const maker = (user: { userId: number } | null) => ({ userId: user!.userId })
  app.addHook('onRequest', app.authenticate)
  app.addHook('onSend', async (_request, reply) => markPrivate(reply))

  app.post(
    '/',
    {
      bodyLimit: 4 * 1024,
      schema: { body: StartVerificationInputSchema, response: { 200: StartedVerificationSchema } },
    },
    async (request) => verifications.start(maker(request.user), request.body.appUrl),
  )

  app.get('/mine', { schema: { response: { 200: OwnVerificationsSchema } } }, async (request) =>
    verifications.listMine(maker(request.user)),
  )

  app.post(
    '/:id/check',
    { schema: { params: VerificationIdParamsSchema, response: { 200: VerificationCheckResultSchema } } },
    async (request) => verifications.check(maker(request.user), request.params.id),
  )
}

/** `GET /api/admin/verifications`: a page of every maker's verifications, of one status when asked. */
const AdminVerificationsQuerySchema = PageQuerySchema.extend({ status: VerificationStatusSchema.optional() })

/**
 * Mounted at /api/admin/verifications: an admin lists the verifications (`X-Total-Count`, `X-Next-Cursor`),
 * and grants or revokes a badge by hand (visitor 401, user 403), audited.
 */
export const verificationsAdminModule: FastifyPluginAsyncZod<VerificationsModuleOptions> = async (
  app,
  { verifications },
) => {
  app.addHook('onRequest', app.requireAdmin)
  app.addHook('onSend', async (_request, reply) => markPrivate(reply))

  app.get(
    '/',
    { schema: { querystring: AdminVerificationsQuerySchema, response: { 200: AdminVerificationSchema.array() } } },
    async (request, reply) => {
      const { status } = request.query
      const page = await verifications.listForAdmins(request.query)
      return sendPage(request, reply, page, request.query.limit, status ? { status } : {})
    },
  )

  app.post(
    '/',
    { bodyLimit: 4 * 1024, schema: { body: GrantVerificationInputSchema, response: { 200: AdminVerificationSchema } } },
    async (request) => verifications.grant(request.user!.userId, request.body),
  )

  app.delete(
    '/:id',
    {
      bodyLimit: 4 * 1024,
      schema: {
        params: VerificationIdParamsSchema,
        body: RevokeVerificationInputSchema,
        response: { 200: AdminVerificationSchema },
      },
    },
    async (request) => verifications.revoke(request.user!.userId, request.params.id, request.body.reason),
  )
}
