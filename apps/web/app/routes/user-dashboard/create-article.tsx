import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/create-article'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.createArticleHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function CreateArticlePage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('dashboard.createArticleHeading')} className="px-0 py-0 sm:px-0 lg:px-0" />
}
