import { useTranslation } from '#app/lib/i18n'
import { ArticleEditorPage } from '#app/features/article-editor/components/article-editor-page'
import { parseArticleId } from '#app/features/articles/api/get-article'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/edit-article.$id'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('dashboard.editArticleHeading')),
  { name: 'robots', content: 'noindex' },
]

export default function EditArticlePage({ params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const articleId = parseArticleId(params.id)
  if (articleId === null) {
    return (
      <section className="mx-auto w-full max-w-4xl">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('dashboard.editArticleHeading')}</h1>
        <p role="alert" className="text-rose-700">
          {t('editor.loadFailed')}
        </p>
      </section>
    )
  }
  return <ArticleEditorPage key={articleId} articleId={articleId} title={t('dashboard.editArticleHeading')} />
}
