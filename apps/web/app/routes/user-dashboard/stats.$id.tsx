import { useLocation } from 'react-router'
import { paths } from '#app/config/paths'
import { ArticleStatsView } from '#app/features/stats/components/article-stats-view'
import { privatePageMeta } from '#app/lib/meta'
import type { Route } from './+types/stats.$id'

export const meta = privatePageMeta((t) => t('stats.articleHeading'))

/** One article's campaign stats (its owner, or any admin under /admin-dashboard). */
export default function ArticleStatsPage({ params }: Route.ComponentProps) {
  const isAdmin = useLocation().pathname.startsWith(paths.adminDashboard.root)
  return (
    // The view heads the page with the article's title, once its figures name it.
    <ArticleStatsView
      key={params.id}
      articleId={Number(params.id)}
      backTo={isAdmin ? paths.adminDashboard.stats : paths.userDashboard.stats}
    />
  )
}
