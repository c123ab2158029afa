// The reader's plain HTML forms, which work before or without the page's script: where each posts, and
// the parameters the server's 303 answer adds to the page's address for the page to say what happened.
// A new answer replaces an earlier one's, and the next post's `next` leaves them out.

export const REVIEW_FORM_PATH = '/review'
export const HELPFUL_FORM_PATH = '/review-helpful'
export const REPORT_FORM_PATH = '/report'

/** Where the answers bring the reader back to: the rating form, and the article's report control. */
export const WRITE_REVIEW_ID = 'write-review'
export const ARTICLE_REPORT_ID = 'report-article'

/** The rating form's and the helpful marks' answers. */
export const REVIEW_FORM_OUTCOMES = [
  'review',
  'review_saved',
  'review_error',
  'review_rating',
  'review_text',
  'helpful',
  'unhelpful',
  'helpful_error',
  'helpful_review',
] as const

/** The report form's answers. */
export const REPORT_FORM_OUTCOMES = ['report', 'reported', 'report_error', 'report_note'] as const

/** Every form's answers. A form opened or posted leaves the others' behind, so that one shows at a time. */
export const FORM_ANSWERS: readonly string[] = [...REVIEW_FORM_OUTCOMES, ...REPORT_FORM_OUTCOMES]
