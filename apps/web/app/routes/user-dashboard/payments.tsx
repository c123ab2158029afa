import { DashboardSection } from '#app/components/layouts/dashboard-section'
import { paths } from '#app/config/paths'
import { PaymentList } from '#app/features/payment-history/components/payment-list'
import { useTranslation } from '#app/lib/i18n'
import { privatePageMeta } from '#app/lib/meta'

export const meta = privatePageMeta((t) => t('paymentHistory.heading'))

/** Every order of the signed-in user, newest first; completed ones open their receipt. */
export default function PaymentsPage() {
  const { t } = useTranslation()
  return (
    <DashboardSection titleKey="paymentHistory.heading">
      <p className="-mt-3 mb-6 text-slate-600">{t('paymentHistory.intro')}</p>
      <PaymentList receiptPath={paths.userDashboard.receipt} />
    </DashboardSection>
  )
}
