import { MyPaymentSchema } from '@spotlight/shared/schemas/payment-history'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { requestPage } from '#app/lib/api-client'

/** How many orders a page of the history shows before 'Show older payments'. */
export const HISTORY_PAGE_SIZE = 20

/** GET /api/payments/mine: one keyset page of the user's orders, newest first (ADR 0002). */
export const listMyPayments = (cursor: string | null) => {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) })
  if (cursor) query.set('cursor', cursor)
  return requestPage(`/api/payments/mine?${query}`, MyPaymentSchema, { signedIn: true })
}

export const myPaymentsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['payments', 'mine'],
    queryFn: ({ pageParam }) => listMyPayments(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A payment made elsewhere in the tab a moment ago must show on the next visit.
    staleTime: 0,
  })

export const useMyPayments = () => useInfiniteQuery(myPaymentsQuery())
