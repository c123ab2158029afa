import { useEffect } from 'react'
import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { useNavigate } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { paths } from '#app/config/paths'
import { SessionQrPanel } from '#app/features/qr-login/components/session-qr-panel'
import { privatePageMeta } from '#app/lib/meta'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { useHydrated } from '#app/lib/use-hydrated'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

export const meta = privatePageMeta((t) => t('qrLogin.sessionQrTitle'))

// The desktop's QR sign-in page: browser only; the Pi Browser signs in by itself, so it goes home.
export default function SessionQrPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { publicUrl } = usePublicConfig()
  const isHydrated = useHydrated()
  const isInPiBrowser = isHydrated && isPiBrowser()

  useEffect(() => {
    if (isInPiBrowser) void navigate(paths.home, { replace: true })
  }, [isInPiBrowser, navigate])

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="page-title">
      <PageHeader id="page-title" title={t('qrLogin.sessionQrTitle')} intro={t('qrLogin.sessionQrIntro')} />
      {isHydrated && !isInPiBrowser ? (
        <SessionQrPanel publicUrl={publicUrl || window.location.origin} />
      ) : (
        <div className="mt-8 flex justify-center rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="h-64 w-64 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
        </div>
      )}
    </section>
  )
}
