import { queryOptions } from '@tanstack/react-query'
import { OwnMakerProfileSchema } from '@spotlight/shared/schemas/makers'
import { api } from '#app/lib/api-client'

export const myMakerProfileKey = ['makers', 'me'] as const

/** GET /api/makers/me: the signed-in account's bio and website. */
export const getMyMakerProfile = () => api.get('/api/makers/me', OwnMakerProfileSchema, { signedIn: true })

export const myMakerProfileQuery = () => queryOptions({ queryKey: myMakerProfileKey, queryFn: getMyMakerProfile })
