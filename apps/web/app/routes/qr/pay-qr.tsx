import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { PayQrFlow } from '#app/features/payments/components/pay-qr-flow'
import { privatePageMeta } from '#app/lib/meta'
import { PhonePage, requireSearchParam } from './+shared/phone-page'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

// The phone-side payment page only makes sense with the order from the desktop's QR.
export const loader = requireSearchParam('paymentId')

export const meta = privatePageMeta((t) => t('purchase.handoffTitle'))

export default function PayQrPage() {
  const { t } = useTranslation()
  return (
    <PhonePage title={t('purchase.handoffTitle')} waiting={t('purchase.handoffSigningIn')} param="paymentId">
      {({ value, authenticate, piSandbox }) => (
        <PayQrFlow key={value} paymentId={value} authenticate={authenticate} piSandbox={piSandbox} />
      )}
    </PhonePage>
  )
}
