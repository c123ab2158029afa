import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('dashboard.draftsHeading'))

export default function DraftsPage() {
  return (
    <DashboardSection titleKey="dashboard.draftsHeading">
      <DashboardArticleList list="drafts" />
    </DashboardSection>
  )
}
