import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ReportDecisionSchema, type ReportAction } from '@spotlight/shared/schemas/reports'
import { api } from '#app/lib/api-client'
import { reportQueueQuery } from './list-report-queue'

export type DecideReportInput = { id: number; action: ReportAction; reason: string }

/** POST /api/admin/reports/{id}/decision (admin). */
export const decideReport = ({ id, action, reason }: DecideReportInput) =>
  api.post(`/api/admin/reports/${id}/decision`, { action, reason }, ReportDecisionSchema, { signedIn: true })

/**
 * `onDecided` runs once the queue has been read again. It is the mutation's own callback, not `mutate`'s:
 * the decided card leaves the list (and its form unmounts) as the queue comes back, and `mutate`'s
 * callbacks do not run for an unmounted form.
 */
export function useDecideReport(onDecided: (input: DecideReportInput) => void = () => {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideReport,
    onSuccess: async (_decision, input) => {
      await queryClient.invalidateQueries({ queryKey: reportQueueQuery().queryKey })
      onDecided(input)
    },
  })
}
