import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SlotInfoSchema, SlotsQuerySchema } from '@spotlight/shared/schemas/payments'
import { publicCache } from '#src/http/http-cache'
import { createCategoriesRepository } from '#src/modules/categories/categories.repository'
import { createSlotsRepository } from './slots.repository'
import { createSlotsService } from './slots.service'

/** GET /api/payments/slots (registered by the payments module). Public: visitors check slots before buying. */
export const slotsRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const slots = createSlotsService({
    slots: createSlotsRepository(app.db),
    categories: createCategoriesRepository(app.db),
    now,
  })

  app.get(
    '/slots',
    {
      // Revalidated on every use (the count changes with each purchase), but a 304 spares the body.
      onSend: publicCache({ maxAge: 0 }),
      schema: { querystring: SlotsQuerySchema, response: { 200: SlotInfoSchema } },
    },
    async (request) => slots.getSlotInfo(request.query),
  )
}
