import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/drafts'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.draftsHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function DraftsPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('dashboard.draftsHeading')} className="px-0 py-0 sm:px-0 lg:px-0" />
}
