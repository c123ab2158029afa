import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { parseArticleId } from '#app/features/articles/api/get-article'
import { ArticleReview } from '#app/features/dashboard/components/article-review'
import { useTranslation } from '#app/lib/i18n'
import { privatePageMeta } from '#app/lib/meta'
import type { Route } from './+types/review.$id'

export const meta = privatePageMeta((t) => t('moderation.review'))

/** An article in review, read in full before Publish or Reject (issue 17). */
export default function ReviewArticlePage({ params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const articleId = parseArticleId(params.id)
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
