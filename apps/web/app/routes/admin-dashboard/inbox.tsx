import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { ContactInbox } from '#app/features/contact/components/contact-inbox'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('inbox.heading'))

export default function AdminInboxPage() {
  return (
    <DashboardSection titleKey="inbox.heading">
      <ContactInbox />
    </DashboardSection>
  )
}
