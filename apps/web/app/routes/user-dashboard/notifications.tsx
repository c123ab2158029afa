import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { NotificationsPage } from '#app/features/notifications/components/notifications-page'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('notifications.title'))

/** Every notification of the signed-in user; admins reach it too, from their bell. */
export default function NotificationsRoute() {
  return (
    <DashboardSection titleKey="notifications.title">
      <NotificationsPage />
    </DashboardSection>
  )
}
