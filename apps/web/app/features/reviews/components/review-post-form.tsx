import { useId } from 'react'
import { buttonClasses } from '#app/components/ui/button'
import { useTranslation } from '#app/lib/i18n'
import { REVIEW_FORM_PATH, WRITE_REVIEW_ID } from '../utils/review-form-outcome'

type Props = {
  articleId: number
  /** Where the server's answer sends the reader back (this page, without a previous answer). */
  next: string
  /** What the reader posted before, kept when the post was refused. */
  rating: number | null
  text: string
}

/**
 * The rating form as plain HTML, for a page whose script has not run: "Rate this app" is a link to
 * this page with `?review=write`, and this form posts to the server (`POST /review`, the session's
 * cookie), which saves the rating and sends the reader back here saying what happened. Small on
 * purpose: the scripted form (review-form.tsx) arrives only when a reader opens it.
 */
export function ReviewPostForm({ articleId, next, rating, text }: Props) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <form
      id={WRITE_REVIEW_ID}
      method="post"
      action={REVIEW_FORM_PATH}
      className="mt-4 space-y-4 rounded-2xl border border-slate-200 p-5"
      data-testid="review-post-form"
    >
      <input type="hidden" name="article" value={articleId} />
      <input type="hidden" name="next" value={next} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('reviewForm.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="rating" value={stars} defaultChecked={rating === stars} required />
              <span aria-hidden="true" className="text-amber-500">
                {'★'.repeat(stars)}
              </span>
              <span className="sr-only">{t('reviewForm.star', { stars })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-slate-900">
          {t('reviewForm.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          defaultValue={text}
          rows={4}
          dir="auto"
          className="mt-1 block w-full rounded-xl border border-slate-300 p-3 text-slate-900"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClasses('primary')}>
          {t('reviewForm.save')}
        </button>
        <a href={`${next}#reviews`} className={buttonClasses('ghost', undefined, 'medium')}>
          {t('reviewForm.cancel')}
        </a>
      </div>
    </form>
  )
}
