import { useTranslation } from '#app/lib/i18n'
import { ArticleEditorPage } from '#app/features/article-editor/components/article-editor-page'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('dashboard.createArticleHeading'))

export default function CreateArticlePage() {
  const { t } = useTranslation()
  return <ArticleEditorPage articleId={null} title={t('dashboard.createArticleHeading')} />
}
