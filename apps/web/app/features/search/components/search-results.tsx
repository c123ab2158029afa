import { useState } from 'react'
import { Link } from '#app/components/ui/link'
import type { SearchResult } from '@spotlight/shared/schemas/search'
import { buttonClasses } from '#app/components/ui/button'
import { useOneAtATime } from '#app/lib/use-one-at-a-time'
import type { SearchPage } from '../api/search-articles'
import { type ListedCategory, withCategoryNames } from '../category-names'
import { searchPath } from '../search-path'
import { SearchResultCard } from './search-result-card'

/**
 * The result cards and "More results". Without JavaScript that is a link to the next page; with it
 * the next page is fetched and appended here. Keyed by the caller on the query, so a new search
 * starts over.
 */
export function SearchResults({
  q,
  category,
  firstPage,
  categories = [],
  labels,
}: {
  q: string
  category: string | null
  firstPage: SearchPage
  /** The page's category list: names each appended card's category in the page's language. */
  categories?: readonly ListedCategory[]
  /** The page's words, resolved by its loader (see routes/public/search.tsx). */
  labels: { more: string; searching: string; failed: string }
}) {
  const [items, setItems] = useState<SearchResult[]>(firstPage.items)
  const [nextCursor, setNextCursor] = useState(firstPage.nextCursor)
  const [isLoading, setIsLoading] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  const oneAtATime = useOneAtATime()

  const loadMore = async () => {
    if (!nextCursor) return
    await oneAtATime(async () => {
      setIsLoading(true)
      setHasFailed(false)
      try {
        // The API's code comes with the first "More results": the first page is the loader's.
        const { searchArticles } = await import('../api/search-articles')
        const page = await searchArticles({ q, category, cursor: nextCursor })
        setItems((current) => [
          ...current,
          ...withCategoryNames(page.items, categories).filter((item) => !current.some((seen) => seen.id === item.id)),
        ])
        setNextCursor(page.nextCursor)
      } catch {
        setHasFailed(true)
      } finally {
        setIsLoading(false)
      }
    })
  }

  return (
    <>
      <ol className="grid gap-5 md:grid-cols-2" aria-busy={isLoading}>
        {items.map((item) => (
          <li key={item.id}>
            <SearchResultCard article={item} snippetHtml={item.snippet} />
          </li>
        ))}
      </ol>
      {hasFailed && (
        <p role="alert" className="mt-6 text-center text-sm text-red-700">
          {labels.failed}
        </p>
      )}
      {nextCursor && (
        <div className="mt-8 flex justify-center">
          <Link
            to={searchPath({ q, category, cursor: nextCursor })}
            className={buttonClasses('secondary')}
            onClick={(event) => {
              event.preventDefault()
              void loadMore()
            }}
            aria-disabled={isLoading}
            data-testid="search-more"
          >
            {isLoading ? labels.searching : labels.more}
          </Link>
        </div>
      )}
    </>
  )
}
