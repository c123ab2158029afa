import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { listRenewable } from './waitlist'

/** My Articles' renewals (issue 20): the user's promotions in their renewal window. */
export const renewableQuery = () =>
  queryOptions({ queryKey: ['payments', 'renewable'], queryFn: listRenewable, staleTime: 0 })

/** An unreadable list shows no 'Renew' link (the plans still show as they are). */
export const useRenewable = () => useQuery({ ...renewableQuery(), retry: false })

export function useRefreshRenewable() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: renewableQuery().queryKey })
}
