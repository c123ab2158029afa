import { REVIEW_TEXT_MAX } from '@spotlight/shared/domain/reviews'
import type { MyReview, Review } from '@spotlight/shared/schemas/reviews'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '#app/components/ui/button'
import { ApiError } from '#app/lib/api-client'
import { useTranslation, type TranslationKey } from '#app/lib/i18n'
import { deleteMyReview } from '../api/delete-my-review'
import { deleteReply } from '../api/delete-reply'
import { getMyReview } from '../api/get-my-review'
import { putMyReview } from '../api/put-my-review'
import { putReply } from '../api/put-reply'

/** What each refusal of the API says to the reader (by code, never by the message's text). */
const ERRORS: Record<string, TranslationKey> = {
  REVIEW_OWN_ARTICLE: 'reviewForm.ownArticle',
  REVIEW_DAILY_LIMIT: 'reviewForm.dailyLimit',
  REVIEW_TEXT_TOO_LONG: 'reviewForm.tooLong',
  REVIEW_RATING_OUT_OF_RANGE: 'reviewForm.ratingRequired',
  REVIEW_NOT_ARTICLE_OWNER: 'reviewForm.notOwner',
  ACCOUNT_SUSPENDED: 'reviewForm.suspended',
}
const errorKey = (error: unknown): TranslationKey =>
  (error instanceof ApiError && ERRORS[error.code]) || 'reviewForm.failed'

const countOf = (text: string) => [...text].length

/** Escape from anywhere in a form closes it, as Cancel does (which hands the focus back to its opener). */
const closeOnEscape = (onClose: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return
  event.stopPropagation()
  onClose()
}

function statusKey(review: MyReview): TranslationKey {
  if (review.status === 'PENDING') return 'reviewForm.pending'
  if (review.status === 'HIDDEN') return 'reviewForm.hidden'
  return 'reviewForm.published'
}

type ReviewFormProps = {
  articleId: number
  onChanged: () => void
  onClose: () => void
}

/** The reader's rating (five radio buttons) and optional review, created, changed or deleted here. */
export function ReviewForm(props: ReviewFormProps) {
  // The stars, the text and the Delete button belong to one article: another article starts afresh
  // (never saving the previous article's review onto it).
  return <MyReviewForm key={props.articleId} {...props} />
}

function MyReviewForm({ articleId, onChanged, onClose }: ReviewFormProps) {
  const { t } = useTranslation()
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [mine, setMine] = useState<MyReview | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  // Deleting removes the Delete button the focus was on: the focus goes to what it says.
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    let isCurrent = true
    getMyReview(articleId)
      .then((review) => {
        if (!review || !isCurrent) return
        setMine(review)
        setRating(review.rating)
        setText(review.text)
      })
      .catch(() => {})
    return () => {
      isCurrent = false
    }
  }, [articleId])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (rating === null) return setMessage(t('reviewForm.ratingRequired'))
    setIsSaving(true)
    try {
      const saved = await putMyReview(articleId, { rating, text })
      setMine(saved)
      setMessage(t(statusKey(saved), { reason: saved.hiddenReason ?? '' }))
      onChanged()
    } catch (error) {
      setMessage(t(errorKey(error)))
    } finally {
      setIsSaving(false)
    }
  }

  const remove = async () => {
    try {
      await deleteMyReview(articleId)
      setMine(null)
      setRating(null)
      setText('')
      setMessage(t('reviewForm.deleted'))
      status.current?.focus()
      onChanged()
    } catch (error) {
      setMessage(t(errorKey(error)))
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the controls inside
    <form
      className="mt-4 space-y-4 rounded-2xl border border-slate-200 p-5"
      onSubmit={(event) => void submit(event)}
      onKeyDown={closeOnEscape(onClose)}
      data-testid="review-form"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('reviewForm.legend')}</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer text-3xl leading-none">
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-violet-700 ${rating !== null && stars <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
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
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          dir="auto"
          aria-describedby={`${id}-count`}
          className="mt-1 block w-full rounded-xl border border-slate-300 p-3 text-slate-900"
        />
        <p
          id={`${id}-count`}
          className={countOf(text) > REVIEW_TEXT_MAX ? 'text-sm text-rose-700' : 'text-sm text-slate-500'}
        >
          {t('reviewForm.counter', { count: countOf(text) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" size="medium" disabled={isSaving}>
          {isSaving ? t('reviewForm.saving') : t('reviewForm.save')}
        </Button>
        {mine && (
          <Button variant="danger" size="medium" onClick={() => void remove()}>
            {t('reviewForm.delete')}
          </Button>
        )}
        <Button variant="ghost" size="medium" onClick={onClose}>
          {t('reviewForm.cancel')}
        </Button>
      </div>
      <p ref={status} tabIndex={-1} role="status" className="text-sm text-slate-700">
        {message ?? (mine ? t(statusKey(mine), { reason: mine.hiddenReason ?? '' }) : '')}
      </p>
    </form>
  )
}

/** The article owner's public reply to one review: written, changed or deleted. */
export function ReplyForm({
  review,
  onSaved,
  onClose,
}: {
  review: Review
  onSaved: (review: Review) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState(review.reply?.text ?? '')
  const [message, setMessage] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      onSaved(await putReply(review.id, text))
    } catch (error) {
      setMessage(t(errorKey(error)))
    }
  }

  const remove = async () => {
    try {
      await deleteReply(review.id)
      onSaved({ ...review, reply: null })
    } catch (error) {
      setMessage(t(errorKey(error)))
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the controls inside
    <form
      className="mt-2 w-full space-y-2"
      onSubmit={(event) => void submit(event)}
      onKeyDown={closeOnEscape(onClose)}
      data-testid="reply-form"
    >
      <label htmlFor={`${id}-reply`} className="text-sm font-semibold text-slate-900">
        {t('reviewForm.replyLabel')}
      </label>
      <textarea
        id={`${id}-reply`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        dir="auto"
        required
        className="block w-full rounded-xl border border-slate-300 p-3 text-slate-900"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" size="compact">
          {t('reviewForm.saveReply')}
        </Button>
        {review.reply && (
          <Button variant="danger" size="compact" onClick={() => void remove()}>
            {t('reviewForm.deleteReply')}
          </Button>
        )}
        <Button variant="ghost" size="compact" onClick={onClose}>
          {t('reviewForm.cancel')}
        </Button>
      </div>
      {message && (
        <p role="status" className="text-sm text-rose-700">
          {message}
        </p>
      )}
    </form>
  )
}
