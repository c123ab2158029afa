import type { Reach } from '@spotlight/shared/schemas/stats'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/stats/reach: every slider's impressions and readers over the last 30 days (public). */
export const getSliderReach = (options?: CallOptions) => api.get<Reach>('/api/stats/reach', undefined, options)
