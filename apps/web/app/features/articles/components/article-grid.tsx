import type { ReactNode } from 'react'
import { type ArticleCardData, ArticleCard } from './article-card'

export const CARD_GRID_COLUMNS = 'repeat(auto-fill, minmax(300px, 1fr))'

/** Cards in auto-fill columns at least 300 px wide. */
export function ArticleGrid({
  articles,
  hasPriorityImage = false,
  headingLevel,
  isPromoted = false,
}: {
  articles: readonly ArticleCardData[]
  /** Loads the first card's image eagerly and first (it is the page's first visible image). */
  hasPriorityImage?: boolean
  headingLevel?: 2 | 3
  /** Every card is a paid placement (the Featured grid): each carries the "Promoted" label. */
  isPromoted?: boolean
}) {
  return (
    <ul className="grid gap-6" style={{ gridTemplateColumns: CARD_GRID_COLUMNS }} data-testid="article-grid">
      {articles.map((article, index) => (
        <li key={article.id} className="flex min-w-0">
          <div className="flex w-full min-w-0 flex-col [&>article]:flex-1">
            <ArticleCard
              article={article}
              isPriority={hasPriorityImage && index === 0}
              headingLevel={headingLevel}
              isPromoted={isPromoted}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A message in place of a list (empty or failed), with an optional action. */
export function ListNotice({ tone = 'info', children }: { tone?: 'info' | 'error'; children: ReactNode }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
      {children}
    </p>
  ) : (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{children}</p>
  )
}
