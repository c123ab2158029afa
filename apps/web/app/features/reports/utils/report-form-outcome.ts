import { ARTICLE_REPORT_ID } from '@spotlight/shared/domain/html-forms'
import { withoutFormAnswers } from '#app/lib/form-answers'
import { REPORT_REASONS, type ReportReason } from '@spotlight/shared/domain/report-kinds'
import type { TranslationKey } from '#app/lib/i18n'
import type { ReportTarget } from '../components/report-panel'

// The server's answer to the report panel's HTML form (apps/server/src/modules/reports/report-form.routes.ts).
export { ARTICLE_REPORT_ID, REPORT_FORM_PATH } from '@spotlight/shared/domain/html-forms'

/** What each refusal says to the reader (by its code, as the scripted panel does), else that it failed. */
const ERRORS: Record<string, TranslationKey> = {
  REPORT_ALREADY_OPEN: 'reports.alreadyOpen',
  REPORT_OWN_ITEM: 'reports.ownItem',
  RATE_LIMITED: 'reports.tooMany',
  ACCOUNT_SUSPENDED: 'reports.suspended',
  REPORT_REASON_REQUIRED: 'reports.reasonRequired',
  REPORT_NOTE_INVALID: 'reports.noteInvalid',
}

/** A review is neither a broken app nor in a category: only the reasons that can be true of it. */
const REVIEW_REASONS: readonly ReportReason[] = ['SCAM', 'MISLEADING', 'OFFENSIVE', 'OTHER']

/** The reasons a report of `target` offers, in this order. */
export const reasonsFor = (target: ReportTarget): readonly ReportReason[] =>
  target.type === 'REVIEW' ? REVIEW_REASONS : REPORT_REASONS

/** The address's name for a reported item (`ARTICLE-12`, `REVIEW-3`). */
export const reportKey = (target: ReportTarget) => `${target.type}-${target.id}`

/** Where the control of `target` is on the page. */
export const reportAnchor = (target: ReportTarget) =>
  target.type === 'ARTICLE' ? ARTICLE_REPORT_ID : `review-${target.id}`

export type ReportFormOutcome = {
  /** The panel is asked for (`?report=ARTICLE-12`), with the note typed before. */
  isOpen: boolean
  note: string
  /** What the last post about this item did. */
  message: { tone: 'success' | 'error' | 'info'; key: TranslationKey } | null
}

/** What the page's address says about `target`'s report form. */
export function reportFormOutcome(search: URLSearchParams, target: ReportTarget): ReportFormOutcome {
  const key = reportKey(target)
  if (search.get('reported') === key)
    return { isOpen: false, note: '', message: { tone: 'success', key: 'reports.sent' } }
  if (search.get('report') !== key) return { isOpen: false, note: '', message: null }
  const error = search.get('report_error')
  const signIn = target.type === 'REVIEW' ? 'reports.signInReview' : 'reports.signIn'
  const message: ReportFormOutcome['message'] = !error
    ? null
    : error === 'AUTH_REQUIRED'
      ? { tone: 'info', key: signIn }
      : { tone: 'error', key: ERRORS[error] ?? 'reports.failed' }
  return { isOpen: true, note: search.get('report_note') ?? '', message }
}

/** The address that opens `target`'s report form without a script: this page, asking for it, at it. */
export function reportHref(pathname: string, search: string, target: ReportTarget): string {
  const query = new URLSearchParams(withoutFormAnswers(pathname, search).split('?')[1] ?? '')
  query.set('report', reportKey(target))
  return `${pathname}?${query}#${reportAnchor(target)}`
}
