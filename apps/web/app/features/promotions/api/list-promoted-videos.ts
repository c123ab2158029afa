/** The video URLs of a slider, in today's order. */
type PromotedVideos = string[]
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/articles/promoted-videos?type=MAIN_SLIDER: the home slider's video URLs, in today's order. */
export const listMainSliderVideos = (options?: CallOptions) =>
  api.get<PromotedVideos>('/api/articles/promoted-videos?type=MAIN_SLIDER', undefined, options)

/** GET /api/articles/promoted-videos/category/{slug}: one category slider's video URLs. */
export const listCategorySliderVideos = (slug: string, options?: CallOptions) =>
  api.get<PromotedVideos>(`/api/articles/promoted-videos/category/${encodeURIComponent(slug)}`, undefined, options)
