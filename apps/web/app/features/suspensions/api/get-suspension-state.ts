import { queryOptions, useQuery } from '@tanstack/react-query'
import { SuspensionStateSchema } from '@spotlight/shared/schemas/suspension'
import { api } from '#app/lib/api-client'
import { suspensionsKey } from './list-suspended'

/** GET /api/admin/users/{username}/suspension (admin): one account's state (USER_NOT_FOUND when none). */
export const getSuspensionState = (username: string) =>
  api.get(`/api/admin/users/${encodeURIComponent(username)}/suspension`, SuspensionStateSchema, { signedIn: true })

export const suspensionStateQuery = (username: string) =>
  queryOptions({
    queryKey: [...suspensionsKey, 'state', username],
    queryFn: () => getSuspensionState(username),
    staleTime: 0,
    retry: false,
  })

export const useSuspensionState = (username: string) =>
  useQuery({ ...suspensionStateQuery(username), enabled: username !== '' })
