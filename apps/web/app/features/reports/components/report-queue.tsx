import { type RefObject, useRef, useState } from 'react'
import { Link } from 'react-router'
import {
  REPORT_REASONS,
  type ReportAction,
  type ReportGroup,
  type ReportReason,
  type ReportTargetType,
} from '@spotlight/shared/schemas/reports'
import { Button } from '#app/components/ui/button'
import { MoreButton } from '#app/components/ui/more-button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { ApiError } from '#app/lib/api-client'
import { formatDateTime } from '#app/lib/format'
import { plural, useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useFocusAfterRemoval } from '#app/lib/use-focus-after-removal'
import { useDecideReport } from '../api/decide-report'
import { useReportQueue } from '../api/list-report-queue'
import { actionKey, reasonKey } from '#app/lib/report-labels'

/** The kind of item reported, named in words (never the API's enum). */
const TARGET_KEYS: Record<ReportTargetType, TranslationKey> = {
  ARTICLE: 'reports.target.article',
  REVIEW: 'reports.target.review',
}

/** What an admin reads when a decision fails, by the server's code (never its English message). */
function decideErrorKey(error: unknown, action: ReportAction | undefined): TranslationKey {
  const code = error instanceof ApiError ? error.code : ''
  if (code === 'REPORT_NOT_FOUND') return 'reports.decideAlreadyDone'
  if (code === 'REPORT_ACTION_INVALID') return 'reports.decideNotApplicable'
  if (code === 'REPORT_TARGET_NOT_FOUND' || code === 'USER_NOT_FOUND') return 'reports.gone'
  // The maker to suspend is an admin (the same code answers a signed-in account that is no admin).
  if (code === 'FORBIDDEN' && action === 'SUSPEND_MAKER') return 'suspensions.adminCannot'
  if (code === 'VALIDATION_FAILED') return 'reports.decideInvalid'
  return 'reports.decideFailed'
}

/** A heavily reported item shows its first reports, the rest one tap away. */
const REPORTS_AT_FIRST = 3

/** The decision just taken: said in the status line; the card now at its place takes the focus. */
type Decided = { title: string; action: ReportAction }

/**
 * The admins' queue: one card per reported item, the most reported first, each with its decision form.
 * A decided card leaves the list; the decision is read out and the focus moves to the card that took its
 * place (or to the status line once none is left), so a keyboard goes on down the queue instead of
 * starting again from the top of the page.
 */
export function ReportQueue() {
  const { t } = useTranslation()
  const queue = useReportQueue()
  const [decided, setDecided] = useState<Decided | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const groups = queue.data?.pages.flatMap((page) => page.items) ?? []
  const focusAfter = useFocusAfterRemoval(
    groups.map((group) => group.id),
    listRef,
    statusRef,
  )

  return (
    <div className="flex flex-col gap-4">
      <p ref={statusRef} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {decided &&
          t('reportQueue.decided', {
            title: decided.title || t('reports.gone'),
            decision: t(actionKey(decided.action)),
          })}
      </p>
      {queue.isPending && <p className="text-slate-600">{t('reports.loading')}</p>}
      {queue.isError && <StatusBanner tone="error">{t('reports.loadFailed')}</StatusBanner>}
      {queue.isSuccess && groups.length === 0 && <p className="text-slate-600">{t('reports.empty')}</p>}
      {groups.length > 0 && (
        <QueueList
          groups={groups}
          total={queue.data?.pages[0]?.total ?? null}
          listRef={listRef}
          onDecided={(group, action) => {
            focusAfter(group.id, groups.indexOf(group))
            setDecided({ title: group.title, action })
          }}
        />
      )}
      <MoreButton list={queue} label={t('reportQueue.more')} className="self-start" />
    </div>
  )
}

function QueueList({
  groups,
  total,
  listRef,
  onDecided,
}: {
  groups: ReportGroup[]
  total: number | null
  listRef: RefObject<HTMLUListElement | null>
  onDecided: (group: ReportGroup, action: ReportAction) => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <>
      {total !== null && (
        <p className="text-sm text-slate-600">
          {t(plural(i18n.language, total, { one: 'reportQueue.waitingOne', other: 'reportQueue.waiting' }), {
            n: total.toLocaleString(i18n.language),
          })}
        </p>
      )}
      <ul ref={listRef} className="flex flex-col gap-4" data-testid="report-queue">
        {groups.map((group) => (
          <ReportGroupCard key={group.id} group={group} onDecided={(action) => onDecided(group, action)} />
        ))}
      </ul>
    </>
  )
}

