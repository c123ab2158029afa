import { REVIEW_STATUSES, type ReviewStatus } from '@spotlight/shared/domain/reviews'
import type { AdminReview } from '@spotlight/shared/schemas/reviews'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { useFocusAfterRemoval } from '#app/lib/use-focus-after-removal'
import { useAdminReviews } from '../api/list-admin-reviews'
import { type ReviewDecision, useDecideReview } from '../api/decide-review'

const TAB_IDLE = 'rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50'
const TAB_ACTIVE = 'rounded-full border border-violet-300 bg-violet-50 px-3 py-1 text-sm font-semibold text-violet-800'

/** The admin's reviews: those awaiting approval first; any review or reply can be hidden with a reason. */
export function ReviewQueue() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ReviewStatus>('PENDING')
  const reviews = useAdminReviews(status)
  const [said, setSaid] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const shown = reviews.data?.pages.flatMap((page) => page.items) ?? []
  const focusAfter = useFocusAfterRemoval(
    shown.map((review) => review.id),
    listRef,
    statusRef,
  )
  // A decision is said in the status line; one that takes the review off this status's list moves the
  // focus on to the review that took its place (hiding a reply leaves the review where it is).
  const onDecided = (review: AdminReview, decision: ReviewDecision) => {
    const username = review.author.username
    if (decision.action === 'HIDE' && decision.target === 'REPLY') {
      return setSaid(t('reviewAdmin.replyHiddenNamed', { username }))
    }
    focusAfter(review.id, shown.indexOf(review))
    setSaid(t(decision.action === 'APPROVE' ? 'reviewAdmin.approvedNamed' : 'reviewAdmin.hiddenNamed', { username }))
  }
  return (
    <div className="flex flex-col gap-5" data-testid="review-queue">
      <p className="text-slate-600">{t('reviewAdmin.intro')}</p>
      <p ref={statusRef} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {said}
      </p>
      <div role="group" aria-label={t('reviewAdmin.statusLabel')} className="flex flex-wrap gap-2">
        {REVIEW_STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === status}
            className={option === status ? TAB_ACTIVE : TAB_IDLE}
            onClick={() => setStatus(option)}
          >
            {t(`reviewAdmin.status${option}`)}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <p className="text-slate-600">{t('common.loading')}</p>
      ) : reviews.isError ? (
        <StatusBanner tone="error">{t('reviewAdmin.failed')}</StatusBanner>
      ) : reviews.data.pages[0]?.items.length === 0 ? (
        <p className="text-slate-600">{t('reviewAdmin.empty')}</p>
      ) : (
        <>
          <ul ref={listRef} className="flex flex-col gap-4">
            {shown.map((review) => (
              <QueueItem key={review.id} review={review} onDecided={(decision) => onDecided(review, decision)} />
            ))}
          </ul>
          <MoreReviews reviews={reviews} />
        </>
      )}
    </div>
  )
}

/** "More": the next page of the status's reviews, after the first 100. */
function MoreReviews({ reviews }: { reviews: ReturnType<typeof useAdminReviews> }) {
  const { t } = useTranslation()
  return (
    <>
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          // aria-disabled, not disabled: the button keeps the keyboard's focus while the page loads.
          aria-disabled={reviews.isFetchingNextPage}
          // Without cancelRefetch, taps while the page is on its way (a quick double tap) ask for it once.
          onClick={() => void reviews.fetchNextPage({ cancelRefetch: false })}
        >
          {reviews.isFetchingNextPage ? t('common.loading') : t('reviewAdmin.more')}
        </Button>
      )}
      {reviews.isFetchNextPageError && <StatusBanner tone="error">{t('reviewAdmin.failed')}</StatusBanner>}
    </>
  )
}

function QueueItem({ review, onDecided }: { review: AdminReview; onDecided: (decision: ReviewDecision) => void }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const decide = useDecideReview()
  const send = (decision: ReviewDecision) =>
    decide.mutate({ reviewId: review.id, decision }, { onSuccess: () => onDecided(decision) })
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const hide = (target: 'REVIEW' | 'REPLY') => {
    if (!reason.trim()) return setProblem(t('reviewAdmin.reasonRequired'))
    setProblem(null)
    send({ action: 'HIDE', target, reason })
  }

  return (
    // Focusable from script only: after a decision the focus lands on the review that took its place.
    <li tabIndex={-1} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="queue-review">
      <p className="text-sm text-slate-600">
        <Link
          to={`${paths.article(review.article.id)}#reviews`}
          className="font-semibold text-violet-700 hover:underline"
        >
          {t('reviewAdmin.onArticle', { title: review.article.title })}
        </Link>{' '}
        {t('reviewAdmin.by', { username: review.author.username, stars: review.rating })} ·{' '}
        {formatDateTime(review.createdAt, i18n.language)}
      </p>
      {review.text && (
        <p className="mt-2 break-words whitespace-pre-line text-slate-800" dir="auto">
          {review.text}
        </p>
      )}
      {review.reply && (
        <p
          className="mt-2 rounded-xl bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-700"
          dir="auto"
        >
          {t('reviewAdmin.reply', { text: review.reply.text })}
          {review.replyHiddenReason && ` (${t('reviewAdmin.hiddenReason', { reason: review.replyHiddenReason })})`}
        </p>
      )}
      {review.hiddenReason && (
        <p className="mt-2 text-sm text-rose-700">{t('reviewAdmin.hiddenReason', { reason: review.hiddenReason })}</p>
      )}
      {review.screening.flagged && (
        <div role="note" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('reviewAdmin.flagged')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {review.screening.findings.map((finding) => (
              <li key={finding.rule}>
                <mark className="rounded bg-amber-200 px-1">{finding.match}</mark> — {finding.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {review.status !== 'PUBLISHED' && (
          <Button
            variant="primary"
            size="compact"
            disabled={decide.isPending}
            onClick={() => send({ action: 'APPROVE' })}
          >
            {t('reviewAdmin.approve')}
          </Button>
        )}
        <div className="flex min-w-56 flex-1 flex-col">
          <label htmlFor={`${id}-reason`} className="text-xs font-semibold text-slate-700">
            {t('reviewAdmin.reason')}
          </label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        {review.status !== 'HIDDEN' && (
          <Button variant="danger" size="compact" disabled={decide.isPending} onClick={() => hide('REVIEW')}>
            {t('reviewAdmin.hide')}
          </Button>
        )}
        {review.reply && !review.replyHiddenReason && (
          <Button variant="secondary" size="compact" disabled={decide.isPending} onClick={() => hide('REPLY')}>
            {t('reviewAdmin.hideReply')}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {problem && <p className="mt-2 text-sm text-rose-700">{problem}</p>}
        {decide.isError && <p className="mt-2 text-sm text-rose-700">{t('reviewAdmin.failed')}</p>}
      </div>
    </li>
  )
}
