import type { ReactNode } from 'react'
import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { privatePageMeta } from '#app/lib/meta'
import type { DashboardList } from '../api/list-dashboard-articles'
import { DashboardArticleList } from './dashboard-article-list'

/** Each list screen's heading, also its page title. */
export const LIST_HEADINGS = {
  published: 'dashboard.myArticlesHeading',
  drafts: 'dashboard.draftsHeading',
  pending: 'dashboard.pendingHeading',
  rejected: 'dashboard.rejectedHeading',
} as const satisfies Record<DashboardList, string>

export const dashboardListMeta = (list: DashboardList) => privatePageMeta((t) => t(LIST_HEADINGS[list]))

/** A dashboard list screen: its heading, an optional notice (what just happened), then the list. */
export function DashboardListPage({ list, notice }: { list: Exclude<DashboardList, 'published'>; notice?: ReactNode }) {
  return (
    <DashboardSection titleKey={LIST_HEADINGS[list]}>
      {notice}
      <DashboardArticleList list={list} />
    </DashboardSection>
  )
}
