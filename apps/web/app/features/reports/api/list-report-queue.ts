import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReportQueueSchema } from '@spotlight/shared/schemas/reports'
import { api } from '#app/lib/api-client'

/** GET /api/admin/reports (admin): open reports grouped by item, the most reported first. */
export const listReportQueue = () => api.get('/api/admin/reports', ReportQueueSchema, { signedIn: true })

export const reportQueueQuery = () =>
  queryOptions({ queryKey: ['reports', 'queue'], queryFn: listReportQueue, staleTime: 0 })

export const useReportQueue = () => useQuery(reportQueueQuery())
