import type { ArticleReview as Review } from '@spotlight/shared/schemas/articles'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link } from '#app/components/ui/link'
import { ArticleDetail } from '#app/components/article/article-detail'
import { Button } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { ScreeningNote } from '#app/components/ui/screening-note'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { type TranslationKey, useTranslation } from '#app/lib/i18n'
import { articleStatusKey } from '#app/lib/labels'
import { useApproveArticle } from '../api/approve-article'
import { articleReviewQuery } from '../api/get-article-review'
import { useRejectArticle } from '../api/reject-article'
import { publishFailureKey } from './publish-failure'
import { RejectModal } from './reject-modal'

type Outcome = { tone: 'success' | 'error'; key: TranslationKey }

/**
 * Moderation with the article in view: the article exactly as its public page will show
 * it, who wrote it, when it was sent to review and, for a resubmission, why it was rejected before;
 * Publish and Reject (destructive, reason required) next to it.
 */
export function ArticleReview({ articleId }: { articleId: number }) {
  const { t } = useTranslation()
  const query = useQuery(articleReviewQuery(articleId))
  const approval = useApproveArticle()
  const rejection = useRejectArticle()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [isRejecting, setIsRejecting] = useState(false)

  const report = (success: TranslationKey, failure: TranslationKey | ((error: unknown) => TranslationKey)) => ({
    onSuccess: () => setOutcome({ tone: 'success', key: success }),
    onError: (error: unknown) =>
      setOutcome({ tone: 'error', key: typeof failure === 'function' ? failure(error) : failure }),
  })

  if (query.isPending)
    return (
      <p role="status" className="text-slate-500">
        {t('moderation.loading')}
      </p>
    )
  if (query.isError)
    return (
      <p role="alert" className="text-rose-700">
        {t('moderation.loadFailed')}
      </p>
    )

  const review = query.data
  const isPending = review.article.status === 'PENDING_APPROVAL'
  const busy = approval.isPending || rejection.isPending

  return (
    <div className="flex flex-col gap-6">
      {outcome ? (
        <StatusBanner tone={outcome.tone} data-testid="review-outcome">
          {t(outcome.key)}
        </StatusBanner>
      ) : null}

      <Card as="section" aria-label={t('moderation.review')}>
        <ReviewFacts review={review} />
        {review.screening.flagged ? (
          <ScreeningNote heading={t('moderation.flagged')} findings={review.screening.findings} />
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {isPending ? (
            <>
              <Button
                disabled={busy}
                onClick={() =>
                  approval.mutate(
                    { id: articleId, confirmFlagged: review.screening.flagged },
                    report('dashboardLists.articlePublished', publishFailureKey),
                  )
                }
              >
                {review.screening.flagged ? t('moderation.publishFlagged') : t('dashboardLists.publish')}
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => setIsRejecting(true)}>
                {t('dashboardLists.reject')}
              </Button>
            </>
          ) : outcome ? null : (
            <p className="text-sm text-slate-600">{t('moderation.notPending')}</p>
          )}
          <Link
            to={paths.adminDashboard.pending}
            className="self-center text-sm font-semibold text-violet-800 underline"
          >
            {t('moderation.backToPending')}
          </Link>
        </div>
      </Card>

      <section aria-label={t('moderation.previewLabel')} className="rounded-2xl border border-slate-200 p-4 sm:p-8">
        <p className="mb-6 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('moderation.previewLabel')}
        </p>
        {/* The public page's own view, so what is approved is what readers get. */}
        <ArticleDetail article={review.article} isImagePriority={false} />
      </section>

      {isRejecting ? (
        <RejectModal
          onCancel={() => setIsRejecting(false)}
          onReject={(reason) => {
            setIsRejecting(false)
            rejection.mutate(
              { id: articleId, reason },
              report('dashboardLists.articleRejected', 'dashboardLists.rejectFailed'),
            )
          }}
        />
      ) : null}
    </div>
  )
}

/** Author, submission date, state and the previous rejection reason, as a description list. */
function ReviewFacts({ review }: { review: Review }) {
  const { t, i18n } = useTranslation()
  const submitted = review.submittedAt
    ? new Date(review.submittedAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
    : t('moderation.notSubmitted')
  const facts: [TranslationKey, ReactNode][] = [
    ['moderation.author', review.authorUsername],
    ['moderation.submittedAt', review.submittedAt ? <time dateTime={review.submittedAt}>{submitted}</time> : submitted],
    ['moderation.status', t(articleStatusKey(review.article.status))],
  ]
  if (review.previousRejectionReason) facts.push(['moderation.previousReason', review.previousRejectionReason])
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="review-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{t(label)}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
