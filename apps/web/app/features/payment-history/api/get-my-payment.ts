import { MyPaymentSchema } from '@spotlight/shared/schemas/payment-history'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '#app/lib/api-client'

/** GET /api/payments/mine/{orderId}: one of the user's orders (the receipt). */
export const getMyPayment = (orderId: string) =>
  api.get(`/api/payments/mine/${encodeURIComponent(orderId)}`, MyPaymentSchema, { signedIn: true })

export const myPaymentQuery = (orderId: string) =>
  queryOptions({ queryKey: ['payments', 'mine', orderId], queryFn: () => getMyPayment(orderId), staleTime: 0 })

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

export function useMyPayment(orderId: string) {
  const retry = useQueryClient().getDefaultOptions().queries?.retry
  return useQuery({
    ...myPaymentQuery(orderId),
    // A 404 (not the user's, or no such order) does not change by asking again; others retry as usual.
    retry: (count, error) => !isNotFound(error) && (typeof retry === 'number' ? count < retry : retry === true),
  })
}
