import type { AdminMakerBio, MakerBioDecisionInput } from '@spotlight/shared/schemas/makers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** POST /api/admin/maker-bios/{username}/decision (admin): show a held bio, or hide it with a reason. */
export const decideBio = (username: string, decision: MakerBioDecisionInput) =>
  api.post<AdminMakerBio>(`/api/admin/maker-bios/${encodeURIComponent(username)}/decision`, decision, undefined, {
    signedIn: true,
  })

export function useDecideBio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ username, decision }: { username: string; decision: MakerBioDecisionInput }) =>
      decideBio(username, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-maker-bios'] }),
  })
}
