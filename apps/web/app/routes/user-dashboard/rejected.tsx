import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('dashboard.rejectedHeading'))

export default function RejectedPage() {
  return (
    <DashboardSection titleKey="dashboard.rejectedHeading">
      <DashboardArticleList list="rejected" />
    </DashboardSection>
  )
}
