import { useSearchParams } from 'react-router'
import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { parseArticleId } from '#app/features/articles/api/get-article'
import { ArticleReview } from '#app/features/dashboard/components/article-review'
import { DashboardListPage, dashboardListMeta } from '#app/features/dashboard/components/dashboard-list-page'
import { useTranslation } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'

export const meta = dashboardListMeta('pending')

/**
 * Pending; for an admin, `?review={id}` opens that article in full with Publish and Reject (issue 17,
 * paths.adminDashboard.review).
 */
export default function PendingPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const session = useSession()
  const review = session?.role === 'ADMIN' ? params.get('review') : null
  if (review === null) return <DashboardListPage list="pending" />
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
