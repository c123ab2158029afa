import { useState } from 'react'
import { type ArticlePage, listArticles, listCategoryArticles } from '../api/list-articles'

/**
 * The pages of a public list: the first one the loader rendered, then one more per `loadMore`
 * ("Load more"). `slug` narrows to a category. Mount it with a `key` per list, so another list
 * starts from its own first page.
 */
export function useArticlePages(firstPage: ArticlePage, slug?: string) {
  const [pages, setPages] = useState<readonly ArticlePage[]>([firstPage])
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const cursor = pages.at(-1)?.nextCursor ?? null

  async function loadMore() {
    if (!cursor || state === 'loading') return
    setState('loading')
    try {
      const page = slug ? await listCategoryArticles(slug, { cursor }) : await listArticles({ cursor })
      // A list left meanwhile was unmounted (its key changed): React drops the update.
      setPages((known) => [...known, page])
      setState('idle')
    } catch (error) {
      console.warn('the next page of articles failed', error)
      setState('failed')
    }
  }

  return {
    articles: pages.flatMap((page) => page.items),
    hasMore: cursor !== null,
    isLoading: state === 'loading',
    hasFailed: state === 'failed',
    loadMore,
  }
}
