import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { LoginQrFlow } from '#app/features/qr-login/components/login-qr-flow'
import { privatePageMeta } from '#app/lib/meta'
import { PhonePage, requireSearchParam } from './+shared/phone-page'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

// The phone-side page only makes sense with the code from the desktop's QR.
export const loader = requireSearchParam('code')

export const meta = privatePageMeta((t) => t('qrLogin.loginQrTitle'))

export default function LoginQrPage() {
  const { t } = useTranslation()
  return (
    // 'Signed in as …' before the user confirms would read as the desktop being signed in already.
    <PhonePage
      title={t('qrLogin.loginQrTitle')}
      waiting={t('qrLogin.authenticating')}
      param="code"
      announceSignIn={false}
    >
      {({ value, authenticate }) => <LoginQrFlow key={value} code={value} authenticate={authenticate} />}
    </PhonePage>
  )
}
