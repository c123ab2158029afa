import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { FollowingPage } from '#app/features/follows/components/following-page'
import { MakerProfileForm } from '#app/features/makers/components/maker-profile-form'
import { VerificationPage } from '#app/features/verifications/components/verification-page'
import { privatePageMeta } from '#app/lib/meta'
import { redirect } from 'react-router'
import type { Route } from './+types/following'

export const meta = privatePageMeta((t) => t('following.heading'))

/**
 * The follow confirmation's form, posted before the page's script ran (or without one). The session
 * is the browser's (a bearer token, never a cookie), so the server cannot follow for it: the reader is
 * sent back to the same confirmation (303), whose button follows once the page has loaded. Nothing
 * changes here.
 */
export function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`, 303)
}

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
