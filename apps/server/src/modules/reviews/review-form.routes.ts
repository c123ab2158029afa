import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  HELPFUL_FORM_PATH,
  REVIEW_FORM_OUTCOMES,
  REVIEW_FORM_PATH,
  WRITE_REVIEW_ID,
} from '@spotlight/shared/domain/html-forms'
import { REVIEW_TEXT_MAX } from '@spotlight/shared/domain/reviews'
import { PutReviewInputSchema } from '@spotlight/shared/schemas/reviews'
import { AppError } from '#src/errors/app-error'
import {
  acceptHtmlForms,
  formFields,
  keptInAddress,
  pathOnThisSite,
  htmlFormRoute,
  seeOther,
  withOutcome,
} from '#src/lib/html-forms'
import type { ReviewsService } from './reviews.service'

export type ReviewFormOptions = { reviews: ReviewsService }

const idOf = (value: string | null): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null

/**
 * The signed-in writer the cookie names, as the API's `requireActive` and `authenticate` see them: an
 * error code the page says when there is none (or, where `isActive`, when the account is suspended).
 */
async function writerOf(app: FastifyInstance, request: FastifyRequest, isActive: boolean) {
  await app.identifyFromSessionCookie(request)
  const user = request.user
  if (!user) return { code: 'AUTH_REQUIRED' } as const
  if (isActive && user.suspendedAt) return { code: 'ACCOUNT_SUSPENDED' } as const
  return { writer: { userId: user.userId, role: user.role } } as const
}

/** The schema's refusal as the API names it (review-input-errors.ts): the rating, the length, or else. */
function inputErrorCode(issues: { path: PropertyKey[] }[], text: string): string {
  if (issues.some((issue) => issue.path[0] === 'rating')) return 'REVIEW_RATING_OUT_OF_RANGE'
  if ([...text.trim()].length > REVIEW_TEXT_MAX) return 'REVIEW_TEXT_TOO_LONG'
  return 'VALIDATION_FAILED'
}

/**
 * The reviews' plain HTML forms, for a page whose script has not run (or never will):
 * `POST /review` rates the article (the API's `PUT /api/articles/{id}/reviews/mine`) and
 * `POST /review-helpful` marks a review helpful or takes the mark back (`PUT`/`DELETE
 * /api/reviews/{id}/helpful`). The session comes from its cookie; each answer is a 303 back to the
 * page (`next`) saying what happened: `?review_saved=PUBLISHED`, or `?review_error=CODE` with the
 * form reopened on what was typed; `?helpful=ID`, `?unhelpful=ID`, or `?helpful_error=CODE&helpful_review=ID`.
 */
export async function reviewFormModule(app: FastifyInstance, { reviews }: ReviewFormOptions) {
  acceptHtmlForms(app)

  app.post(REVIEW_FORM_PATH, htmlFormRoute(), async (request, reply) => {
    const fields = formFields(request.body)
    const articleId = idOf(fields.get('article'))
    const next = pathOnThisSite(fields.get('next'))
    if (articleId === null) return seeOther(reply, next ?? '/')
    const back = next ?? `/articles/${articleId}`
    const rating = fields.get('rating') ?? ''
    const text = fields.get('text') ?? ''
    const failed = (code: string) => {
      const reopen = {
        review: 'write',
        review_error: code,
        review_rating: rating.slice(0, 1),
        review_text: keptInAddress(text),
      }
      return seeOther(reply, withOutcome(back, REVIEW_FORM_OUTCOMES, reopen, WRITE_REVIEW_ID))
    }

    const who = await writerOf(app, request, true)
    if (!who.writer) return failed(who.code)
    const input = PutReviewInputSchema.safeParse({ rating: /^\d$/.test(rating) ? Number(rating) : rating, text })
    if (!input.success) return failed(inputErrorCode(input.error.issues, text))
    try {
      const { review } = await reviews.putMine(articleId, who.writer, input.data)
      return seeOther(reply, withOutcome(back, REVIEW_FORM_OUTCOMES, { review_saved: review.status }, 'reviews'))
    } catch (error) {
      // The API's refusals (one's own article, the daily limit, an article gone): the page says which.
      if (!(error instanceof AppError)) throw error
      return failed(error.code)
    }
  })

  app.post(HELPFUL_FORM_PATH, htmlFormRoute(), async (request, reply) => {
    const fields = formFields(request.body)
    const reviewId = idOf(fields.get('review'))
    const next = pathOnThisSite(fields.get('next')) ?? '/'
    if (reviewId === null) return seeOther(reply, next)
    const isHelpful = fields.get('intent') !== 'unhelpful'
    const answer = (outcome: Record<string, string>) =>
      seeOther(reply, withOutcome(next, REVIEW_FORM_OUTCOMES, outcome, `review-${reviewId}`))
    const failed = (code: string) => answer({ helpful_error: code, helpful_review: String(reviewId) })

    // As the API: a suspended account takes its marks back, adds none.
    const who = await writerOf(app, request, isHelpful)
    if (!who.writer) return failed(who.code)
    try {
      await reviews.setHelpful(reviewId, who.writer.userId, isHelpful)
    } catch (error) {
      // One's own review, a review of one's own article, a review no longer public.
      if (!(error instanceof AppError)) throw error
      return failed(error.code)
    }
    return answer({ [isHelpful ? 'helpful' : 'unhelpful']: String(reviewId) })
  })
}
