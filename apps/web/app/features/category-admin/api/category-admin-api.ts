import { AdminCategorySchema, type CategoryInput, CategorySchema } from '@spotlight/shared/schemas/categories'
import { MediaConfigSchema } from '@spotlight/shared/schemas/media'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/categories/admin (admin): every category with its article count, never cached. */
export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: ['categories', 'admin'],
    queryFn: () => api.get('/api/categories/admin', AdminCategorySchema.array(), { signedIn: true }),
    staleTime: 0,
  })

export const useAdminCategories = () => useQuery(adminCategoriesQuery())

/** POST /api/categories (admin): 201 with the category; the server makes the slug (spec section 5). */
export const createCategory = (input: CategoryInput) => api.post('/api/categories', input, CategorySchema)

/** PUT /api/categories/{id} (admin). */
export const updateCategory = (id: number, input: CategoryInput) =>
  api.put(`/api/categories/${id}`, input, CategorySchema)

/** DELETE /api/categories/{id} (admin): its articles move to the catch-all category. */
export const deleteCategory = (id: number) => api.delete(`/api/categories/${id}`)

/** GET /api/media/config: which store a header image upload goes to. */
export const mediaConfigQuery = () =>
  queryOptions({
    queryKey: ['media-config'],
    queryFn: () => api.get('/api/media/config', MediaConfigSchema),
    staleTime: 10 * 60 * 1000,
  })
