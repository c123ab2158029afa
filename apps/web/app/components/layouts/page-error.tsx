import type { ReactNode } from 'react'
import { Link } from '#app/components/ui/link'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'

/**
 * What a public page shows instead of itself when its loader failed (its route's ErrorBoundary):
 * the title as the page's `h1`, an optional hint, and the way back home.
 */
export function PageError({
  id,
  title,
  hint,
  isAlert = false,
}: {
  id: string
  title: ReactNode
  hint?: ReactNode
  /** Announce the title at once (a page the visitor asked for could not be shown). */
  isAlert?: boolean
}) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center" aria-labelledby={id}>
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {/* A role on the h1 itself would replace its heading role: the announcement gets its own element. */}
      {isAlert ? (
        <p role="alert" className="sr-only">
          {title}
        </p>
      ) : null}
      {hint ? <p className="text-slate-600">{hint}</p> : null}
      <Link to={paths.home} className={buttonClasses('primary')}>
        {t('common.backHome')}
      </Link>
    </section>
  )
}
