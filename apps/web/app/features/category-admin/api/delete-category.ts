import { api } from '#app/lib/api-client'

/** DELETE /api/categories/{id} (admin): its articles move to the catch-all category. */
export const deleteCategory = (id: number) => api.delete(`/api/categories/${id}`)
