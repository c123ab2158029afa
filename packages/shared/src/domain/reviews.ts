// Its own module, not enums.ts: the public pages' first load carries enums.ts, and these rules
// only matter where reviews are written, listed or moderated.

/** A review waits for an admin (PENDING), is shown (PUBLISHED), or was hidden by an admin with a reason. */
export const REVIEW_STATUSES = ['PENDING', 'PUBLISHED', 'HIDDEN'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** Orders of an article's reviews; `helpful` is the default. */
export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

export const REVIEW_RATING_MIN = 1
export const REVIEW_RATING_MAX = 5
/** Characters of a review's text and of the owner's reply (plain text, never markup). */
export const REVIEW_TEXT_MAX = 1000
/** Characters of the reason an admin gives when hiding a review. */
export const REVIEW_REASON_MAX = 500
/** Reviews one account may write in any 24 hours. */
export const REVIEWS_PER_DAY = 10
/** Reviews per page of an article's list (the first page is server-rendered). */
export const REVIEW_PAGE_SIZE = 10
/** An account first seen less than this long ago has its reviews approved by an admin first. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000

/**
 * "Top rated" ranks by a Bayesian average: every app counts as if it also had PRIOR_COUNT ratings of
 * PRIOR_STARS, so one 5-star review does not beat a hundred 4.8s. The page says so in plain words.
 */
export const TOP_RATED_PRIOR_COUNT = 5
export const TOP_RATED_PRIOR_STARS = 3

/** The ranking score of an app with `count` ratings adding up to `sum` stars. */
export function bayesianScore(count: number, sum: number): number {
  return (TOP_RATED_PRIOR_COUNT * TOP_RATED_PRIOR_STARS + sum) / (TOP_RATED_PRIOR_COUNT + count)
}

/** An average to one decimal, as shown and answered (0 without ratings). */
export function averageOf(count: number, sum: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 10) / 10
}
/** Whether a query parameter names one of the review orders (the article page reads `?sort=`). */
export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (REVIEW_SORTS as readonly string[]).includes(value)
}
