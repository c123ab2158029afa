import { useTranslation } from '#app/lib/i18n'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/drafts'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.draftsHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function DraftsPage() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="dashboard-list-title">
      <h1 id="dashboard-list-title" className="mb-6 text-2xl font-bold text-slate-900">
        {t('dashboard.draftsHeading')}
      </h1>
      <DashboardArticleList list="drafts" />
    </section>
  )
}
