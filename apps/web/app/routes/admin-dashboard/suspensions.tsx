import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { SuspensionAdmin } from '#app/features/suspensions/components/suspension-admin'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('suspensions.heading'))

/** Suspending a maker with a reason, lifting it, and every account suspended now. */
export default function AdminSuspensionsPage() {
  return (
    <DashboardSection titleKey="suspensions.heading">
      <SuspensionAdmin />
    </DashboardSection>
  )
}
