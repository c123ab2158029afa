import { useTranslation } from 'react-i18next'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/featured-articles'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pages.featuredArticles'))

export default function FeaturedArticlesPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('pages.featuredArticles')} />
}
