import { DashboardListPage, dashboardListMeta } from '#app/features/dashboard/components/dashboard-list-page'

export const meta = dashboardListMeta('rejected')

export default function RejectedPage() {
  return <DashboardListPage list="rejected" />
}
