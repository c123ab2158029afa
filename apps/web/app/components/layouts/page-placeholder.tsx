import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { PageHeader } from '#app/components/ui/page-header'

/**
 * A screen a later issue delivers: its heading, an optional intro, and a "coming soon" line. Inside
 * a dashboard (`inDashboard`) the dashboard's layout already pads it.
 */
export function PagePlaceholder({
  title,
  intro,
  inDashboard = false,
  children,
}: {
  title: string
  intro?: string
  inDashboard?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section
      className={cn('mx-auto w-full max-w-4xl', !inDashboard && 'px-4 py-12 sm:px-6 lg:px-8')}
      aria-labelledby="page-title"
    >
      <PageHeader id="page-title" title={title} intro={intro} />
      {children}
      <p className="mt-8 rounded-xl border border-dashed border-violet-200 bg-violet-50/60 p-6 text-violet-900">
        {t('common.comingSoon')}
      </p>
    </section>
  )
}
