import type { WaitlistPlace } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'

/**
 * GET /api/payments/waitlist: the signed-in user's places (`position` 0 with `heldUntil` while
 * held). Read once by the waiting-list button, then kept from the answers of join and leave.
 */
export const listWaitlistPlaces = () =>
  api.get<WaitlistPlace[]>('/api/payments/waitlist', undefined, { signedIn: true })
