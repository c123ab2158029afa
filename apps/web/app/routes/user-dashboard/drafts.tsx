import { DashboardListPage, dashboardListMeta } from '#app/features/dashboard/components/dashboard-list-page'

export const meta = dashboardListMeta('drafts')

export default function DraftsPage() {
  return <DashboardListPage list="drafts" />
}
