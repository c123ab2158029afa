import { PublicationCreditsSchema } from '@spotlight/shared/schemas/articles'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/credits/me: unused publication credits (`unlimited` for admins). */
export const getMyCredits = () => api.get('/api/credits/me', PublicationCreditsSchema, { signedIn: true })

export const myCreditsQuery = () => queryOptions({ queryKey: ['credits', 'me'], queryFn: getMyCredits, staleTime: 0 })

export const useMyCredits = () => useQuery(myCreditsQuery())
