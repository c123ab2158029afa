import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query'
import { AdminVerificationSchema, type VerificationStatus } from '@spotlight/shared/schemas/verifications'
import { requestPage } from '#app/lib/api-client'

/** The start of every admin list's key: a grant or a revocation reads them again. */
export const adminVerificationsKey = ['verifications', 'admin'] as const

/**
 * A grant or a revocation shows at once in the audit trail beside its forms (`['audit', …]` is the
 * trail's key), as it would after a reload, and in the list of verified hosts.
 */
export const verificationsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['audit'] }),
    queryClient.invalidateQueries({ queryKey: adminVerificationsKey }),
  ])

/**
 * GET /api/admin/verifications?status&limit&cursor (admin): one page of every maker's verifications of
 * this status, the latest first; the next page's cursor in `X-Next-Cursor`, how many in `X-Total-Count`.
 */
export const listAdminVerifications = (status: VerificationStatus, cursor: string | null, limit = 20) =>
  requestPage(
    `/api/admin/verifications?${new URLSearchParams({ status, limit: String(limit), ...(cursor ? { cursor } : {}) }).toString()}`,
    AdminVerificationSchema,
    { signedIn: true },
  )

export const adminVerificationsQuery = (status: VerificationStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminVerificationsKey, status],
    queryFn: ({ pageParam }) => listAdminVerifications(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  })

export const useAdminVerifications = (status: VerificationStatus) => useInfiniteQuery(adminVerificationsQuery(status))
