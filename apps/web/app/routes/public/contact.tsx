import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.contact'))

export default function ContactPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.contact')} intro={t('pages.contactIntro')} />
}
