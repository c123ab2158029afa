import { data, useNavigation } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { categoryName, menuEntry } from '#app/lib/category-name'
import { hideUncategorised, listCategories } from '#app/lib/list-categories'
import type { SearchPage } from '#app/features/search/api/search-articles'
import { searchFromServer } from '#app/features/search/api/search-first-page.server'
import { withCategoryNames } from '#app/features/search/category-names'
import { SEARCH_PATH, searchPath } from '#app/features/search/search-path'
import { ApiError, pageLoadFailedStatus } from '#app/lib/api-client'
import { cn } from '#app/lib/cn'
import { deferHydration } from '#app/lib/defer-hydration'
import { getFixedT, languageFromMatches, plural, useTranslation } from '#app/lib/i18n'
import { LANGUAGES, type Language } from '#app/lib/language'
import { seoMeta } from '#app/lib/meta'
import { serverCallOptions } from '#app/lib/server-api.server'
import { settledValue } from '#app/lib/settled'
import type { Route } from './+types/search'

// The results are links, server-rendered in full: their cards' code (ratings, dates) hydrates once it
// has arrived, out of the page's first load; a tap on "More" before then is kept and replayed.
const SearchResults = await deferHydration(
  () => import('#app/features/search/components/search-results'),
  'SearchResults',
)

type Failure = 'invalid' | 'failed' | null

/**
 * The page's own words, in both languages (a switch needs no new request), resolved here on the
 * server: they live in the signed-in part of the catalogues, which public pages never download.
 */
function pageStrings(language: Language, q: string, page: SearchPage | null, cursor: string | null) {
  const t = getFixedT(language)
  const total = page?.total
  const heading = !q
    ? t('searchPage.title')
    : page && page.items.length === 0 && !cursor
      ? t('searchPage.none', { q })
      : typeof total === 'number'
        ? t(
            page?.moreThan
              ? 'searchPage.resultsMoreThan'
              : plural(language, total, { one: 'searchPage.resultsOne', other: 'searchPage.results' }),
            { n: total, q },
          )
        : t('searchPage.title')
  // Typo forgiveness: the results are those of the corrected words, and the page says so.
  const corrected =
    page?.corrected && page.items.length > 0 ? t('searchPage.corrected', { corrected: page.corrected }) : ''
  const keys = [
    'title',
    'browse',
    'searchAll',
    'all',
    'filter',
    'more',
    'searching',
    'prompt',
    'invalid',
    'failed',
  ] as const
  return { heading, corrected, ...Object.fromEntries(keys.map((key) => [key, t(`searchPage.${key}`)])) } as Record<
    'heading' | 'corrected' | (typeof keys)[number],
    string
  >
}

