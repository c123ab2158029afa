import type { ReviewStatus } from '@spotlight/shared/domain/reviews'
import { AdminReviewSchema } from '@spotlight/shared/schemas/reviews'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { requestPage } from '#app/lib/api-client'

/** How many reviews one page of the admin's queue holds. */
export const ADMIN_REVIEWS_PAGE = 100

/** GET /api/admin/reviews?status= (admin): one keyset page of a status's reviews, oldest first. */
export function listAdminReviews(status: ReviewStatus, cursor: string | null) {
  const query = new URLSearchParams({ status, limit: String(ADMIN_REVIEWS_PAGE) })
  if (cursor) query.set('cursor', cursor)
  return requestPage(`/api/admin/reviews?${query.toString()}`, AdminReviewSchema, { signedIn: true })
}

/** A status's reviews, a page at a time ("More" asks for the next one with the last page's cursor). */
export const adminReviewsQuery = (status: ReviewStatus) =>
  infiniteQueryOptions({
    queryKey: ['admin-reviews', status],
    queryFn: ({ pageParam }) => listAdminReviews(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  })

export const useAdminReviews = (status: ReviewStatus) => useInfiniteQuery(adminReviewsQuery(status))
