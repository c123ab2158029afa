import type { Category } from '@spotlight/shared/schemas/categories'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CallOptions, api } from '#app/lib/api-client'

/** The placeholder category of uncategorised articles; the spec hides it everywhere. */
export const UNCATEGORISED_SLUG = 'sin-categoria'

export const listCategories = (options?: CallOptions) => api.get<Category[]>('/api/categories', undefined, options)

export const categoriesQuery = () => queryOptions({ queryKey: ['categories', 'list'], queryFn: () => listCategories() })

export const hideUncategorised = (categories: readonly Category[]) =>
  categories.filter((c) => c.slug !== UNCATEGORISED_SLUG)

/** Categories visitors may browse (without `sin-categoria`). */
export const usePublicCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoriesQuery(), select: hideUncategorised, enabled })
