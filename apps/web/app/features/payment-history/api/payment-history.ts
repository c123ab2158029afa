import { MyPaymentSchema } from '@spotlight/shared/schemas/payment-history'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError, requestPage } from '#app/lib/api-client'

/** How many orders a page of the history shows before 'Show older payments'. */
export const HISTORY_PAGE_SIZE = 20

/** GET /api/payments/mine: one keyset page of the user's orders, newest first (ADR 0002). */
export const listMyPayments = (cursor: string | null) => {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) })
  if (cursor) query.set('cursor', cursor)
  return requestPage(`/api/payments/mine?${query}`, MyPaymentSchema, { signedIn: true })
}

/** GET /api/payments/mine/{orderId}: one of the user's orders (the receipt). */
export const getMyPayment = (orderId: string) =>
  api.get(`/api/payments/mine/${encodeURIComponent(orderId)}`, MyPaymentSchema, { signedIn: true })

export const useMyPayments = () =>
  useInfiniteQuery({
    queryKey: ['payments', 'mine'],
    queryFn: ({ pageParam }) => listMyPayments(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A payment made elsewhere in the tab a moment ago must show on the next visit.
    staleTime: 0,
  })

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

export function useMyPayment(orderId: string) {
  const retry = useQueryClient().getDefaultOptions().queries?.retry
  return useQuery({
    queryKey: ['payments', 'mine', orderId],
    queryFn: () => getMyPayment(orderId),
    staleTime: 0,
    // A 404 (not the user's, or no such order) does not change by asking again; others retry as usual.
    retry: (count, error) => !isNotFound(error) && (typeof retry === 'number' ? count < retry : retry === true),
  })
}
