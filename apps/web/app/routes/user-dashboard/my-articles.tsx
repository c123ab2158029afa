import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { privatePageMeta } from '#app/lib/meta'
import { MyArticlesList } from './+shared/my-articles-list'

export const meta = privatePageMeta((t) => t('dashboard.myArticlesHeading'))

export default function MyArticlesPage() {
  return (
    <DashboardSection titleKey="dashboard.myArticlesHeading">
      <MyArticlesList />
    </DashboardSection>
  )
}
