import { useTranslation } from '#app/lib/i18n'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/pending'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.pendingHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function PendingPage() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="dashboard-list-title">
      <h1 id="dashboard-list-title" className="mb-6 text-2xl font-bold text-slate-900">
        {t('dashboard.pendingHeading')}
      </h1>
      <DashboardArticleList list="pending" />
    </section>
  )
}
