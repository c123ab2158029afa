import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '#app/components/ui/link'
import { StatusBanner } from '#app/components/ui/status-banner'
import { languagePath, paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'

/** How long 'You need to subscribe...' shows before the redirect to /advertise. */
export const SUBSCRIBE_REDIRECT_MS = 3000

/**
 * 'You need to subscribe to create an article. Redirecting to subscription page...', then /advertise
 * after 3 s; the link goes there at once (and is there for whoever needs more than 3 s to read).
 */
export function SubscribeRedirect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const plans = languagePath(i18n.language, paths.advertise)

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(plans), SUBSCRIBE_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, plans])

  return (
    <StatusBanner tone="info" className={className} data-testid="subscribe-redirect">
      <p>{t('dashboardLists.subscribeRedirect')}</p>
      <Link to={paths.advertise} className="mt-2 inline-block font-semibold underline">
        {t('editor.messages.goToAdvertise')}
      </Link>
    </StatusBanner>
  )
}
