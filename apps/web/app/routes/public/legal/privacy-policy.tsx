import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/privacy-policy'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.privacyPolicy'))

export default function PrivacyPolicyPage() {
  const { t } = useTranslation()
  return (
    <PagePlaceholder title={t('pages.privacyPolicy')}>
      <p className="mt-2 text-sm text-slate-500">{t('pages.lastUpdated')}</p>
    </PagePlaceholder>
  )
}
