import { useMutation } from '@tanstack/react-query'
import { AdminVerificationSchema, type GrantVerificationInput } from '@spotlight/shared/schemas/verifications'
import { api } from '#app/lib/api-client'

/** POST /api/admin/verifications: an admin verifies a maker's host by hand (audited). */
export const grantVerification = (input: GrantVerificationInput) =>
  api.post('/api/admin/verifications', input, AdminVerificationSchema, { signedIn: true })

export const useGrantVerification = () => useMutation({ mutationFn: grantVerification })
