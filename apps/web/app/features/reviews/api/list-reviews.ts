import type { ReviewSort } from '@spotlight/shared/domain/reviews'
import type { Review } from '@spotlight/shared/schemas/reviews'
import { type CallOptions, requestPage } from '#app/lib/api-client'

/** A page of an article's reviews and the cursor of the next one (null on the last). */
export type ReviewPage = { items: Review[]; nextCursor: string | null }

/** GET /api/articles/{id}/reviews: published reviews, 10 a page, in `sort` order. */
export async function listReviews(
  articleId: number,
  page: { sort: ReviewSort; cursor?: string | null },
  options?: CallOptions,
): Promise<ReviewPage> {
  const query = new URLSearchParams({ sort: page.sort })
  if (page.cursor) query.set('cursor', page.cursor)
  const { items, nextCursor } = await requestPage<Review>(
    `/api/articles/${articleId}/reviews?${query}`,
    undefined,
    options,
  )
  return { items, nextCursor }
}
