import { useTranslation } from '#app/lib/i18n'
import { ArticleEditorPage } from '#app/features/article-editor/components/article-editor-page'
import { PublicationCreditGate } from '#app/features/dashboard/components/publication-credit-gate'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('dashboard.createArticleHeading'))

export default function CreateArticlePage() {
  const { t } = useTranslation()
  return (
    <PublicationCreditGate>
      <ArticleEditorPage articleId={null} title={t('dashboard.createArticleHeading')} />
    </PublicationCreditGate>
  )
}
