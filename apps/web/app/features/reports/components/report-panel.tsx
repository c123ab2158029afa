import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { REPORT_NOTE_MAX, type ReportReason } from '@spotlight/shared/domain/report-kinds'
import { StatusBanner } from '#app/components/ui/status-banner'
import { ApiError } from '#app/lib/api-client'
import { useTranslation, type TranslationKey } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { createReport } from '../api/create-report'
import { reasonKey } from '#app/lib/report-labels'
import { reasonsFor } from '../utils/report-form-outcome'

export type ReportTarget = { type: 'ARTICLE' | 'REVIEW'; id: number }
export type ReportPanelProps = { id: string; target: ReportTarget; onDone: () => void }

const ERROR_KEYS: Record<string, TranslationKey> = {
  REPORT_ALREADY_OPEN: 'reports.alreadyOpen',
  REPORT_OWN_ITEM: 'reports.ownItem',
  RATE_LIMITED: 'reports.tooMany',
  ACCOUNT_SUSPENDED: 'reports.suspended',
  AUTH_REQUIRED: 'reports.signIn',
}

/** The reasons, each one a button that sends the report; an optional note above them. */
export function ReportPanel({ id, target, onDone }: ReportPanelProps) {
  const { t } = useTranslation()
  const session = useSession()
  const [note, setNote] = useState('')
  const [state, setState] = useState<{ tone: 'success' | 'error'; key: TranslationKey } | null>(null)
  const [isSending, setIsSending] = useState(false)
  // A message that takes the place of the reasons (the one just tapped is gone with them) or opens
  // instead of them takes the focus: read out at once, and the keyboard goes on from there.
  const message = useRef<HTMLDivElement>(null)
  const isMessageOnly = !session || state?.tone === 'success'
  useEffect(() => {
    if (isMessageOnly) message.current?.focus()
  }, [isMessageOnly])

  // Escape from anywhere inside closes the panel (its button takes the focus back), as a menu does.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onDone()
  }

  if (isMessageOnly) {
    return (
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the focused message inside
      <div id={id} className="mt-2 w-full" onKeyDown={closeOnEscape}>
        <StatusBanner ref={message} tabIndex={-1} tone={session ? 'success' : 'info'}>
          {t(session && state ? state.key : target.type === 'REVIEW' ? 'reports.signInReview' : 'reports.signIn')}
        </StatusBanner>
      </div>
    )
  }

  async function send(reason: ReportReason) {
    setIsSending(true)
    try {
      await createReport({ targetType: target.type, targetId: target.id, reason, note: note.trim() })
      setState({ tone: 'success', key: 'reports.sent' })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : ''
      setState({ tone: 'error', key: ERROR_KEYS[code] ?? 'reports.failed' })
    } finally {
      setIsSending(false)
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the controls inside
    <fieldset
      id={id}
      className="mt-2 w-full rounded-xl border border-slate-200 p-4"
      disabled={isSending}
      onKeyDown={closeOnEscape}
    >
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
        {reasonsFor(target).map((reason) => (
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
