import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { type CallOptions, api } from '#app/lib/api-client'
import { HOME_SLIDER } from '../slider-pages'

/** GET /api/articles/promoted-slides?type=MAIN_SLIDER (HOME_SLIDER): the home slider's slides, in today's order. */
export const listMainSliderSlides = (options?: CallOptions) =>
  api.get<PromotedSlide[]>(`/api/articles/promoted-slides?type=${HOME_SLIDER}`, undefined, options)
