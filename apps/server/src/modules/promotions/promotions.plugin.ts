import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ActivatePlanBodySchema,
  ActivatePlanResponseSchema,
  ActivePlanQuerySchema,
  ActivePlanSchema,
  CancelSubscriptionQuerySchema,
  RenewablePromotionsSchema,
  SlotInfoSchema,
  SlotsQuerySchema,
  WaitlistJoinedSchema,
  WaitlistPlacesSchema,
  WaitlistSliderSchema,
} from '@spotlight/shared/schemas/payments'
import { LANGUAGE_VARY, markPrivate, publicCache } from '#src/http/http-cache'
import { languageOf } from '#src/modules/notifications/notifications.service'
import { perUserRateLimit } from '#src/plugins/security'
import type { PromotionsService } from './promotions.service'

export type PromotionsModuleOptions = {
  /** The app's one promotions service: its hooks are wired once by app.ts, its clock with them. */
  promotions: PromotionsService
}

/** Joining and leaving lines takes the slider's lock: a human needs a handful a minute. */
const WAITLIST_LIMIT = perUserRateLimit({ name: 'waitlist', max: 30, perAddressMax: 150 })

/**
 * Mounted at /api/payments beside the payments module (the API paths predate the split): slots,
 * activation, cancellation and the active plan. Wiring only; the rules live in promotions.service.ts.
 */
export const promotionsModule: FastifyPluginAsyncZod<PromotionsModuleOptions> = async (app, options) => {
  const { promotions } = options

  // Public: visitors check slots before buying. The category is named in the reader's language.
  app.get(
    '/slots',
    {
      // Revalidated on every use (the count changes with each purchase), but a 304 spares the body.
      onSend: publicCache({ maxAge: 0 }),
      schema: { querystring: SlotsQuerySchema, response: { 200: SlotInfoSchema } },
    },
    async (request, reply) => {
      reply.header('vary', LANGUAGE_VARY)
      return promotions.slotInfo(request.query, languageOf(request.headers))
    },
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
      onRequest: app.requireAdmin,
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

  // The waiting lists: a user's own places only; every answer is private.
  const noStore = async (_request: unknown, reply: Parameters<typeof markPrivate>[0]) => markPrivate(reply)

  // Joining needs an account that may buy (a suspended one is refused as at /create); leaving does not.
  app.post(
    '/waitlist',
    {
      config: { rateLimit: WAITLIST_LIMIT },
      preHandler: [app.requireActive, noStore],
      schema: { body: WaitlistSliderSchema, response: { 200: WaitlistJoinedSchema } },
    },
    async (request) => promotions.joinWaitlist(request.user!, request.body),
  )

  app.get(
    '/waitlist',
    { preHandler: [app.authenticate, noStore], schema: { response: { 200: WaitlistPlacesSchema } } },
    async (request) => promotions.waitlistPlaces(request.user!),
  )

  app.delete(
    '/waitlist',
    {
      config: { rateLimit: WAITLIST_LIMIT },
      preHandler: [app.authenticate, noStore],
      schema: { querystring: WaitlistSliderSchema },
    },
    async (request, reply) => {
      await promotions.leaveWaitlist(request.user!, request.query)
      return reply.code(204).send()
    },
  )

  // Renewal: the viewer's promotions in their renewal window; renewing is POST /create.
  app.get(
    '/renewable',
    { preHandler: [app.authenticate, noStore], schema: { response: { 200: RenewablePromotionsSchema } } },
    async (request) => promotions.renewable(request.user!),
  )
}
