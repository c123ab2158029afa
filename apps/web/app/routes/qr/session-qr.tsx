import { useEffect } from 'react'
import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { useNavigate } from 'react-router'
import { paths } from '#app/config/paths'
import { SessionQrPanel } from '#app/features/qr-login/components/session-qr-panel'
import { pageMeta } from '#app/lib/meta'
import { isPiBrowser } from '#app/lib/pi-sdk'
import { usePublicConfig } from '#app/lib/public-config'
import { useHydrated } from '#app/lib/use-hydrated'
import type { Route } from './+types/session-qr'

// Signed-in screens' strings are not in the public pages' catalogue: here before this renders.
await loadAppStrings()

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => t('pages.sessionQr')),
  { name: 'robots', content: 'noindex' },
]

// Spec "session-qr": browser only; the Pi Browser signs in by itself, so it goes home.
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
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('pages.sessionQr')}
      </h1>
      <p className="mt-3 text-lg text-slate-600">{t('pages.sessionQrIntro')}</p>
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
