import { queryOptions } from '@tanstack/react-query'
import type { Follows } from '@spotlight/shared/schemas/follows'
import { api } from '#app/lib/api-client'

/** The public pages' `useRemote` key of the signed-in account's follows. */
export const FOLLOWS_REMOTE_KEY = 'follows:mine'

/** GET /api/follows: the makers and categories the signed-in account follows. */
export const listFollows = () => api.get<Follows>('/api/follows', undefined, { signedIn: true })

/** The signed-in screens' query of the same list (the Following page). */
export const followsKey = ['follows'] as const
export const followsQuery = () => queryOptions({ queryKey: followsKey, queryFn: listFollows })
