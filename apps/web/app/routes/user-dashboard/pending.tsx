import { useLocation, useSearchParams } from 'react-router'
import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { StatusBanner } from '#app/components/ui/status-banner'
import { SubmittedNextSteps } from '#app/features/article-editor/components/submitted-next-steps'
import { isSubmittedState } from '#app/features/article-editor/hooks/use-save-article'
import { parseArticleId } from '#app/features/articles/api/get-article'
import { ArticleReview } from '#app/features/dashboard/components/article-review'
import { DashboardListPage, dashboardListMeta } from '#app/features/dashboard/components/dashboard-list-page'
import { useTranslation } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'

export const meta = dashboardListMeta('pending')

/**
 * Pending, with what happens next at the top when a submit led here; for an admin, `?review={id}`
 * opens that article in full with Publish and Reject (paths.adminDashboard.review).
 */
export default function PendingPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const location = useLocation()
  const session = useSession()
  const isAdmin = session?.role === 'ADMIN'
  const review = isAdmin ? params.get('review') : null
  if (review === null) {
    const notice =
      !isAdmin && isSubmittedState(location.state) ? (
        <StatusBanner tone="success" className="mb-6" data-testid="submitted-notice">
          <p>{t('editor.messages.submitted')}</p>
          <SubmittedNextSteps isOnPending />
        </StatusBanner>
      ) : null
    return <DashboardListPage list="pending" notice={notice} />
  }
  const articleId = parseArticleId(review)
  return (
    <DashboardSection titleKey="moderation.review" className="mx-auto w-full max-w-4xl">
      {articleId === null ? (
        <p role="alert" className="text-rose-700">
          {t('moderation.loadFailed')}
        </p>
      ) : (
        <ArticleReview key={articleId} articleId={articleId} />
      )}
    </DashboardSection>
  )
}
