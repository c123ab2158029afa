import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/my-articles'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.myArticlesHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function MyArticlesPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('dashboard.myArticlesHeading')} className="px-0 py-0 sm:px-0 lg:px-0" />
}
