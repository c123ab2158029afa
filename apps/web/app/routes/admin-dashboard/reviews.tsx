import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { BioQueue } from '#app/features/makers/components/bio-queue'
import { ReplyQueue } from '#app/features/reviews/components/reply-queue'
import { ReviewQueue } from '#app/features/reviews/components/review-queue'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('reviewAdmin.title'))

/** Readers' reviews, then the makers' replies and bios the scam screening holds, each with its findings. */
export default function AdminReviewsPage() {
  return (
    <div className="flex flex-col gap-12">
      <DashboardSection titleKey="reviewAdmin.title">
        <ReviewQueue />
      </DashboardSection>
      <DashboardSection titleKey="reviewAdmin.repliesTitle">
        <ReplyQueue />
      </DashboardSection>
      <DashboardSection titleKey="makerBioAdmin.title">
        <BioQueue />
      </DashboardSection>
    </div>
  )
}
