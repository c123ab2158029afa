import { AdminCategorySchema } from '@spotlight/shared/schemas/categories'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/categories/admin (admin): every category with its article count, never cached. */
export const listAdminCategories = () =>
  api.get('/api/categories/admin', AdminCategorySchema.array(), { signedIn: true })

export const adminCategoriesQuery = () =>
  queryOptions({ queryKey: ['categories', 'admin'], queryFn: listAdminCategories, staleTime: 0 })

export const useAdminCategories = () => useQuery(adminCategoriesQuery())