function ReportGroupCard({ group, onDecided }: { group: ReportGroup; onDecided: (action: ReportAction) => void }) {
  const { t, i18n } = useTranslation()
  const reasons = REPORT_REASONS.filter((reason) => group.counts[reason])
  return (
    // Focusable from script only: after a decision the focus lands on the card that took its place.
    <li tabIndex={-1} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {group.link ? <Link to={group.link}>{group.title || group.link}</Link> : t('reports.gone')}
          </p>
          <p className="text-xs text-slate-500">
            {t('reports.byAuthor', { author: group.authorUsername || '—', type: t(TARGET_KEYS[group.targetType]) })}
          </p>
        </div>
        {group.isHidden && (
          <span className="rounded-full bg-orange-100 px-3 py-1 text-xs font-semibold text-orange-900">
            {t('reports.hidden')}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {reasons.map((reason: ReportReason) => `${t(reasonKey(reason))}: ${group.counts[reason]}`).join(' · ')}
      </p>
      <ReportList reports={group.reports.slice(0, REPORTS_AT_FIRST)} />
      {group.reports.length > REPORTS_AT_FIRST && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-violet-800">
            {t(
              plural(i18n.language, group.reports.length - REPORTS_AT_FIRST, {
                one: 'reportQueue.moreReportsOne',
                other: 'reportQueue.moreReports',
              }),
              { n: group.reports.length - REPORTS_AT_FIRST },
            )}
          </summary>
          <ReportList reports={group.reports.slice(REPORTS_AT_FIRST)} />
        </details>
      )}
      <DecisionForm group={group} onDecided={onDecided} />
    </li>
  )
}

/** The reports of one item, each with its date, the reporter account's age and its reason. */
function ReportList({ reports }: { reports: ReportGroup['reports'] }) {
  const { t, i18n } = useTranslation()
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-700">
      {reports.map((report) => (
        <li key={report.id}>
          <span className="text-xs text-slate-500">
            {formatDateTime(report.createdAt, i18n.language)} ·{' '}
            {t(
              plural(i18n.language, report.reporterAccountDays, {
                one: 'reports.accountAgeOne',
                other: 'reports.accountAge',
              }),
              { days: report.reporterAccountDays },
            )}{' '}
            · {t(reasonKey(report.reason))}
          </span>
          {report.note && <span className="block whitespace-pre-line">{report.note}</span>}
        </li>
      ))}
    </ul>
  )
}

function DecisionForm({ group, onDecided }: { group: ReportGroup; onDecided: (action: ReportAction) => void }) {
  const { t } = useTranslation()
  const decide = useDecideReport((input) => onDecided(input.action))
  const [action, setAction] = useState<ReportAction>('DISMISS')
  const [reason, setReason] = useState('')
  const actions: ReportAction[] =
    group.targetType === 'REVIEW'
      ? ['DISMISS', 'HIDE_REVIEW', 'SUSPEND_MAKER']
      : ['DISMISS', 'UNPUBLISH', 'SUSPEND_MAKER']
  const needsReason = action !== 'DISMISS'
  const failed = decide.isError ? t(decideErrorKey(decide.error, decide.variables?.action)) : ''
  return (
    <form
      className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        decide.mutate({ id: group.id, action, reason: reason.trim() })
      }}
    >
      <label className="text-sm text-slate-700">
        {t('reports.decision')}
        <select
          value={action}
          onChange={(event) => setAction(event.target.value as ReportAction)}
          className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-2"
        >
          {actions.map((item) => (
            <option key={item} value={item}>
              {t(actionKey(item))}
            </option>
          ))}
        </select>
      </label>
      <label className="flex-1 text-sm text-slate-700">
        {t('reports.reasonLabel')}
        <input
          value={reason}
          required={needsReason}
          minLength={needsReason ? 3 : 0}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3"
        />
      </label>
      <Button type="submit" disabled={decide.isPending}>
        {t('reports.decide')}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      )}
    </form>
  )
}
