import { type ComponentType, useState } from 'react'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import type { ReportPanelProps } from './report-panel'

// The panel, its strings and the API call arrive on the first tap: nothing of it is in the page's first load.
const loadPanel = () =>
  Promise.all([import('./report-panel'), loadReaderStrings()]).then(([module]) => module.ReportPanel)

/**
 * The article page's report control, in two taps: "Report" opens the reasons, and a reason sends
 * the report (an optional note first). Small and plain, below the article, so it is found when
 * looked for and never competes with the article.
 */
export function ReportControl({ articleId }: { articleId: number }) {
  const { t } = useTranslation()
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
    <div className="mx-auto mt-10 w-full max-w-3xl border-t border-slate-200 pt-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="report-panel"
        onClick={() => void toggle()}
        onPointerDown={prepare}
        onFocus={prepare}
        className="min-h-11 rounded-lg px-2 text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900"
      >
        {t('report.button')}
      </button>
      {isOpen && Panel && <Panel articleId={articleId} onDone={() => setIsOpen(false)} />}
    </div>
  )
}
