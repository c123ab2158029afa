import { useTranslation } from '#app/lib/i18n'
import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { ArticleEditorPage } from '#app/features/article-editor/components/article-editor-page'
import { parseArticleId } from '#app/features/articles/api/get-article'
import { privatePageMeta } from '#app/lib/meta'
import type { Route } from './+types/edit-article.$id'

export const meta = privatePageMeta((t) => t('dashboard.editArticleHeading'))

export default function EditArticlePage({ params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const articleId = parseArticleId(params.id)
  if (articleId === null) {
    return (
      <DashboardSection titleKey="dashboard.editArticleHeading" className="mx-auto w-full max-w-4xl">
        <p role="alert" className="text-rose-700">
          {t('editor.loadFailed')}
        </p>
      </DashboardSection>
    )
  }
  return <ArticleEditorPage key={articleId} articleId={articleId} title={t('dashboard.editArticleHeading')} />
}