/** /search?q=&category=&cursor=: the results of GET /api/search, rendered on the server in full. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const q = (params.get('q') ?? '').trim()
  const category = params.get('category') || null
  const cursor = params.get('cursor') || null
  const options = serverCallOptions(context)
  const [categories, results] = await Promise.allSettled([
    listCategories(options),
    q ? searchFromServer({ q, category, cursor }, options) : Promise.resolve(null),
  ])
  let page: SearchPage | null = null
  let failure: Failure = null
  let status = 200
  const categoryList = settledValue(categories)
  const listed = categoryList ? hideUncategorised(categoryList).map(menuEntry) : []
  if (results.status === 'fulfilled')
    page = results.value && { ...results.value, items: withCategoryNames(results.value.items, listed) }
  else if (results.reason instanceof ApiError && results.reason.status === 400) failure = 'invalid'
  else {
    console.error('search loader failed', results.reason)
    failure = 'failed'
    // The page says the search failed; its status says so to crawlers too.
    status = pageLoadFailedStatus(results.reason)
  }
  const answer = {
    q,
    category,
    cursor,
    page,
    failure,
    categories: listed,
    strings: Object.fromEntries(
      LANGUAGES.map((language) => [language, pageStrings(language, q, page, cursor)]),
    ) as Record<Language, ReturnType<typeof pageStrings>>,
  }
  return data(answer, { status })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const strings = loaderData?.strings[languageFromMatches(matches)]
  const q = loaderData?.q
  const title = strings?.title ?? getFixedT(languageFromMatches(matches))('search.label')
  return seoMeta(matches, {
    title: q ? `${q} — ${title}` : title,
    description: strings?.prompt ?? title,
    path: SEARCH_PATH,
    // Result pages are endless variations of the site's own content: kept out of search engines.
    noIndex: true,
  })
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { q, category, cursor, page, failure, categories } = loaderData
  const s = loaderData.strings[i18n.language]
  const navigation = useNavigation()
  const isSearching = navigation.state === 'loading' && navigation.location.pathname === SEARCH_PATH
  const hasResults = page !== null && page.items.length > 0

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Form method="get" action={SEARCH_PATH} role="search" aria-label={t('search.pageForm')} className="flex gap-3">
        <label htmlFor="search-page-q" className="sr-only">
          {t('search.label')}
        </label>
        <input
          key={q}
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          required
          placeholder={t('search.label')}
          className="h-12 w-full rounded-full border border-slate-300 bg-white px-5 text-base text-slate-900 placeholder:text-slate-500 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none"
          data-testid="search-page-field"
        />
        {category && <input type="hidden" name="category" value={category} />}
        {/* Its label on one line: Chinese breaks between any two characters, and the field takes the room. */}
        <button type="submit" className={buttonClasses('primary', 'shrink-0 rounded-full px-6 whitespace-nowrap')}>
          {t('search.label')}
        </button>
      </Form>

      <h1 className="mt-8 text-2xl font-bold tracking-tight text-slate-900" data-testid="search-heading">
        {s.heading}
      </h1>
      <p role="status" className={cn('mt-2 text-sm text-slate-600', !isSearching && 'sr-only')}>
        {isSearching ? s.searching : ''}
      </p>

      {/* With no results the categories are listed once, below, as places to browse instead. */}
      {hasResults && categories.length > 0 && (
        <nav aria-label={s.filter} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {[{ slug: null, name: s.all }, ...categories].map((chip) => {
              const isCurrent = chip.slug === category
              return (
                <li key={chip.slug ?? 'all'}>
                  <Link
                    to={searchPath({ q, category: chip.slug })}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      'inline-block rounded-full border px-3 py-1 text-sm',
                      isCurrent
                        ? 'border-violet-700 bg-violet-700 text-white'
                        : 'border-slate-300 bg-white text-slate-700 hover:border-violet-400',
                    )}
                  >
                    {categoryName(chip, i18n.language)}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      )}

      <div className={cn('mt-8', isSearching && 'opacity-60')} aria-busy={isSearching}>
        {!q && <p className="text-slate-600">{s.prompt}</p>}
        {failure && (
          <p role="alert" className="text-red-700">
            {failure === 'invalid' ? s.invalid : s.failed}
          </p>
        )}
        {s.corrected && (
          <p className="mb-5 text-slate-700" data-testid="search-corrected">
            {s.corrected}
          </p>
        )}
        {hasResults && (
          <SearchResults
            key={`${q}\n${category ?? ''}\n${cursor ?? ''}`}
            q={q}
            category={category}
            firstPage={page}
            categories={categories}
            labels={{ more: s.more, searching: s.searching, failed: s.failed }}
          />
        )}
        {page && page.items.length === 0 && categories.length > 0 && (
          <section aria-labelledby="search-browse" data-testid="search-empty">
            <h2 id="search-browse" className="text-lg font-semibold text-slate-800">
              {s.browse}
            </h2>
            {category && (
              <p className="mt-3">
                <Link
                  to={searchPath({ q, category: null })}
                  className="text-violet-700 underline hover:text-violet-900"
                >
                  {s.searchAll}
                </Link>
              </p>
            )}
            <ul className="mt-4 flex flex-wrap gap-2">
              {categories.map((item) => (
                <li key={item.slug}>
                  <Link to={paths.category(item.slug)} className={buttonClasses('secondary', 'rounded-full')}>
                    {categoryName(item, i18n.language)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}
