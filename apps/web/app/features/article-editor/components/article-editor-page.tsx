import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { PageHeader } from '#app/components/ui/page-header'
import { useTranslation } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { articleForEditQuery } from '../api/get-article-for-edit'
import { ArticleForm } from './article-form'
import { RejectionNotice } from './rejection-notice'

/** Create (no id) or edit (the article loaded as its owner or an admin, then prefilled). */
export function ArticleEditorPage({ articleId, title }: { articleId: number | null; title: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const isAdmin = session?.role === 'ADMIN'
  const titleId = useId()
  const query = useQuery({ ...articleForEditQuery(articleId ?? 0), enabled: articleId !== null })

  let body
  if (articleId === null) body = <ArticleForm article={null} isAdmin={isAdmin} />
  else if (query.isPending)
    body = (
      <p role="status" className="text-slate-500">
        {t('editor.loadingArticle')}
      </p>
    )
  else if (query.isError)
    body = (
      <p role="alert" className="text-rose-700">
        {t('editor.loadFailed')}
      </p>
    )
  else
    body = (
      <>
        {/* While a rejected article is being fixed, the reason stays in view at the top. */}
        {query.data.status === 'REJECTED' && query.data.rejectionReason ? (
          <RejectionNotice reason={query.data.rejectionReason} />
        ) : null}
        <ArticleForm key={query.data.id} article={query.data} isAdmin={isAdmin} />
      </>
    )

  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-4xl">
      <PageHeader id={titleId} title={title} size="dashboard" />
      {body}
    </section>
  )
}
