import type { AdminReply } from '@spotlight/shared/schemas/reviews'
import { Link } from 'react-router'
import { HoldDecision } from '#app/components/ui/hold-decision'
import { ScreeningNote } from '#app/components/ui/screening-note'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { useDecideReply } from '../api/decide-reply'
import { useHeldReplies } from '../api/list-held-replies'

/** The makers' replies the scam screening holds: readers see none of them until an admin approves one. */
export function ReplyQueue() {
  const { t } = useTranslation()
  const replies = useHeldReplies()
  return (
    <div className="flex flex-col gap-5" data-testid="reply-queue">
      <p className="text-slate-600">{t('reviewAdmin.repliesIntro')}</p>
      {replies.isPending ? (
        <p className="text-slate-600">{t('common.loading')}</p>
      ) : replies.isError ? (
        <StatusBanner tone="error">{t('reviewAdmin.failed')}</StatusBanner>
      ) : replies.data.length === 0 ? (
        <p className="text-slate-600">{t('reviewAdmin.repliesEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {replies.data.map((reply) => (
            <HeldReply key={reply.reviewId} reply={reply} />
          ))}
        </ul>
      )}
    </div>
  )
}

function HeldReply({ reply }: { reply: AdminReply }) {
  const { t, i18n } = useTranslation()
  const decide = useDecideReply()
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="queue-reply">
      <p className="text-sm text-slate-600">
        <Link
          to={`${paths.article(reply.article.id)}#reviews`}
          className="font-semibold text-violet-700 hover:underline"
        >
          {t('reviewAdmin.replyBy', { username: reply.author.username, title: reply.article.title })}
        </Link>{' '}
        · {formatDateTime(reply.editedAt ?? reply.createdAt, i18n.language)}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800" dir="auto">
        {reply.text}
      </p>
      <div className="mt-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        <p>{t('reviewAdmin.reviewQuoted', { username: reply.review.author.username, stars: reply.review.rating })}</p>
        {reply.review.text && (
          <p className="mt-1 break-words whitespace-pre-line" dir="auto">
            {reply.review.text}
          </p>
        )}
      </div>
      {reply.screening.flagged && (
        <ScreeningNote heading={t('reviewAdmin.replyFlagged')} findings={reply.screening.findings} />
      )}
      <HoldDecision
        labels={{
          approve: t('reviewAdmin.approveReply'),
          hide: t('reviewAdmin.hideReply'),
          reason: t('reviewAdmin.reason'),
          reasonRequired: t('reviewAdmin.reasonRequired'),
          failed: t('reviewAdmin.failed'),
        }}
        isBusy={decide.isPending}
        isFailed={decide.isError}
        onApprove={() => decide.mutate({ reviewId: reply.reviewId, decision: { action: 'APPROVE' } })}
        onHide={(reason) => decide.mutate({ reviewId: reply.reviewId, decision: { action: 'HIDE', reason } })}
      />
    </li>
  )
}
