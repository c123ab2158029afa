import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateReportInputSchema,
  ReportDecisionInputSchema,
  ReportDecisionSchema,
  ReportIdParamsSchema,
  ReportQueueQuerySchema,
  ReportQueueSchema,
  ReportSchema,
} from '@spotlight/shared/schemas/reports'
import { markPrivate } from '#src/http/http-cache'
import { sendPage } from '#src/http/page-headers'
import type { ReportsService } from './reports.service'

export type ReportsOptions = { reports: ReportsService }

/** Mounted at /api/reports: a signed-in reader's reports (visitor 401, suspended account 403). */
export const reportsModule: FastifyPluginAsyncZod<ReportsOptions> = async (app, { reports }) => {
  app.post(
    '/',
    { preHandler: app.requireActive, schema: { body: CreateReportInputSchema, response: { 201: ReportSchema } } },
    async (request, reply) => reply.code(201).send(await reports.create(request.user!, request.body)),
  )

  app.get(
    '/mine',
    { onRequest: app.authenticate, schema: { response: { 200: z.array(ReportSchema) } } },
    async (request, reply) => {
      markPrivate(reply)
      return reports.listMine(request.user!.userId)
    },
  )
}

/**
 * Mounted at /api/admin/reports: the admins' queue and decisions (visitor 401, user 403), refused
 * before the query or the body is read.
 */
export const reportsAdminModule: FastifyPluginAsyncZod<ReportsOptions> = async (app, { reports }) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: ReportQueueQuerySchema, response: { 200: ReportQueueSchema } },
    },
    async (request, reply) => {
      markPrivate(reply)
      const page = await reports.queue(request.query)
      return sendPage(request, reply, page, request.query.limit)
    },
  )

  app.post(
    '/:id/decision',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: ReportIdParamsSchema,
        body: ReportDecisionInputSchema,
        response: { 200: ReportDecisionSchema },
      },
    },
    async (request) => reports.decide(request.user!, request.params.id, request.body.action, request.body.reason ?? ''),
  )
}
