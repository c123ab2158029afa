import { PlanPricesSchema } from '@spotlight/shared/schemas/payments'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/price: the price of each plan, in Pi. */
export const getPrices = (options?: CallOptions) => api.get('/api/price', PlanPricesSchema, options)
