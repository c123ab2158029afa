import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { CategoryAdmin } from '#app/features/category-admin/components/category-admin'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('dashboard.categoryFormHeading'))

/** Category form (admin): the form, then the list of categories. */
export default function AdminCategoryFormPage() {
  return (
    <DashboardSection titleKey="dashboard.categoryFormHeading">
      <CategoryAdmin />
    </DashboardSection>
  )
}
