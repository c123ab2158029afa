import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { useTranslation } from '#app/lib/i18n'
import { useSession } from '#app/lib/session-store'
import { myCreditsQuery } from '../api/get-my-credits'
import { SubscribeRedirect } from './subscribe-redirect'

/**
 * The create-article form only for whoever may create an article: an admin, or a user with an unused
 * publication credit (GET /api/credits/me). Others get the subscribe message and /advertise before
 * any field, so nothing is typed or uploaded for a Submit the server would refuse (402).
 */
export function PublicationCreditGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const isAdmin = useSession()?.role === 'ADMIN'
  const credits = useQuery({ ...myCreditsQuery(), enabled: !isAdmin })
  // Decided once: saving a new draft spends the credit and refetches this read, and the form being
  // written must not give way to the subscribe message then.
  const [isOpen, setOpen] = useState(isAdmin)
  const hasCredit = credits.data ? credits.data.unlimited || credits.data.available > 0 : false
  // A failed read refuses nothing: the server still checks the credit when the article is created.
  if (!isOpen && (hasCredit || credits.isError)) setOpen(true)

  if (isOpen || hasCredit || credits.isError) return children
  return (
    <DashboardSection titleKey="dashboard.createArticleHeading" className="mx-auto w-full max-w-4xl">
      {credits.isPending ? (
        <p role="status" className="text-slate-500">
          {t('dashboardLists.checkingCredit')}
        </p>
      ) : (
        <SubscribeRedirect />
      )}
    </DashboardSection>
  )
}
