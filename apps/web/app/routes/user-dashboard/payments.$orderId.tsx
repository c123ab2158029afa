import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { paths } from '#app/config/paths'
import { PaymentReceipt } from '#app/features/payment-history/components/payment-receipt'
import { privatePageMeta } from '#app/lib/meta'
import { useSession } from '#app/lib/session-store'
import type { Route } from './+types/payments.$orderId'

export const meta = privatePageMeta((t) => t('paymentHistory.receiptHeading'))

/** The printable receipt of one of the user's completed payments. */
export default function PaymentReceiptPage({ params }: Route.ComponentProps) {
  // The layout renders this only with a session.
  const username = useSession()?.username ?? ''
  return (
    <DashboardSection titleKey="paymentHistory.receiptHeading">
      <PaymentReceipt
        key={params.orderId}
        orderId={params.orderId}
        backTo={paths.userDashboard.payments}
        username={username}
      />
    </DashboardSection>
  )
}
