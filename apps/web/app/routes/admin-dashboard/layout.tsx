import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { loadAppStrings, plural, useTranslation } from '#app/lib/i18n'
import { Outlet, useLocation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { DashboardLayout } from '#app/components/layouts/dashboard-layout'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { RequireSession } from '#app/features/auth/components/require-session'
import { pendingCountQuery } from '#app/features/dashboard/api/list-dashboard-articles'
import { QueryProvider } from '#app/lib/query-client'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

export default function AdminDashboardLayout() {
  return (
    <QueryProvider>
      <RequireSession>
        {(session) =>
          // The server refuses admin calls to others anyway; this saves them a page of errors.
          session.role === 'ADMIN' ? (
            <AdminDashboard />
          ) : (
            <section className="mx-auto max-w-lg px-4 py-16 text-center" aria-labelledby="admin-only-title">
              <AdminOnly />
            </section>
          )
        }
      </RequireSession>
    </QueryProvider>
  )
}

/**
 * The admin's sidebar and page. Pending shows how many articles await review (every author's, for an
 * admin), rechecked after each navigation and after each decision (the lists' queries are invalidated).
 */
function AdminDashboard() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const pending = useQuery(pendingCountQuery())
  const { refetch } = pending
  useEffect(() => {
    void refetch()
  }, [location.key, refetch])
  const waiting = pending.data ?? 0
  const links = [
    { to: paths.adminDashboard.myArticles, label: t('dashboard.myArticles') },
    { to: paths.adminDashboard.createArticle, label: t('dashboard.newArticle') },
    { to: paths.adminDashboard.drafts, label: t('dashboard.drafts') },
    {
      to: paths.adminDashboard.pending,
      label: t('dashboard.pending'),
      count:
        waiting > 0
          ? {
              value: waiting,
              label: t(
                plural(i18n.language, waiting, { one: 'dashboard.pendingCountOne', other: 'dashboard.pendingCount' }),
                {
                  n: waiting,
                },
              ),
            }
          : undefined,
      testId: 'pending-link',
    },
    { to: paths.adminDashboard.categoryForm, label: t('dashboard.categories') },
    { to: paths.adminDashboard.inbox, label: t('inbox.link') },
    { to: paths.adminDashboard.reviews, label: t('reviewAdmin.title') },
    { to: paths.adminDashboard.stats, label: t('stats.link') },
    { to: paths.adminDashboard.overview, label: t('adminOverview.link') },
    { to: paths.adminDashboard.reports, label: t('reports.link') },
    { to: paths.adminDashboard.suspensions, label: t('suspensions.link') },
    { to: paths.adminDashboard.audit, label: t('audit.link') },
    // The notifications page of the user dashboard, under the admin's own layout.
    { to: paths.adminDashboard.notifications, label: t('notifications.title') },
  ]

  return (
    <DashboardLayout title={t('dashboard.adminTitle')} links={links}>
      <Outlet />
    </DashboardLayout>
  )
}

function AdminOnly() {
  const { t } = useTranslation()
  return (
    <>
      <h1 id="admin-only-title" className="text-2xl font-bold text-slate-900">
        {t('access.adminOnlyTitle')}
      </h1>
      <p className="mt-3 text-slate-600">{t('access.adminOnlyBody')}</p>
      <Link to={paths.userDashboard.root} className={buttonClasses('primary', 'mt-6')}>
        {t('access.goToUserDashboard')}
      </Link>
    </>
  )
}
