import { useLocation } from 'react-router'
import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { paths } from '#app/config/paths'
import { StatsList } from '#app/features/stats/components/stats-list'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('stats.heading'))

/** Campaign stats of the user's articles; under /admin-dashboard, of every published article. */
export default function StatsPage() {
  const isAdmin = useLocation().pathname.startsWith(paths.adminDashboard.root)
  return (
    <DashboardSection titleKey="stats.heading">
      <StatsList
        scope={isAdmin ? 'all' : 'mine'}
        detailPath={isAdmin ? paths.adminDashboard.articleStats : paths.userDashboard.articleStats}
      />
    </DashboardSection>
  )
}
