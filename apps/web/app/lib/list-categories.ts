import type { Category } from '@spotlight/shared/schemas/categories'
import { type CallOptions, api } from '#app/lib/api-client'
import { useRemote } from '#app/lib/use-remote'

/** The placeholder category of uncategorised articles; it is hidden everywhere. */
export const UNCATEGORISED_SLUG = 'sin-categoria'

export const listCategories = (options?: CallOptions) => api.get<Category[]>('/api/categories', undefined, options)

export const hideUncategorised = (categories: readonly Category[]) =>
  categories.filter((c) => c.slug !== UNCATEGORISED_SLUG)

/** Categories visitors may browse (without `sin-categoria`). */
export const usePublicCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useRemote(enabled ? 'categories/public' : null, async () => hideUncategorised(await listCategories()))
