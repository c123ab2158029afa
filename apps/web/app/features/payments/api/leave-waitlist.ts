import { api } from '#app/lib/api-client'
import { type SliderRef, sliderQuery } from '../utils/slider-ref'

/** DELETE /api/payments/waitlist?planType=&categorySlug=: leaves that line (a held slot passes on). */
export const leaveWaitlist = (slider: SliderRef) => api.delete(`/api/payments/waitlist?${sliderQuery(slider)}`)
