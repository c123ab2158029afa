import { useState } from 'react'
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@spotlight/shared/schemas/reports'
import { StatusBanner } from '#app/components/ui/status-banner'
import { ApiError } from '#app/lib/api-client'
import { useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { createReport } from '../api/create-report'
import { reasonKey } from '#app/lib/report-labels'

export type ReportPanelProps = { articleId: number; onDone: () => void }

const ERROR_KEYS: Record<string, TranslationKey> = {
  REPORT_ALREADY_OPEN: 'reports.alreadyOpen',
  REPORT_OWN_ITEM: 'reports.ownItem',
  RATE_LIMITED: 'reports.tooMany',
  ACCOUNT_SUSPENDED: 'reports.suspended',
  AUTH_REQUIRED: 'reports.signIn',
}

/** The reasons, each one a button that sends the report; an optional note above them. */
export function ReportPanel({ articleId }: ReportPanelProps) {
  const { t } = useTranslation()
  const session = useSession()
  const [note, setNote] = useState('')
  const [state, setState] = useState<{ tone: 'success' | 'error'; key: TranslationKey } | null>(null)
  const [isSending, setIsSending] = useState(false)

  if (!session) {
    return (
      <div id="report-panel" className="mt-2">
        <StatusBanner tone="info">{t('reports.signIn')}</StatusBanner>
      </div>
    )
  }
  if (state?.tone === 'success') {
    return (
      <div id="report-panel" className="mt-2">
        <StatusBanner tone="success">{t(state.key)}</StatusBanner>
      </div>
    )
  }

  async function send(reason: ReportReason) {
    setIsSending(true)
    try {
      await createReport({ targetType: 'ARTICLE', targetId: articleId, reason, note: note.trim() })
      setState({ tone: 'success', key: 'reports.sent' })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : ''
      setState({ tone: 'error', key: ERROR_KEYS[code] ?? 'reports.failed' })
    } finally {
      setIsSending(false)
    }
  }

  return (
    <fieldset id="report-panel" className="mt-2 rounded-xl border border-slate-200 p-4" disabled={isSending}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('reports.why')}</legend>
      <label className="block text-sm text-slate-700">
        {t('reports.noteLabel')}
        <textarea
          value={note}
          maxLength={REPORT_NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value.replace(/[<>]/g, ''))}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {REPORT_REASONS.map((reason) => (
          <button
            key={reason}
            type="button"
            onClick={() => void send(reason)}
            className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-left text-sm hover:border-violet-400 hover:bg-violet-50"
          >
            {t(reasonKey(reason))}
          </button>
        ))}
      </div>
      {state && (
        <StatusBanner tone={state.tone} className="mt-3">
          {t(state.key)}
        </StatusBanner>
      )}
      <p className="mt-3 text-xs text-slate-500">{t('reports.privacy')}</p>
    </fieldset>
  )
}
