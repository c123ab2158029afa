import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/articles.$id'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.article'))

export default function ArticlePage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.article')} />
}
