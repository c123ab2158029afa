import { useTranslation } from '#app/lib/i18n'
import { ArticleEditorPage } from '#app/features/article-editor/components/article-editor-page'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/create-article'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.createArticleHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function CreateArticlePage() {
  const { t } = useTranslation()
  return <ArticleEditorPage articleId={null} title={t('dashboard.createArticleHeading')} />
}
