import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { ReportGroupSchema } from '@spotlight/shared/schemas/reports'
import { requestPage } from '#app/lib/api-client'

/**
 * GET /api/admin/reports (admin): one page of the open reports grouped by item, the most reported
 * first; the next page's cursor in `X-Next-Cursor`, how many items wait in `X-Total-Count`.
 */
export const listReportQueue = (cursor: string | null) =>
  requestPage(
    `/api/admin/reports?${new URLSearchParams({ limit: '20', ...(cursor ? { cursor } : {}) }).toString()}`,
    ReportGroupSchema,
    { signedIn: true },
  )

export const reportQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: ['reports', 'queue'],
    queryFn: ({ pageParam }) => listReportQueue(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  })

export const useReportQueue = () => useInfiniteQuery(reportQueueQuery())
