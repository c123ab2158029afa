import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { Link, Outlet } from 'react-router'
import { DashboardLayout } from '#app/components/layouts/dashboard-layout'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { RequireSession } from '#app/features/auth/components/require-session'
import { NOTIFICATIONS_PATH } from '#app/features/notifications/api/notifications'
import { QueryProvider } from '#app/lib/query-client'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

export default function AdminDashboardLayout() {
  const { t } = useTranslation()
  const links = [
    { to: paths.adminDashboard.myArticles, label: t('dashboard.myArticles') },
    { to: paths.adminDashboard.createArticle, label: t('dashboard.newArticle') },
    { to: paths.adminDashboard.drafts, label: t('dashboard.drafts') },
    { to: paths.adminDashboard.pending, label: t('dashboard.pending') },
    { to: paths.adminDashboard.categoryForm, label: t('dashboard.categories') },
    { to: paths.adminDashboard.inbox, label: t('inbox.link') },
    { to: paths.adminDashboard.stats, label: t('stats.link') },
    { to: paths.adminDashboard.overview, label: t('adminOverview.link') },
    // The notifications page is the user dashboard's, for admins too (issue 20).
    { to: NOTIFICATIONS_PATH, label: t('notifications.title') },
  ]

  return (
    <QueryProvider>
      <RequireSession>
        {(session) =>
          // The server refuses admin calls to others anyway; this saves them a page of errors.
          session.role === 'ADMIN' ? (
            <DashboardLayout title={t('dashboard.adminTitle')} links={links}>
              <Outlet />
            </DashboardLayout>
          ) : (
            <section className="mx-auto max-w-lg px-4 py-16 text-center" aria-labelledby="admin-only-title">
              <h1 id="admin-only-title" className="text-2xl font-bold text-slate-900">
                {t('access.adminOnlyTitle')}
              </h1>
              <p className="mt-3 text-slate-600">{t('access.adminOnlyBody')}</p>
              <Link to={paths.userDashboard.root} className={buttonClasses('primary', 'mt-6')}>
                {t('access.goToUserDashboard')}
              </Link>
            </section>
          )
        }
      </RequireSession>
    </QueryProvider>
  )
}
