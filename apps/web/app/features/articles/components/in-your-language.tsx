import { Link } from '#app/components/ui/link'
import { loadReaderStrings, useTranslation } from '#app/lib/i18n'
import type { ArticleCardData } from './article-card'
import { ArticleGrid } from './article-grid'
import { listHref } from './language-filter'

// Its words arrive with its code, after the page's first load (the first-load budget), as the filter's.
await loadReaderStrings()

/**
 * The reader's language first: on a page in a language other than the site's default, its newest
 * articles in that language come above the list of every language, with a link to all of them
 * ("Only in ..."). Nothing when there are none: most articles are in the default language.
 */
export function InYourLanguage({
  path,
  articles,
  hasPriorityImage = false,
  placement,
}: {
  path: string
  /** Where the campaign stats count its cards: the list it stands above. */
  placement: 'LIST' | 'CATEGORY'
  articles: readonly ArticleCardData[]
  /** Its first card's image is the page's first visible one. */
  hasPriorityImage?: boolean
}) {
  const { t, i18n } = useTranslation()
  if (articles.length === 0) return null
  return (
    <section aria-labelledby="in-your-language-heading" className="mb-10" data-stat-placement={placement}>
      <h2 id="in-your-language-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
        {t('languageFilter.firstHeading')}
      </h2>
      <ArticleGrid articles={articles} hasPriorityImage={hasPriorityImage} />
      <p className="mt-4">
        <Link
          to={listHref(path, { language: i18n.language })}
          className="font-semibold text-violet-800 underline underline-offset-2 hover:text-violet-900"
        >
          {t('languageFilter.seeAll')}
        </Link>
      </p>
    </section>
  )
}
