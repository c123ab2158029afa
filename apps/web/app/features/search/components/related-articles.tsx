import type { RelatedArticle } from '@spotlight/shared/schemas/search'
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
      <h2 id="related-articles-heading" className="mb-5 text-xl font-bold tracking-tight text-slate-900">
        {t('search.related')}
      </h2>
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
