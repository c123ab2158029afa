import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('dashboard.pendingHeading'))

export default function PendingPage() {
  return (
    <DashboardSection titleKey="dashboard.pendingHeading">
      <DashboardArticleList list="pending" />
    </DashboardSection>
  )
}
