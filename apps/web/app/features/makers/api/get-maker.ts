import type { MakerProfile } from '@spotlight/shared/schemas/makers'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/makers/{username}: a maker's public profile; unknown, suspended or unpublished is a 404. */
export const getMaker = (username: string, options?: CallOptions) =>
  api.get<MakerProfile>(`/api/makers/${encodeURIComponent(username)}`, undefined, options)
