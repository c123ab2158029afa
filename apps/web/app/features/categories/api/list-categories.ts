import { type Category, CategorySchema } from '@spotlight/shared/schemas/categories'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '#app/lib/api-client'

/** The placeholder category of uncategorised articles; the spec hides it everywhere. */
export const UNCATEGORISED_SLUG = 'sin-categoria'

export const listCategories = () => api.get('/api/categories', z.array(CategorySchema))

export const categoriesQuery = () => queryOptions({ queryKey: ['categories', 'list'], queryFn: listCategories })

const hideUncategorised = (categories: Category[]) => categories.filter((c) => c.slug !== UNCATEGORISED_SLUG)

/** Categories visitors may browse (without `sin-categoria`). */
export const usePublicCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoriesQuery(), select: hideUncategorised, enabled })
