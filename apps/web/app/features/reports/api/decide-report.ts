import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ReportDecisionSchema, type ReportAction } from '@spotlight/shared/schemas/reports'
import { api } from '#app/lib/api-client'
import { reportQueueQuery } from './list-report-queue'

export type DecideReportInput = { id: number; action: ReportAction; reason: string }

/** POST /api/admin/reports/{id}/decision (admin). */
export const decideReport = ({ id, action, reason }: DecideReportInput) =>
  api.post(`/api/admin/reports/${id}/decision`, { action, reason }, ReportDecisionSchema, { signedIn: true })

export function useDecideReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueueQuery().queryKey }),
  })
}
