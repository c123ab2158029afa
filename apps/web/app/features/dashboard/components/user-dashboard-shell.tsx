import { makerPaths } from '#app/lib/maker-paths'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { useLocation, useNavigate } from 'react-router'
import { DashboardLayout } from '#app/components/layouts/dashboard-layout'
import { paths } from '#app/config/paths'
import type { StoredSession } from '#app/lib/session-store'
import { myCreditsQuery } from '../api/get-my-credits'
import { dashboardArticlesQuery } from '../api/list-dashboard-articles'
import { SubscribeRedirect } from './subscribe-redirect'

/**
 * The user dashboard's sidebar: New Article gated by a publication credit (admins always pass), and
 * the Rejected link's pulsing indicator, rechecked on mount and after every navigation.
 */
export function UserDashboardShell({ session, children }: { session: StoredSession; children: ReactNode }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const isAdmin = session.role === 'ADMIN'
  const rejected = useQuery(dashboardArticlesQuery('rejected'))
  const [redirecting, setRedirecting] = useState(false)

  const { refetch } = rejected
  useEffect(() => {
    void refetch()
  }, [location.key, refetch])

  const onNewArticle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isAdmin) return
    event.preventDefault()
    void queryClient
      .fetchQuery(myCreditsQuery())
      .then((credits) => credits.unlimited || credits.available > 0)
      .catch(() => false)
      .then((allowed) => {
        if (allowed) void navigate(paths.userDashboard.createArticle)
        else setRedirecting(true)
      })
  }

  const hasRejected = (rejected.data?.length ?? 0) > 0
  const links = [
    { to: paths.userDashboard.myArticles, label: t('dashboard.myArticles') },
    {
      to: paths.userDashboard.createArticle,
      label: t('dashboard.newArticle'),
      onClick: onNewArticle,
      testId: 'new-article-link',
    },
    { to: paths.userDashboard.drafts, label: t('dashboard.drafts') },
    { to: paths.userDashboard.pending, label: t('dashboard.pending') },
    {
      to: paths.userDashboard.rejected,
      label: t('dashboard.rejected'),
      indicator: hasRejected ? t('dashboardLists.hasRejected') : undefined,
    },
    { to: paths.userDashboard.payments, label: t('paymentHistory.link') },
    // Every notification (the bell shows the newest). The notifications feature owns the page.
    { to: '/user-dashboard/notifications', label: t('notifications.title') },
    { to: makerPaths.following, label: t('following.heading') },
    { to: makerPaths.makerProfile, label: t('makerProfile.heading') },
    { to: makerPaths.verification, label: t('verification.heading') },
  ]

  return (
    <DashboardLayout title={t('dashboard.userTitle')} links={links}>
      {redirecting ? <SubscribeRedirect className="mb-4" /> : null}
      {children}
    </DashboardLayout>
  )
}
