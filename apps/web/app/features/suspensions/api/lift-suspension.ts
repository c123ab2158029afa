import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import { suspensionsKey } from './list-suspended'

/** DELETE /api/admin/users/{username}/suspension (admin; audited): the maker's articles come back. */
export const liftSuspension = (username: string) =>
  api.delete<void>(`/api/admin/users/${encodeURIComponent(username)}/suspension`, undefined, { signedIn: true })

/** After a lift, the list and every looked-up state are read again. */
export function useLiftSuspension() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: liftSuspension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suspensionsKey }),
  })
}
