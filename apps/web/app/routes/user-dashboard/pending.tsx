import { DashboardListPage, dashboardListMeta } from '#app/features/dashboard/components/dashboard-list-page'

export const meta = dashboardListMeta('pending')

export default function PendingPage() {
  return <DashboardListPage list="pending" />
}
