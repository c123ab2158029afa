import type { SlotInfo } from '@spotlight/shared/schemas/payments'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CallOptions, api } from '#app/lib/api-client'

export type SlotQuery = { promoteType: 'MAIN_SLIDER' | 'CATEGORY_SLIDER'; categorySlug?: string }

// Type-only schema import: the advertise page loads this, and zod must stay out of its first load.
/** GET /api/payments/slots: remaining slots of the main slider, or of one category's slider. */
export const getSlots = ({ promoteType, categorySlug = '' }: SlotQuery, options?: CallOptions) =>
  api.get<SlotInfo>(
    `/api/payments/slots?${new URLSearchParams({ promoteType, categorySlug }).toString()}`,
    undefined,
    options,
  )

export const slotsQuery = (query: SlotQuery, initialData?: SlotInfo) =>
  queryOptions({
    queryKey: ['payments', 'slots', query.promoteType, query.categorySlug ?? ''],
    queryFn: () => getSlots(query),
    initialData,
    staleTime: 30_000,
  })

export const useSlots = (
  query: SlotQuery,
  { initialData, enabled = true }: { initialData?: SlotInfo; enabled?: boolean } = {},
) => useQuery({ ...slotsQuery(query, initialData), enabled })
