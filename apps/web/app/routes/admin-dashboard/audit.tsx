import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { AuditTrail } from '#app/features/audit/components/audit-trail'
import { AdminVerificationForms } from '#app/features/verifications/components/admin-verification-forms'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('audit.heading'))

/** The audit trail, and the verified-maker actions it records (granted or revoked by hand, by an admin). */
export default function AdminAuditPage() {
  return (
    <div className="flex flex-col gap-12">
      <DashboardSection titleKey="audit.heading">
        <AuditTrail />
      </DashboardSection>
      <DashboardSection titleKey="adminVerification.heading">
        <AdminVerificationForms />
      </DashboardSection>
    </div>
  )
}
