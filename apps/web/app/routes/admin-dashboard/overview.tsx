import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { AdminOverview } from '#app/features/stats/components/admin-overview'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('adminOverview.heading'))

export default function AdminOverviewPage() {
  return (
    <DashboardSection titleKey="adminOverview.heading">
      <AdminOverview />
    </DashboardSection>
  )
}
