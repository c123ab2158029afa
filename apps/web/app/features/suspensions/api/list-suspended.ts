import { queryOptions, useQuery } from '@tanstack/react-query'
import { SuspendedAccountsSchema } from '@spotlight/shared/schemas/suspension'
import { api } from '#app/lib/api-client'

/** The start of every suspension query's key: a suspension or a lift invalidates them all. */
export const suspensionsKey = ['suspensions'] as const

/** GET /api/admin/suspensions (admin): the accounts suspended now, the latest first. */
export const listSuspended = () => api.get('/api/admin/suspensions', SuspendedAccountsSchema, { signedIn: true })

export const suspendedAccountsQuery = () =>
  queryOptions({ queryKey: [...suspensionsKey, 'list'], queryFn: listSuspended, staleTime: 0 })

export const useSuspendedAccounts = () => useQuery(suspendedAccountsQuery())
