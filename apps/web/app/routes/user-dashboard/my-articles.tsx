import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { ArticleOverview } from '#app/features/dashboard/components/article-overview'
import { LIST_HEADINGS, dashboardListMeta } from '#app/features/dashboard/components/dashboard-list-page'
import { MyArticlesList } from './+shared/my-articles-list'

export const meta = dashboardListMeta('published')

// My Articles composes the list with the payments feature's plan activation (./+shared).
export default function MyArticlesPage() {
  return (
    <DashboardSection titleKey={LIST_HEADINGS.published}>
      {/* Issue 17: every article and where it stands first, then the published ones to promote. */}
      <ArticleOverview />
      <MyArticlesList />
    </DashboardSection>
  )
}
