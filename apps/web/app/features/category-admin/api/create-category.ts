import { type CategoryInput, CategorySchema } from '@spotlight/shared/schemas/categories'
import { api } from '#app/lib/api-client'

/** POST /api/categories (admin): 201 with the category; the server makes the slug from the name. */
export const createCategory = (input: CategoryInput) => api.post('/api/categories', input, CategorySchema)
