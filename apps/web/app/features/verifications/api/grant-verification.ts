import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AdminVerificationSchema, type GrantVerificationInput } from '@spotlight/shared/schemas/verifications'
import { api } from '#app/lib/api-client'
import { adminVerificationsKey } from './list-admin-verifications'

/** POST /api/admin/verifications: an admin verifies a maker's host by hand (audited). */
export const grantVerification = (input: GrantVerificationInput) =>
  api.post('/api/admin/verifications', input, AdminVerificationSchema, { signedIn: true })

/**
 * The audit trail shows beside this form (the admin's audit page): the new entry appears in it at
 * once (`['audit', …]` is the trail's key), as it would after a reload; so does the host in the list of
 * verified hosts.
 */
export function useGrantVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: grantVerification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
        queryClient.invalidateQueries({ queryKey: adminVerificationsKey }),
      ]),
  })
}
