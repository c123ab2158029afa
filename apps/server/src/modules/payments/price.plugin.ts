import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PlanPricesSchema } from '@spotlight/shared/schemas/payments'
import { publicCache } from '#src/http/http-cache'

/** Mounted at /api/price: the plan prices in Pi, from PLAN_PRICES. */
export const priceModule: FastifyPluginAsyncZod = async (app) => {
  const prices = { ...app.config.planPrices }

  app.get(
    '/',
    { onSend: publicCache({ maxAge: 60, staleWhileRevalidate: 600 }), schema: { response: { 200: PlanPricesSchema } } },
    async () => prices,
  )
}
