import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OwnMakerProfileSchema, type UpdateMakerProfileInput } from '@spotlight/shared/schemas/makers'
import { api } from '#app/lib/api-client'
import { myMakerProfileKey } from './get-my-maker-profile'

/** PUT /api/makers/me: replaces the bio and website (empty clears them). */
export const updateMyMakerProfile = (input: UpdateMakerProfileInput) =>
  api.put('/api/makers/me', input, OwnMakerProfileSchema, { signedIn: true })

export function useUpdateMyMakerProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMyMakerProfile,
    onSuccess: (saved) => queryClient.setQueryData(myMakerProfileKey, saved),
  })
}
