import { useLocation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { ArticleOverview } from '#app/features/dashboard/components/article-overview'
import { paths } from '#app/config/paths'
import { LIST_HEADINGS, dashboardListMeta } from '#app/features/dashboard/components/dashboard-list-page'
import { useTranslation } from '#app/lib/i18n'
import { MyArticlesList } from './+shared/my-articles-list'

export const meta = dashboardListMeta('published')

// My Articles composes the list with the payments feature's plan activation (./+shared).
export default function MyArticlesPage() {
  const { t } = useTranslation()
  const isAdmin = useLocation().pathname.startsWith(paths.adminDashboard.root)
  return (
    <DashboardSection titleKey={LIST_HEADINGS.published}>
      <Link
        to={isAdmin ? paths.adminDashboard.stats : paths.userDashboard.stats}
        className="mb-4 inline-block text-sm font-semibold text-violet-700 hover:underline"
      >
        {t('stats.myArticlesLink')}
      </Link>
      {/* Every article and where it stands first, then the published ones to promote. */}
      <ArticleOverview />
      <MyArticlesList />
    </DashboardSection>
  )
}
