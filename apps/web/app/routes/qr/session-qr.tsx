import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/session-qr'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.sessionQr'))

export default function SessionQrPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.sessionQr')} intro={t('pages.sessionQrIntro')} />
}
