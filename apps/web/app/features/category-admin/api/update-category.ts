import { type CategoryInput, CategorySchema } from '@spotlight/shared/schemas/categories'
import { api } from '#app/lib/api-client'

/** PUT /api/categories/{id} (admin). */
export const updateCategory = (id: number, input: CategoryInput) =>
  api.put(`/api/categories/${id}`, input, CategorySchema)
