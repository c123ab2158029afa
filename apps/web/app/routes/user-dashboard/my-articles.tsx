import { useTranslation } from '#app/lib/i18n'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/my-articles'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.myArticlesHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function MyArticlesPage() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="dashboard-list-title">
      <h1 id="dashboard-list-title" className="mb-6 text-2xl font-bold text-slate-900">
        {t('dashboard.myArticlesHeading')}
      </h1>
      <DashboardArticleList list="published" />
    </section>
  )
}
