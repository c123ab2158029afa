import { AdminOverviewSchema } from '@spotlight/shared/schemas/stats'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import type { StatsRange } from '../utils/range'

/** The ledger's filters; an empty one is left out of the query. */
export type LedgerFilters = { status: string; planType: string; user: string }

/** GET /api/admin/overview?from&to&status&planType&user (admins only). */
export const getAdminOverview = (range: StatsRange, filters: LedgerFilters) => {
  const query = new URLSearchParams({ ...range })
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query.set(name, value.trim())
  return api.get(`/api/admin/overview?${query}`, AdminOverviewSchema, { signedIn: true })
}

export const adminOverviewQuery = (range: StatsRange, filters: LedgerFilters) =>
  queryOptions({
    queryKey: ['stats', 'admin-overview', range.from, range.to, filters],
    queryFn: () => getAdminOverview(range, filters),
    staleTime: 30_000,
    // A new filter keeps the last answer on screen instead of blanking the page.
    placeholderData: keepPreviousData,
  })

export const useAdminOverview = (range: StatsRange, filters: LedgerFilters) =>
  useQuery(adminOverviewQuery(range, filters))
