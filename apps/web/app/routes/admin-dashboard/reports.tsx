import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { ReportQueue } from '#app/features/reports/components/report-queue'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('reports.heading'))

export default function AdminReportsPage() {
  return (
    <DashboardSection titleKey="reports.heading">
      <ReportQueue />
    </DashboardSection>
  )
}
