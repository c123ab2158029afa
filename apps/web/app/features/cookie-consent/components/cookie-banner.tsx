import { useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { Link } from 'react-router'
import { Button } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { useHydrated } from '#app/lib/use-hydrated'

/** localStorage key and value of a given consent (spec section 3). */
export const COOKIE_CONSENT_KEY = 'cookie_consent'
export const COOKIE_CONSENT_ACCEPTED = 'accepted'

function hasStoredConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED
  } catch {
    return false
  }
}

/**
 * Shown until the visitor accepts. Rendered only after hydration: the server cannot read
 * localStorage, and rendering it there would flash it (or break hydration) for those who accepted.
 * It brings its own fixed box, so its arrival moves nothing else. `isRaised` keeps it above the
 * simulator badge, which holds the bottom corner. It stacks under the fixed navigation bar (z-40),
 * so the open mobile menu and its links are never covered by it (issue 17).
 */
export function CookieBanner({ isRaised = false }: { isRaised?: boolean }) {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  const [isAccepted, setIsAccepted] = useState(false)

  if (!isHydrated || isAccepted || hasStoredConsent()) return null

  function handleAccept() {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED)
    } catch {
      // storage blocked: hide for this page view anyway
    }
    setIsAccepted(true)
  }

  return (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 z-30 flex justify-end p-3 print:hidden',
        isRaised ? 'bottom-9' : 'bottom-0',
      )}
    >
      <section
        aria-label={t('cookies.label')}
        className="pointer-events-auto w-full rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-lg backdrop-blur sm:max-w-md"
        data-testid="cookie-banner"
      >
        <p className="text-sm text-slate-700">
          {t('cookies.message')}{' '}
          <Link to={paths.cookiePolicy} className="font-medium text-violet-700 underline underline-offset-2">
            {t('cookies.learnMore')}
          </Link>
        </p>
        <div className="mt-3 flex justify-end">
          <Button onClick={handleAccept}>{t('cookies.accept')}</Button>
        </div>
      </section>
    </div>
  )
}
