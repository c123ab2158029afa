import type { PlanPrices } from '@spotlight/shared/schemas/payments'
import { type CallOptions, api } from '#app/lib/api-client'
import { useRemote } from '#app/lib/use-remote'

// Type-only schema import: the advertise page loads this, and zod must stay out of its first load.
/** GET /api/price: the price of each plan, in Pi. */
export const getPrices = (options?: CallOptions) => api.get<PlanPrices>('/api/price', undefined, options)

export const PRICES_KEY = 'payments/prices'

export const usePrices = () => useRemote(PRICES_KEY, () => getPrices())
