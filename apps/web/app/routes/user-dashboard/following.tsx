import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { FollowingPage } from '#app/features/follows/components/following-page'
import { MakerProfileForm } from '#app/features/makers/components/maker-profile-form'
import { VerificationPage } from '#app/features/verifications/components/verification-page'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('following.heading'))

/**
 * The makers and categories the signed-in account follows, then the account's own maker page
 * fields and the verification of its apps' addresses: one route for all three, as every route adds to
 * each public page's first load.
 */
export default function FollowingRoute() {
  return (
    <div className="flex flex-col gap-12">
      <DashboardSection titleKey="following.heading">
        <FollowingPage />
      </DashboardSection>
      <div id="maker-profile" className="scroll-mt-24">
        <DashboardSection titleKey="makerProfile.heading">
          <MakerProfileForm />
        </DashboardSection>
      </div>
      <div id="verification" className="scroll-mt-24">
        <DashboardSection titleKey="verification.heading">
          <VerificationPage />
        </DashboardSection>
      </div>
    </div>
  )
}
