import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SuspendedAccountsSchema, SuspensionSchema, SuspensionStateSchema } from '@spotlight/shared/schemas/suspension'
import { api } from '#app/lib/api-client'

const userPath = (username: string) => `/api/admin/users/${encodeURIComponent(username)}/suspension`

/** GET /api/admin/suspensions (admin): the accounts suspended now, the latest first. */
export const listSuspended = () => api.get('/api/admin/suspensions', SuspendedAccountsSchema, { signedIn: true })

export const suspendedAccountsQuery = () =>
  queryOptions({ queryKey: ['suspensions', 'list'], queryFn: listSuspended, staleTime: 0 })

export const useSuspendedAccounts = () => useQuery(suspendedAccountsQuery())

/** GET /api/admin/users/{username}/suspension (admin): one account's state (USER_NOT_FOUND when none). */
export const suspensionStateQuery = (username: string) =>
  queryOptions({
    queryKey: ['suspensions', 'state', username],
    queryFn: () => api.get(userPath(username), SuspensionStateSchema, { signedIn: true }),
    staleTime: 0,
    retry: false,
  })

export const useSuspensionState = (username: string) =>
  useQuery({ ...suspensionStateQuery(username), enabled: username !== '' })

/** After a change: the list and every looked-up state are read again. */
function useRefreshSuspensions() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['suspensions'] })
}

/** POST /api/admin/users/{username}/suspension with the reason (admin; audited, the maker is told). */
export function useSuspendAccount() {
  const refresh = useRefreshSuspensions()
  return useMutation({
    mutationFn: ({ username, reason }: { username: string; reason: string }) =>
      api.post(userPath(username), { reason }, SuspensionSchema, { signedIn: true }),
    onSuccess: refresh,
  })
}

/** DELETE /api/admin/users/{username}/suspension (admin; audited): the maker's articles come back. */
export function useLiftSuspension() {
  const refresh = useRefreshSuspensions()
  return useMutation({
    mutationFn: (username: string) => api.delete<void>(userPath(username), undefined, { signedIn: true }),
    onSuccess: refresh,
  })
}
