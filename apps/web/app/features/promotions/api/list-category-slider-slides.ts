import type { PromotedSlide } from '@spotlight/shared/schemas/articles'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/articles/promoted-slides/category/{slug}: one category slider's slides. */
export const listCategorySliderSlides = (slug: string, options?: CallOptions) =>
  api.get<PromotedSlide[]>(`/api/articles/promoted-slides/category/${encodeURIComponent(slug)}`, undefined, options)
