import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { RenewablePromotion, WaitlistJoined, WaitlistPlace } from '@spotlight/shared/schemas/payments'
import { api } from '#app/lib/api-client'

// The waiting lists and renewals (issue 20). Type-only schema imports: the waiting-list button loads
// on demand from the advertise page, which keeps zod out of its JavaScript; the server validates.

export type SliderRef = { planType: SliderPlanType; categorySlug: string | null }

const sliderQuery = ({ planType, categorySlug }: SliderRef) =>
  new URLSearchParams({ planType, ...(categorySlug ? { categorySlug } : {}) }).toString()

/** POST /api/payments/waitlist: joins a full slider's line (409 WAITLIST_SLOT_FREE when a slot is free). */
export const joinWaitlist = (slider: SliderRef) => api.post<WaitlistJoined>('/api/payments/waitlist', slider)

/** GET /api/payments/waitlist: the signed-in user's places (`position` 0 with `heldUntil` while held). */
export const listWaitlistPlaces = () =>
  api.get<WaitlistPlace[]>('/api/payments/waitlist', undefined, { signedIn: true })

/** DELETE /api/payments/waitlist?planType=&categorySlug=: leaves that line (a held slot passes on). */
export const leaveWaitlist = (slider: SliderRef) => api.delete(`/api/payments/waitlist?${sliderQuery(slider)}`)

/** GET /api/payments/renewable: the user's promotions in their renewal window. */
export const listRenewable = () =>
  api.get<RenewablePromotion[]>('/api/payments/renewable', undefined, { signedIn: true })

export const samePlace = (place: Pick<WaitlistPlace, 'planType' | 'categorySlug'>, slider: SliderRef) =>
  place.planType === slider.planType &&
  (slider.planType === 'MAIN_SLIDER' || place.categorySlug === slider.categorySlug)
