import type { WaitlistJoined } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'
import type { SliderRef } from '../utils/slider-ref'

// Type-only schema imports: the waiting-list button loads on demand from the advertise page, which
// keeps zod out of its JavaScript; the server validates.

/** POST /api/payments/waitlist: joins a full slider's line (409 WAITLIST_SLOT_FREE when a slot is free). */
export const joinWaitlist = (slider: SliderRef) => api.post<WaitlistJoined>('/api/payments/waitlist', slider)
