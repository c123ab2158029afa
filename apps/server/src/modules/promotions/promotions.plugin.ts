import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ActivatePlanBodySchema,
  ActivatePlanResponseSchema,
  ActivePlanQuerySchema,
  ActivePlanSchema,
  CancelSubscriptionQuerySchema,
  SlotInfoSchema,
  SlotsQuerySchema,
} from '@spotlight/shared/schemas/payments'
import { publicCache } from '#src/http/http-cache'
import { createPromotionsService } from './promotions.service'

export type PromotionsModuleOptions = { now?: () => Date }

/**
 * Mounted at /api/payments beside the payments module (the API paths predate the split): slots,
 * activation, cancellation and the active plan. Wiring only; the rules live in promotions.service.ts.
 */
export const promotionsModule: FastifyPluginAsyncZod<PromotionsModuleOptions> = async (app, options) => {
  const promotions = createPromotionsService({ db: app.db, ...(options.now ? { now: options.now } : {}) })

  // Public: visitors check slots before buying.
  app.get(
    '/slots',
    {
      // Revalidated on every use (the count changes with each purchase), but a 304 spares the body.
      onSend: publicCache({ maxAge: 0 }),
      schema: { querystring: SlotsQuerySchema, response: { 200: SlotInfoSchema } },
    },
    async (request) => promotions.slotInfo(request.query),
  )

  app.post(
    '/activate',
    {
      preHandler: app.authenticate,
      schema: { body: ActivatePlanBodySchema, response: { 200: ActivatePlanResponseSchema } },
    },
    async (request) => promotions.activate(request.user!, request.body),
  )

  app.post(
    '/activate/admin',
    {
      preHandler: app.requireAdmin,
      schema: { body: ActivatePlanBodySchema, response: { 200: ActivatePlanResponseSchema } },
    },
    async (request) => promotions.activateByAdmin(request.user!, request.body),
  )

  app.delete(
    '/cancel-subscription',
    {
      preHandler: app.authenticate,
      schema: { querystring: CancelSubscriptionQuerySchema, response: { 200: z.string() } },
    },
    async (request, reply) => {
      await promotions.cancelSubscription(request.user!, request.query)
      return reply.type('text/plain; charset=utf-8').send('Subscription cancelled.')
    },
  )

  app.get(
    '/active-plan',
    {
      preHandler: app.authenticate,
      schema: { querystring: ActivePlanQuerySchema, response: { 200: ActivePlanSchema } },
    },
    async (request) => promotions.activePlan(request.user!, request.query.username),
  )
}
