import { AdminReplySchema } from '@spotlight/shared/schemas/reviews'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

/** GET /api/admin/review-replies (admin): the makers' replies the scam screening holds, oldest first. */
export const listHeldReplies = () =>
  api.get('/api/admin/review-replies?limit=100', AdminReplySchema.array(), { signedIn: true })

export const heldRepliesQuery = () =>
  queryOptions({ queryKey: ['admin-review-replies'], queryFn: listHeldReplies, staleTime: 0 })

export const useHeldReplies = () => useQuery(heldRepliesQuery())
