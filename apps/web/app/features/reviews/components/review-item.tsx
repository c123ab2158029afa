import type { Review } from '@spotlight/shared/schemas/reviews'
import type { ReactNode } from 'react'
import { formatPublishDate } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'

/**
 * One review: its stars (read out in words), author, date, whether it was edited, its text (plain text:
 * React escapes it, line breaks kept), and the owner's reply under "Reply from {company}" (to its
 * author, marked as waiting while the scam screening holds it for an admin).
 * `actions` (the Helpful toggle, the owner's reply button) come from the section.
 */
export function ReviewItem({ review, company, actions }: { review: Review; company: string; actions?: ReactNode }) {
  const { t, i18n } = useTranslation()
  return (
    // Its own address (`#review-12`): the helpful and report forms' answers bring the reader back to it.
    <article
      id={`review-${review.id}`}
      className="scroll-mt-24 border-b border-slate-200 py-5 last:border-b-0"
      data-testid="review"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="text-amber-500" aria-hidden="true">
          {'★'.repeat(review.rating)}
          <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className="sr-only">{t('reviewsPage.stars', { rating: review.rating })}</span>
        {/* Each review is found by its author in a screen reader's list of headings (under "Ratings and reviews"). */}
        <h3 className="font-semibold text-slate-900">{review.author.username}</h3>
        <time dateTime={review.createdAt} className="text-slate-500">
          {formatPublishDate(review.createdAt.slice(0, 10), i18n.language)}
        </time>
        {review.editedAt && <span className="text-slate-500">({t('reviewsPage.edited')})</span>}
      </header>
      {review.text && (
        <p className="mt-2 break-words whitespace-pre-line text-slate-800" dir="auto">
          {review.text}
        </p>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl bg-slate-50 p-4 text-sm" data-testid="review-reply">
          <p className="font-semibold text-slate-900">{t('reviewsPage.replyFrom', { company })}</p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-700" dir="auto">
            {review.reply.text}
          </p>
          {/* Only its author receives a held reply: they see why readers do not. */}
          {review.reply.pending && (
            <p className="mt-2 font-medium text-amber-800" data-testid="reply-pending">
              {t('reviewsPage.replyPending')}
            </p>
          )}
        </div>
      )}
      {actions && <div className="mt-3 flex flex-wrap items-center gap-3">{actions}</div>}
    </article>
  )
}
