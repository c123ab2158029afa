import { AdminMakerBioSchema } from '@spotlight/shared/schemas/makers'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/admin/maker-bios (admin): the makers' bios the scam screening holds, oldest first. */
export const listHeldBios = () =>
  api.get('/api/admin/maker-bios?limit=100', AdminMakerBioSchema.array(), { signedIn: true })

export const heldBiosQuery = () => queryOptions({ queryKey: ['admin-maker-bios'], queryFn: listHeldBios, staleTime: 0 })

export const useHeldBios = () => useQuery(heldBiosQuery())
