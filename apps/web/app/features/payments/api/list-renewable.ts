import type { RenewablePromotion } from '@spotlight/shared/schemas/payments'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/payments/renewable: the user's promotions in their renewal window (My Articles' renewals). */
export const listRenewable = () =>
  api.get<RenewablePromotion[]>('/api/payments/renewable', undefined, { signedIn: true })

export const renewableQuery = () =>
  queryOptions({ queryKey: ['payments', 'renewable'], queryFn: listRenewable, staleTime: 0 })

/** An unreadable list shows no 'Renew' link (the plans still show as they are). */
export const useRenewable = () => useQuery({ ...renewableQuery(), retry: false })

/**
 * After a plan is paid for an article: its 'Renew' link goes at once (a renewed promotion's window
 * moved 30 days on), then the list is read again from the server.
 */
export function useRefreshRenewable() {
  const queryClient = useQueryClient()
  return (articleId: number, planType: string) => {
    const { queryKey } = renewableQuery()
    queryClient.setQueryData(queryKey, (rows) =>
      rows?.filter((row) => !(row.articleId === articleId && row.planType === planType)),
    )
    return queryClient.invalidateQueries({ queryKey })
  }
}
