import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'

/** A screen a later issue delivers: its heading, an optional intro, and a "coming soon" line. */
export function PagePlaceholder({
  title,
  intro,
  className,
  children,
}: {
  title: string
  intro?: string
  className?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section
      className={cn('mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 lg:px-8', className)}
      aria-labelledby="page-title"
    >
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
      {children}
      <p className="mt-8 rounded-xl border border-dashed border-violet-200 bg-violet-50/60 p-6 text-violet-900">
        {t('common.comingSoon')}
      </p>
    </section>
  )
}
