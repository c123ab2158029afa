import { useMutation, useQueryClient } from '@tanstack/react-query'
import { StartedVerificationSchema } from '@spotlight/shared/schemas/verifications'
import { api } from '#app/lib/api-client'
import { myVerificationsKey } from './list-my-verifications'

/** POST /api/verifications: a token for the app's host (the same one again for a host already started). */
export const startVerification = (appUrl: string) =>
  api.post('/api/verifications', { appUrl }, StartedVerificationSchema, { signedIn: true })

export function useStartVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVerificationsKey }),
  })
}
