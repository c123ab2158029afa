import { REPORT_NOTE_MAX } from '@spotlight/shared/domain/report-kinds'
import { buttonClasses } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { useTranslation } from '#app/lib/i18n'
import { reasonKey } from '#app/lib/report-labels'
import { REPORT_FORM_PATH, reasonsFor, reportAnchor, type ReportFormOutcome } from '../utils/report-form-outcome'
import type { ReportTarget } from './report-panel'

type Props = {
  id: string
  target: ReportTarget
  /** Where the server's answer sends the reader back (this page, without a previous answer). */
  next: string
  /** What the address says: the note typed before, and why the last post was refused. */
  outcome: ReportFormOutcome
}

/**
 * The report panel as plain HTML, for a page whose script has not run: "Report" is a link to this
 * page with `?report=ARTICLE-12`, and this form posts to the server (`POST /report`, the session's
 * cookie), which files the report and sends the reader back here saying what happened. The scripted
 * panel (report-panel.tsx) loads on the first tap instead.
 */
export function ReportPostForm({ id, target, next, outcome }: Props) {
  const { t } = useTranslation()
  return (
    <form
      id={id}
      method="post"
      action={REPORT_FORM_PATH}
      className="mt-2 w-full rounded-xl border border-slate-200 p-4"
      data-testid="report-post-form"
    >
      <input type="hidden" name="type" value={target.type} />
      <input type="hidden" name="target" value={target.id} />
      <input type="hidden" name="next" value={next} />
      {outcome.message && (
        <StatusBanner tone={outcome.message.tone} className="mb-3">
          {t(outcome.message.key)}
        </StatusBanner>
      )}
      <fieldset>
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('reports.why')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {reasonsFor(target).map((reason) => (
            <label
              key={reason}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm hover:border-violet-400 hover:bg-violet-50"
            >
              <input type="radio" name="reason" value={reason} required />
              {t(reasonKey(reason))}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-3 block text-sm text-slate-700">
        {t('reports.noteLabel')}
        <textarea
          name="note"
          defaultValue={outcome.note}
          maxLength={REPORT_NOTE_MAX}
          rows={2}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" className={buttonClasses('primary')}>
          {t('reports.send')}
        </button>
        {/* Back to the control that opened the form, not to the page's top (a keyboard's place kept). */}
        <a href={`${next}#${reportAnchor(target)}`} className={buttonClasses('ghost', undefined, 'medium')}>
          {t('reviewForm.cancel')}
        </a>
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('reports.privacy')}</p>
    </form>
  )
}
