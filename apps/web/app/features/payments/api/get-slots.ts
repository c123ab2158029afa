import type { SliderPlanType } from '@spotlight/shared/domain/plans'
import type { SlotInfo } from '@spotlight/shared/schemas/payments'
import type { CallOptions } from '#app/lib/api-client'
import { useRemote } from '#app/lib/use-remote'

export type SlotQuery = { promoteType: SliderPlanType; categorySlug?: string }

// Type-only schema import: the advertise page loads this, and zod must stay out of its first load.
/**
 * GET /api/payments/slots: remaining slots of the main slider, or of one category's slider. The
 * fetch wrapper is imported when a read happens: the page's first counts come from its loader, so
 * the advertise page's first load goes without it (decision 0005).
 */
export async function getSlots({ promoteType, categorySlug = '' }: SlotQuery, options?: CallOptions) {
  const { api } = await import('#app/lib/api-client')
  return api.get<SlotInfo>(
    `/api/payments/slots?${new URLSearchParams({ promoteType, categorySlug }).toString()}`,
    undefined,
    options,
  )
}

export const slotsKey = ({ promoteType, categorySlug = '' }: SlotQuery) =>
  `payments/slots/${promoteType}/${categorySlug}`

/** Slots change as others buy: an answer is trusted for 30 s. */
export const useSlots = (
  query: SlotQuery,
  { initialData, enabled = true }: { initialData?: SlotInfo; enabled?: boolean } = {},
) =>
  useRemote(enabled ? slotsKey(query) : null, () => getSlots(query), {
    initialData,
    maxAgeMs: 30_000,
  })
