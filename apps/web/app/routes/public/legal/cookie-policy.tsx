import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/cookie-policy'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.cookiePolicy'))

export default function CookiePolicyPage() {
  const { t } = useTranslation()
  return (
    <PagePlaceholder title={t('pages.cookiePolicy')}>
      <p className="mt-2 text-sm text-slate-500">{t('pages.lastUpdated')}</p>
    </PagePlaceholder>
  )
}
