import type { Category } from '@spotlight/shared/schemas/categories'
import { type CallOptions, api } from '#app/lib/api-client'

/** GET /api/categories/slug/{slug}: one category; an unknown slug is a 404. */
export const getCategoryBySlug = (slug: string, options?: CallOptions) =>
  api.get<Category>(`/api/categories/slug/${encodeURIComponent(slug)}`, undefined, options)
