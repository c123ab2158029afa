import { type ComponentType, useId, useState } from 'react'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import type { ReportPanelProps, ReportTarget } from './report-panel'

// The panel, its strings and the API call arrive on the first tap: nothing of it is in the page's first load.
const loadPanel = () =>
  Promise.all([import('./report-panel'), loadReaderStrings()]).then(([module]) => module.ReportPanel)

type ToggleProps = {
  target: ReportTarget
  /** The button's words, and its spoken name when they alone do not say what is reported. */
  label: string
  ariaLabel?: string
  className: string
}

/** "Report" opens the reasons under it, and a reason sends the report (an optional note first). */
function ReportToggle({ target, label, ariaLabel, className }: ToggleProps) {
  const panelId = useId()
  const [Panel, setPanel] = useState<ComponentType<ReportPanelProps> | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const prepare = () => void loadPanel()

  async function toggle() {
    if (!Panel) {
      const loaded = await loadPanel()
      setPanel(() => loaded)
    }
    setIsOpen((open) => !open)
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => void toggle()}
        onPointerDown={prepare}
        onFocus={prepare}
        className={className}
      >
        {label}
      </button>
      {isOpen && Panel && <Panel id={panelId} target={target} onDone={() => setIsOpen(false)} />}
    </>
  )
}

/**
 * The article page's report control, in two taps. Small and plain, below the article, so it is found
 * when looked for and never competes with the article.
 */
export function ReportControl({ articleId }: { articleId: number }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto mt-10 w-full max-w-3xl border-t border-slate-200 pt-4">
      <ReportToggle
        target={{ type: 'ARTICLE', id: articleId }}
        label={t('report.button')}
        className="min-h-11 rounded-lg px-2 text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900"
      />
    </div>
  )
}

/** A review's report control, among its actions (never on one's own review: the server refuses it). */
export function ReviewReportControl({ reviewId, author }: { reviewId: number; author: string }) {
  const { t } = useTranslation()
  return (
    <ReportToggle
      target={{ type: 'REVIEW', id: reviewId }}
      label={t('reports.reviewButton')}
      ariaLabel={t('reports.reviewButtonLabel', { author })}
      className="min-h-11 rounded-lg px-2 text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900"
    />
  )
}
