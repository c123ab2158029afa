import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/terms-of-service'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.termsOfService'))

export default function TermsOfServicePage() {
  const { t } = useTranslation()
  return (
    <PagePlaceholder title={t('pages.termsOfService')}>
      <p className="mt-2 text-sm text-slate-500">{t('pages.lastUpdated')}</p>
    </PagePlaceholder>
  )
}
