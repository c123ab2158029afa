import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { DashboardLayout } from '#app/components/layouts/dashboard-layout'
import { paths } from '#app/config/paths'
import { RequireSession } from '#app/features/auth/components/require-session'

export default function UserDashboardLayout() {
  const { t } = useTranslation()
  const links = [
    { to: paths.userDashboard.myArticles, label: t('dashboard.myArticles') },
    { to: paths.userDashboard.createArticle, label: t('dashboard.newArticle') },
    { to: paths.userDashboard.drafts, label: t('dashboard.drafts') },
    { to: paths.userDashboard.pending, label: t('dashboard.pending') },
    { to: paths.userDashboard.rejected, label: t('dashboard.rejected') },
  ]

  return (
    <RequireSession>
      {() => (
        <DashboardLayout title={t('dashboard.userTitle')} links={links}>
          <Outlet />
        </DashboardLayout>
      )}
    </RequireSession>
  )
}
