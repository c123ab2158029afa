import type { Language } from '@spotlight/shared/domain/languages'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { type ArticleOrder, type ArticlePage, sortArticles } from '../utils/article-page'
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
  order = 'newest',
  language = null,
}: {
  firstPage: ArticlePage | null
  categorySlug?: string
  hasPriorityImage?: boolean
  /** "Top rated" comes ranked by the server: kept as it is, not sorted by date. */
  order?: ArticleOrder
  /** Only the articles written in this language ("Only in ..."): further pages keep it. */
  language?: Language | null
}) {
  const { t } = useTranslation()
  if (!firstPage) return <ListNotice tone="error">{t('articles.listError')}</ListNotice>
  if (firstPage.items.length === 0) return <ListNotice>{t('articles.empty')}</ListNotice>
  return (
    <ArticlePages
      // Another list (a category, or newer articles after a revalidation) starts from its own first page.
      key={`${categorySlug ?? ''}/${order}/${language ?? ''}/${firstPage.items[0]?.id ?? ''}`}
      firstPage={firstPage}
      categorySlug={categorySlug}
      hasPriorityImage={hasPriorityImage}
      order={order}
      language={language}
    />
  )
}

function ArticlePages({
  firstPage,
  categorySlug,
  hasPriorityImage,
  order,
  language,
}: {
  firstPage: ArticlePage
  categorySlug?: string
  hasPriorityImage: boolean
  order: ArticleOrder
  language: Language | null
}) {
  const { t } = useTranslation()
  const pages = useArticlePages(firstPage, categorySlug, order, language)
  const articles = order === 'top' ? pages.articles : sortArticles(pages.articles)
  return (
    <div className="flex flex-col gap-8">
      <ArticleGrid articles={articles} hasPriorityImage={hasPriorityImage} />
      {pages.hasFailed && <ListNotice tone="error">{t('articles.listError')}</ListNotice>}
      {pages.hasMore && (
        <Button
          variant="secondary"
          size="wide"
          className="self-center"
          onClick={() => void pages.loadMore()}
          disabled={pages.isLoading}
        >
          {pages.isLoading ? t('articles.loadingMore') : t('articles.loadMore')}
        </Button>
      )}
    </div>
  )
}
