import { useMutation, useQueryClient } from '@tanstack/react-query'
import { VerificationCheckResultSchema } from '@spotlight/shared/schemas/verifications'
import { api } from '#app/lib/api-client'
import { myVerificationsKey } from './list-my-verifications'

/** POST /api/verifications/{id}/check: Spotlight fetches the host now and looks for the token. */
export const checkVerification = (id: number) =>
  api.post(`/api/verifications/${id}/check`, undefined, VerificationCheckResultSchema, { signedIn: true })

export function useCheckVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: checkVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVerificationsKey }),
  })
}
