import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuditListSchema, AuditQuerySchema } from '@spotlight/shared/schemas/audit'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import { createAuditService } from './audit.service'

/** Mounted at /api/admin/audit: the admins' read of the audit trail (visitor 401, user 403). */
export const auditModule: FastifyPluginAsyncZod = async (app) => {
  const audit = createAuditService({ db: app.db })

  app.get(
    '/',
    { onRequest: app.requireAdmin, schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    async (request, reply) => {
      markPrivate(reply)
      return sendPage(request, reply, await audit.list(request.query), request.query.limit)
    },
  )
}
