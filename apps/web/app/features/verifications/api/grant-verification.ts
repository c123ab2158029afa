import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AdminVerificationSchema, type GrantVerificationInput } from '@spotlight/shared/schemas/verifications'
import { api } from '#app/lib/api-client'
import { verificationsChanged } from './list-admin-verifications'

/** POST /api/admin/verifications: an admin verifies a maker's host by hand (audited). */
export const grantVerification = (input: GrantVerificationInput) =>
  api.post('/api/admin/verifications', input, AdminVerificationSchema, { signedIn: true })

/** The new entry shows at once in the audit trail and the verified hosts beside the form. */
export function useGrantVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: grantVerification,
    onSuccess: () => verificationsChanged(queryClient),
  })
}
