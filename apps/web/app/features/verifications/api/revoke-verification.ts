import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AdminVerificationSchema } from '@spotlight/shared/schemas/verifications'
import { request } from '#app/lib/api-client'
import { verificationsChanged } from './list-admin-verifications'

/** DELETE /api/admin/verifications/{id} with the reason: the badge is gone for good (audited). */
export const revokeVerification = ({ id, reason }: { id: number; reason: string }) =>
  request(`/api/admin/verifications/${id}`, {
    method: 'DELETE',
    body: { reason },
    schema: AdminVerificationSchema,
    signedIn: true,
  })

/** The revocation shows at once in the audit trail and the verified hosts beside the form. */
export function useRevokeVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeVerification,
    onSuccess: () => verificationsChanged(queryClient),
  })
}
