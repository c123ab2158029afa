import { WRITE_REVIEW_ID } from '@spotlight/shared/domain/html-forms'
import { withoutFormAnswers } from '#app/lib/form-answers'
import type { TranslationKey } from '#app/lib/i18n'

// The server's answers to the reviews' HTML forms (apps/server/src/modules/reviews/review-form.routes.ts).
export { HELPFUL_FORM_PATH, REVIEW_FORM_PATH, WRITE_REVIEW_ID } from '@spotlight/shared/domain/html-forms'

/** What each refusal says to the reader (by its code, as the scripted form does), else that it failed. */
const REVIEW_ERRORS: Record<string, TranslationKey> = {
  AUTH_REQUIRED: 'reviewsPage.signInToReview',
  REVIEW_OWN_ARTICLE: 'reviewForm.ownArticle',
  REVIEW_DAILY_LIMIT: 'reviewForm.dailyLimit',
  REVIEW_TEXT_TOO_LONG: 'reviewForm.tooLong',
  REVIEW_RATING_OUT_OF_RANGE: 'reviewForm.ratingRequired',
  ACCOUNT_SUSPENDED: 'reviewForm.suspended',
}

const HELPFUL_ERRORS: Record<string, TranslationKey> = {
  AUTH_REQUIRED: 'reviewsPage.signInToReview',
  FORBIDDEN: 'reviewsPage.helpfulOwn',
  REVIEW_OWN_ARTICLE: 'reviewsPage.helpfulOwn',
}

const SAVED: Record<string, TranslationKey> = {
  PUBLISHED: 'reviewForm.published',
  PENDING: 'reviewForm.pending',
  HIDDEN: 'reviewForm.savedHidden',
}

export type ReviewFormOutcome = {
  /** The rating form is asked for (`?review=write`), with what was typed into it before. */
  isWriting: boolean
  rating: number | null
  text: string
  /** What the last post did, to say in the section's status line. */
  notice: TranslationKey | null
  /** The review the last helpful post marked (true) or unmarked (false). */
  marks: Map<number, boolean>
}

/** What the page's address says about the reviews' forms. */
export function reviewFormOutcome(search: URLSearchParams): ReviewFormOutcome {
  const rating = Number(search.get('review_rating'))
  const saved = search.get('review_saved')
  const reviewError = search.get('review_error')
  const helpfulError = search.get('helpful_error')
  const marks = new Map<number, boolean>()
  for (const [name, isMarked] of [
    ['helpful', true],
    ['unhelpful', false],
  ] as const) {
    const id = Number(search.get(name))
    if (Number.isInteger(id) && id > 0) marks.set(id, isMarked)
  }
  const notice =
    (saved && SAVED[saved]) ||
    (reviewError && (REVIEW_ERRORS[reviewError] ?? 'reviewForm.failed')) ||
    (helpfulError && (HELPFUL_ERRORS[helpfulError] ?? 'reviewsPage.helpfulFailed')) ||
    null
  return {
    isWriting: search.get('review') === 'write',
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    text: search.get('review_text') ?? '',
    notice,
    marks,
  }
}

/** The address that opens the rating form without a script: this page, asking for it, at it. */
export function writeReviewHref(pathname: string, search: string): string {
  const query = new URLSearchParams(withoutFormAnswers(pathname, search).split('?')[1] ?? '')
  query.set('review', 'write')
  return `${pathname}?${query}#${WRITE_REVIEW_ID}`
}
