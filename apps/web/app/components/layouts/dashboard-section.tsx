import { type ReactNode, useId } from 'react'
import { type TranslationKey, useTranslation } from '#app/lib/i18n'
import { cn } from '#app/lib/cn'
import { PageHeader } from '#app/components/ui/page-header'

/** A dashboard screen: a section labelled by its heading, then its content. */
export function DashboardSection({
  titleKey,
  className,
  children,
}: {
  titleKey: TranslationKey
  className?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={cn(className)}>
      <PageHeader id={titleId} title={t(titleKey)} size="dashboard" />
      {children}
    </section>
  )
}
