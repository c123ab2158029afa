import { type ReactNode, useEffect } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { useNavigate } from 'react-router'
import { Link } from '#app/components/ui/link'
import type { StoredSession } from '@spotlight/shared/schemas/auth'
import { buttonClasses } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { usePhoneSignIn } from '#app/lib/pi-auth/use-phone-sign-in'
import { ApiError } from '#app/lib/api-client'
import { useSessionLink } from '../api/get-session-link'
import { useSyncSessionLink } from '../api/sync-session-link'
import { PairingCodeForm } from './pairing-code-form'
import { StatusLine } from '#app/components/ui/status-line'
import { CautionIcon, ErrorIcon, SpinnerIcon, SuccessIcon } from '#app/components/ui/status-icons'

/** After "Session synced!" the phone goes home, leaving time to read the message. */
export const SYNCED_REDIRECT_MS = 2000

/**
 * The phone side of QR sign-in (docs/architecture.md, "A QR sign-in"): sign in with Pi, show what
 * is about to be signed in (the desktop's browser and network) and ask for the desktop's pairing code,
 * then hand the session to the desktop. Nothing here says the desktop is signed in before that.
 * Browser only.
 */
export function LoginQrFlow({ code, authenticate }: { code: string; authenticate: () => Promise<StoredSession> }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const auth = usePhoneSignIn(authenticate)
  const linkQuery = useSessionLink(code, { enabled: auth.status === 'ready' })
  const sync = useSyncSessionLink()

  useEffect(() => {
    if (!sync.isSuccess) return
    const timer = window.setTimeout(() => void navigate(paths.home), SYNCED_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [sync.isSuccess, navigate])

  if (auth.status === 'pending') return <Status icon={<SpinnerIcon />}>{t('qrLogin.authenticating')}</Status>
  if (auth.status === 'needs-pi-browser') {
    return <Status icon={<CautionIcon />}>{t('qrLogin.openInPiBrowser')}</Status>
  }
  if (auth.status === 'failed') {
    return (
      <Status icon={<ErrorIcon />} isAlert action={<HomeLink />}>
        {t('qrLogin.authFailed')}
      </Status>
    )
  }

  if (sync.isPending) return <Status icon={<SpinnerIcon />}>{t('qrLogin.syncing')}</Status>
  if (sync.isSuccess) {
    return (
      <Status icon={<SuccessIcon />} action={<HomeLink />}>
        {t('qrLogin.synced')}
      </Status>
    )
  }
  // A wrong pairing code keeps the form, with the server's refusal; any other failure is final.
  const isMismatch = sync.error instanceof ApiError && sync.error.code === 'SESSION_LINK_PAIRING_MISMATCH'
  if (sync.isError && !isMismatch) {
    return (
      <Status icon={<ErrorIcon />} isAlert action={<HomeLink />}>
        {t('qrLogin.syncFailed')} {linkErrorMessage(sync.error, t) ?? ''}
      </Status>
    )
  }

  if (linkQuery.isPending) return <Status icon={<SpinnerIcon />}>{t('qrLogin.checking')}</Status>
  if (linkQuery.isError) {
    return (
      <Status icon={<ErrorIcon />} isAlert action={<HomeLink />}>
        {linkErrorMessage(linkQuery.error, t) ?? t('qrLogin.linkFailed')}
      </Status>
    )
  }

  const link = linkQuery.data
  return (
    <section
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="qr-confirm-title"
      data-testid="qr-confirm"
    >
      <h2 id="qr-confirm-title" className="text-xl font-semibold text-slate-900">
        {t('qrLogin.confirmTitle')}
      </h2>
      <p className="mt-2 text-slate-600">{t('qrLogin.confirmBody')}</p>
      <ul className="mt-4 space-y-1 text-slate-800">
        <li>
          {link.userAgentSummary
            ? t('qrLogin.desktopBrowser', { browser: link.userAgentSummary })
            : t('qrLogin.desktopBrowserUnknown')}
        </li>
        {link.network ? <li>{t('qrLogin.desktopNetwork', { network: link.network })}</li> : null}
        <li>{t('qrLogin.createdAt', { time: formatTime(link.createdAt, i18n.language) })}</li>
        <li>{t('qrLogin.account', { username: auth.session.username })}</li>
      </ul>
      <PairingCodeForm
        key={sync.submittedAt}
        refusal={isMismatch ? t('qrLogin.pairingCodeMismatch') : null}
        isPending={sync.isPending}
        onConfirm={(pairingCode) => sync.mutate({ code, pairingCode })}
        onCancel={() => void navigate(paths.home)}
      />
    </section>
  )
}

function Status({
  icon,
  isAlert = false,
  action,
  children,
}: {
  icon: ReactNode
  isAlert?: boolean
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mt-8 flex flex-col items-start gap-4">
      <StatusLine icon={icon} isAlert={isAlert} data-testid="login-qr-status">
        {children}
      </StatusLine>
      {action}
    </div>
  )
}

function HomeLink() {
  const { t } = useTranslation()
  return (
    <Link to={paths.home} className={buttonClasses('secondary')}>
      {t('common.backHome')}
    </Link>
  )
}

function linkErrorMessage(error: unknown, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'SESSION_LINK_EXPIRED') return t('qrLogin.linkExpired')
  if (error.code === 'SESSION_LINK_ALREADY_USED') return t('qrLogin.linkUsed')
  if (error.code === 'SESSION_LINK_PAIRING_LOCKED') return t('qrLogin.pairingCodeLocked')
  if (error.code === 'SESSION_LINK_NOT_FOUND' || error.code === 'VALIDATION_FAILED') return t('qrLogin.linkNotFound')
  return null
}

/** The local time the code was made (the phone and the desktop sit side by side, in one time zone). */
function formatTime(isoDateTime: string, language: string): string {
  const date = new Date(isoDateTime)
  if (Number.isNaN(date.getTime())) return isoDateTime
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date)
}
