import type { RelatedArticle } from '@spotlight/shared/schemas/search'
import { PageHeader } from '#app/components/ui/page-header'
import { useTranslation } from '#app/lib/i18n'
import { SearchResultCard } from './search-result-card'

/** Up to three articles to read next, under an article (server-rendered; nothing when there are none). */
export function RelatedArticles({ articles }: { articles: RelatedArticle[] }) {
  const { t } = useTranslation()
  if (articles.length === 0) return null
  return (
    <section
      aria-labelledby="related-articles-heading"
      className="mx-auto mt-14 w-full max-w-5xl"
      data-testid="related-articles"
    >
      <PageHeader id="related-articles-heading" size="section" className="mb-5" title={t('search.related')} />
      <ul className="grid gap-5 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <SearchResultCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
