import type { ReviewStatus } from '@spotlight/shared/domain/reviews'
import { AdminReviewSchema } from '@spotlight/shared/schemas/reviews'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { requestPage } from '#app/lib/api-client'

/** GET /api/admin/reviews?status= (admin): one status's reviews, oldest first. */
export const listAdminReviews = (status: ReviewStatus) =>
  requestPage(`/api/admin/reviews?status=${status}&limit=100`, AdminReviewSchema, { signedIn: true })

export const adminReviewsQuery = (status: ReviewStatus) =>
  queryOptions({ queryKey: ['admin-reviews', status], queryFn: () => listAdminReviews(status), staleTime: 0 })

export const useAdminReviews = (status: ReviewStatus) => useQuery(adminReviewsQuery(status))
