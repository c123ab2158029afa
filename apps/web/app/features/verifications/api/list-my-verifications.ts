import { queryOptions } from '@tanstack/react-query'
import { OwnVerificationsSchema } from '@spotlight/shared/schemas/verifications'
import { api } from '#app/lib/api-client'

export const myVerificationsKey = ['verifications', 'mine'] as const

/** GET /api/verifications/mine: the signed-in maker's hosts, their state and last check. */
export const listMyVerifications = () => api.get('/api/verifications/mine', OwnVerificationsSchema, { signedIn: true })

export const myVerificationsQuery = () => queryOptions({ queryKey: myVerificationsKey, queryFn: listMyVerifications })
