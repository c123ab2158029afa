import { Link } from '#app/components/ui/link'
import type { RelatedArticle } from '@spotlight/shared/schemas/search'
import { paths } from '#app/config/paths'
import { categoryName } from '#app/lib/category-name'
import { formatPublishDate } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { RatingBadge } from '#app/components/rating/rating-badge'

/**
 * A search result or related article in the look of the site's article cards: title, the snippet
 * (HTML from the server: escaped text with only <mark> around the matched words) or the
 * description, app, company, category and date.
 */
export function SearchResultCard({
  article,
  snippetHtml,
  headingLevel = 2,
}: {
  article: RelatedArticle
  snippetHtml?: string
  headingLevel?: 2 | 3
}) {
  const { t, i18n } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `search-card-${article.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="search-result"
    >
      <Heading id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
        {/* The title and text in the article's language; the rest of the card in the page's. */}
        <Link to={paths.article(article.id)} className="rounded hover:text-violet-800 hover:underline">
          <span lang={article.language}>{article.title}</span>
        </Link>
      </Heading>
      {snippetHtml ? (
        <p
          lang={article.language}
          className="text-sm text-slate-600 [&_mark]:rounded [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-slate-900"
          dangerouslySetInnerHTML={{ __html: snippetHtml }}
          data-testid="search-snippet"
        />
      ) : (
        <p lang={article.language} className="line-clamp-3 text-sm text-slate-600">
          {article.description}
        </p>
      )}
      <RatingBadge rating={article.rating} />
      <p className="mt-auto flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        <span className="font-medium text-slate-700">{article.app}</span>
        <span aria-hidden="true">·</span>
        <span>{t('articles.by', { company: article.company })}</span>
        {article.category && (
          <>
            <span aria-hidden="true">·</span>
            <Link to={paths.category(article.category.slug)} className="hover:underline">
              {categoryName(article.category, i18n.language)}
            </Link>
          </>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate, i18n.language)}</time>
      </p>
    </article>
  )
}
