import { useState } from 'react'
import { useOneAtATime } from '#app/lib/use-one-at-a-time'
import { listArticles } from '../api/list-articles'
import { listCategoryArticles } from '../api/list-category-articles'
import type { Language } from '@spotlight/shared/domain/languages'
import type { ArticleOrder, ArticlePage } from '../utils/article-page'

/**
 * The pages of a public list: the first one the loader rendered, then one more per `loadMore`
 * ("Load more"). `slug` narrows to a category, `language` to the articles written in it. Mount it
 * with a `key` per list, so another list starts from its own first page.
 */
export function useArticlePages(
  firstPage: ArticlePage,
  slug?: string,
  order: ArticleOrder = 'newest',
  language: Language | null = null,
) {
  const [pages, setPages] = useState<readonly ArticlePage[]>([firstPage])
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const cursor = pages.at(-1)?.nextCursor ?? null
  const oneAtATime = useOneAtATime()

  async function loadMore() {
    if (!cursor) return
    await oneAtATime(async () => {
      setState('loading')
      try {
        const page = slug
          ? await listCategoryArticles(slug, { cursor, order, language })
          : await listArticles({ cursor, language })
        // A list left meanwhile was unmounted (its key changed): React drops the update.
        setPages((known) => [...known, page])
        setState('idle')
      } catch (error) {
        console.warn('the next page of articles failed', error)
        setState('failed')
      }
    })
  }

  return {
    articles: pages.flatMap((page) => page.items),
    hasMore: cursor !== null,
    isLoading: state === 'loading',
    hasFailed: state === 'failed',
    loadMore,
  }
}
