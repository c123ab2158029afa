import { useTranslation } from '#app/lib/i18n'
import { PagePlaceholder } from '#app/components/layouts/page-placeholder'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/admin-category-form'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.categoryFormHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function AdminCategoryFormPage() {
  const { t } = useTranslation()
  return <PagePlaceholder title={t('dashboard.categoryFormHeading')} className="px-0 py-0 sm:px-0 lg:px-0" />
}
