import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateReportInputSchema,
  ReportDecisionInputSchema,
  ReportDecisionSchema,
  ReportIdParamsSchema,
  ReportQueueSchema,
  ReportSchema,
} from '@spotlight/shared/schemas/reports'
import { markPrivate } from '#src/http/http-cache'
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

/** Mounted at /api/admin/reports: the admins' queue and decisions (visitor 401, user 403). */
export const reportsAdminModule: FastifyPluginAsyncZod<ReportsOptions> = async (app, { reports }) => {
  app.get(
    '/',
    { preHandler: app.requireAdmin, schema: { response: { 200: ReportQueueSchema } } },
    async (_request, reply) => {
      markPrivate(reply)
      return reports.queue()
    },
  )

  app.post(
    '/:id/decision',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: ReportIdParamsSchema,
        body: ReportDecisionInputSchema,
        response: { 200: ReportDecisionSchema },
      },
    },
    async (request) => reports.decide(request.user!, request.params.id, request.body.action, request.body.reason ?? ''),
  )
}
