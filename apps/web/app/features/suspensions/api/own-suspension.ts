import { queryOptions, useQuery } from '@tanstack/react-query'
import { SuspensionSchema } from '@spotlight/shared/schemas/suspension'
import { api } from '#app/lib/api-client'

/** GET /api/suspension: the signed-in user's own suspension, null in good standing. */
export const getOwnSuspension = () => api.get('/api/suspension', SuspensionSchema, { signedIn: true })

export const ownSuspensionQuery = () =>
  queryOptions({ queryKey: ['suspensions', 'mine'], queryFn: getOwnSuspension, staleTime: 60_000 })

export const useOwnSuspension = () => useQuery(ownSuspensionQuery())
