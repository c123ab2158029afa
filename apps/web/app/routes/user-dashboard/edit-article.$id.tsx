import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/edit-article.$id'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.editArticleHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function EditArticlePage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('dashboard.editArticleHeading')} className="px-0 py-0 sm:px-0 lg:px-0" />
}
