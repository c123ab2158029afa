import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SuspensionSchema } from '@spotlight/shared/schemas/suspension'
import { api } from '#app/lib/api-client'
import { suspensionsKey } from './list-suspended'

export type SuspendAccountInput = { username: string; reason: string }

/** POST /api/admin/users/{username}/suspension with the reason (admin; audited, the maker is told). */
export const suspendAccount = ({ username, reason }: SuspendAccountInput) =>
  api.post(`/api/admin/users/${encodeURIComponent(username)}/suspension`, { reason }, SuspensionSchema, {
    signedIn: true,
  })

/**
 * After a suspension, the list and every looked-up state are read again; also after a refusal, which
 * may mean another admin suspended the account meanwhile (their reason is then shown).
 */
export function useSuspendAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: suspendAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: suspensionsKey }),
  })
}
