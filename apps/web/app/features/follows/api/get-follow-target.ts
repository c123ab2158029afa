import type { Category } from '@spotlight/shared/schemas/categories'
import type { MakerProfile } from '@spotlight/shared/schemas/makers'
import { api } from '#app/lib/api-client'
import type { FollowTarget } from './set-follow'

/**
 * What a follow link names, as its public page shows it: a maker's company (GET /api/makers/{username})
 * or a category with its translations (GET /api/categories/slug/{slug}), for the confirmation to ask
 * about by name.
 */
export async function getFollowTarget(target: FollowTarget): Promise<{ company?: string; category?: Category }> {
  const id = encodeURIComponent(target.id)
  if (target.kind === 'makers') return { company: (await api.get<MakerProfile>(`/api/makers/${id}`)).company }
  return { category: await api.get<Category>(`/api/categories/slug/${id}`) }
}
