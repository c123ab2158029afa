import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/advertise'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.advertise'))

export default function AdvertisePage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.advertise')} intro={t('pages.advertiseIntro')} />
}
