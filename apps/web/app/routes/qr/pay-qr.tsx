import { useCallback } from 'react'
import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { redirect, useSearchParams } from 'react-router'
import { paths } from '#app/config/paths'
import { ensurePiSession } from '#app/lib/pi-auth/sign-in-with-pi'
import { PayQrFlow } from '#app/features/payments/components/pay-qr-flow'
import { SpinnerIcon } from '#app/components/ui/status-icons'
import { pageMeta } from '#app/lib/meta'
import { usePublicConfig } from '#app/lib/public-config'
import { useHydrated } from '#app/lib/use-hydrated'
import type { Route } from './+types/pay-qr'
import { QueryProvider } from '#app/lib/query-client'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

// The phone-side payment page only makes sense with the order from the desktop's QR.
export function loader({ request }: Route.LoaderArgs) {
  if (!new URL(request.url).searchParams.get('paymentId')) throw redirect(paths.home)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('purchase.handoffTitle')),
  { name: 'robots', content: 'noindex' },
]

export default function PayQrPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const paymentId = searchParams.get('paymentId') ?? ''
  const { piSandbox } = usePublicConfig()
  const isHydrated = useHydrated()
  const authenticate = useCallback(() => ensurePiSession(piSandbox), [piSandbox])

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('purchase.handoffTitle')}
      </h1>
      {isHydrated ? (
        <QueryProvider>
          <PayQrFlow key={paymentId} paymentId={paymentId} authenticate={authenticate} piSandbox={piSandbox} />
        </QueryProvider>
      ) : (
        <p className="mt-8 flex items-center gap-3 text-lg text-slate-800">
          <SpinnerIcon />
          {t('purchase.handoffSigningIn')}
        </p>
      )}
    </section>
  )
}
