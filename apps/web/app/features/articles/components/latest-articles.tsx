import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { type ArticlePage, sortArticles } from '../api/list-articles'
import { useArticlePages } from '../hooks/use-article-pages'
import { ArticleGrid, ListNotice } from './article-grid'

/**
 * A public article list: the first page comes from the route loader (server-rendered), further
 * pages from "Load more". `firstPage` null means the loader could not fetch it.
 */
export function LatestArticles({
  firstPage,
  categorySlug,
  hasPriorityImage = false,
}: {
  firstPage: ArticlePage | null
  categorySlug?: string
  hasPriorityImage?: boolean
}) {
  const { t } = useTranslation()
  if (!firstPage) return <ListNotice tone="error">{t('articles.listError')}</ListNotice>
  if (firstPage.items.length === 0) return <ListNotice>{t('articles.empty')}</ListNotice>
  return (
    <ArticlePages
      // Another list (a category, or newer articles after a revalidation) starts from its own first page.
      key={`${categorySlug ?? ''}/${firstPage.items[0]?.id ?? ''}`}
      firstPage={firstPage}
      categorySlug={categorySlug}
      hasPriorityImage={hasPriorityImage}
    />
  )
}

function ArticlePages({
  firstPage,
  categorySlug,
  hasPriorityImage,
}: {
  firstPage: ArticlePage
  categorySlug?: string
  hasPriorityImage: boolean
}) {
  const { t } = useTranslation()
  const pages = useArticlePages(firstPage, categorySlug)
  const articles = sortArticles(pages.articles)
  return (
    <div className="flex flex-col gap-8">
      <ArticleGrid articles={articles} hasPriorityImage={hasPriorityImage} />
      {pages.hasFailed && <ListNotice tone="error">{t('articles.listError')}</ListNotice>}
      {pages.hasMore && (
        <Button
          variant="secondary"
          className="self-center px-6 py-3"
          onClick={() => void pages.loadMore()}
          disabled={pages.isLoading}
        >
          {pages.isLoading ? t('articles.loadingMore') : t('articles.loadMore')}
        </Button>
      )}
    </div>
  )
}
