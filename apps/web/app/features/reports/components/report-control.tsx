import { type ComponentType, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { StatusBanner } from '#app/components/ui/status-banner'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import { ARTICLE_REPORT_ID, reportFormOutcome, reportHref } from '../utils/report-form-outcome'
import { withoutFormAnswers } from '#app/lib/form-answers'
import type { ReportPanelProps, ReportTarget } from './report-panel'
import { ReportPostForm } from './report-post-form'

// The plain form a page without a script opens (`?report=…`) says what the reader's part of the
// catalogue says: with this part's code, after the page's first load (as the reviews section's).
await loadReaderStrings()

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

/**
 * "Report" opens the reasons under it, and a reason sends the report (an optional note first).
 * Where no script runs it is a link to this page asking for the report form (`?report=ARTICLE-12`),
 * which the server renders as a plain form (report-post-form.tsx).
 */
function ReportToggle({ target, label, ariaLabel, className }: ToggleProps) {
  const { t } = useTranslation()
  const panelId = useId()
  const location = useLocation()
  const posted = reportFormOutcome(new URLSearchParams(location.search), target)
  const [Panel, setPanel] = useState<ComponentType<ReportPanelProps> | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  // The panel closed from inside (Escape) hands the focus back to the button that opened it.
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setIsOpen(false)
    button.current?.focus()
  }
  const prepare = () => void loadPanel()
  const hasOutcome = posted.isOpen || posted.message !== null

  // Read once, the form's answer leaves the address bar, so that a copied address does not carry it on.
  useEffect(() => {
    if (!hasOutcome) return
    const clean = withoutFormAnswers(window.location.pathname, window.location.search) + window.location.hash
    window.history.replaceState(window.history.state, '', clean)
  }, [hasOutcome])

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
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => void toggle()}
        onPointerDown={prepare}
        onFocus={prepare}
        // Hidden where no script runs (CSS `scripting: none`): the link below takes its place. Where
        // scripts run, a tap made before they arrive is kept and replayed on this button.
        className={`${className} [@media(scripting:none)]:hidden`}
      >
        {label}
      </button>
      {/* Without a script: this page again, with the report form open as HTML. */}
      <span className="hidden [@media(scripting:none)]:contents">
        <a
          href={reportHref(location.pathname, location.search, target)}
          aria-label={ariaLabel}
          className={`inline-flex items-center ${className}`}
        >
          {label}
        </a>
      </span>
      {isOpen && Panel ? (
        <Panel id={panelId} target={target} onDone={close} />
      ) : posted.isOpen ? (
        <ReportPostForm
          id={panelId}
          target={target}
          next={withoutFormAnswers(location.pathname, location.search)}
          outcome={posted}
        />
      ) : (
        posted.message && (
          <StatusBanner tone={posted.message.tone} className="mt-2 w-full">
            {t(posted.message.key)}
          </StatusBanner>
        )
      )}
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
    <div id={ARTICLE_REPORT_ID} className="mx-auto mt-10 w-full max-w-3xl border-t border-slate-200 pt-4">
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
