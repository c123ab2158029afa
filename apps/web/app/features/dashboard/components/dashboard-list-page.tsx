import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { privatePageMeta } from '#app/lib/meta'
import type { DashboardList } from '../api/dashboard-articles'
import { DashboardArticleList } from './dashboard-article-list'

/** Each list screen's heading (spec section 2), also its page title. */
export const LIST_HEADINGS = {
  published: 'dashboard.myArticlesHeading',
  drafts: 'dashboard.draftsHeading',
  pending: 'dashboard.pendingHeading',
  rejected: 'dashboard.rejectedHeading',
} as const satisfies Record<DashboardList, string>

export const dashboardListMeta = (list: DashboardList) => privatePageMeta((t) => t(LIST_HEADINGS[list]))

/** A dashboard list screen: its heading, then the list. */
export function DashboardListPage({ list }: { list: Exclude<DashboardList, 'published'> }) {
  return (
    <DashboardSection titleKey={LIST_HEADINGS[list]}>
      <DashboardArticleList list={list} />
    </DashboardSection>
  )
}
