import { useTranslation } from '#app/lib/i18n'
import { useNavigate } from 'react-router'
import type { SessionUser } from '@spotlight/shared/schemas/auth'
import { Button } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { storeSession } from '#app/lib/session-store'
import { requestSessionCookie } from '#app/lib/session-cookie'
import { useDesktopSessionLink } from '../hooks/use-desktop-session-link'
import { PairingCodeDisplay } from './pairing-code-display'
import type { LiveChannelFactory } from '../utils/live-channel'
import { QR_SIZE, QrCodeImage } from '#app/components/ui/qr-code-image'
import { ErrorIcon, PhoneIcon, SpinnerIcon, SuccessIcon } from '#app/components/ui/status-icons'

/** `{publicUrl}/login-qr?code=…`: the code only, never the secret. */
export function loginQrUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}${paths.loginQr}?code=${encodeURIComponent(code)}`
}

/** The role's dashboard, where a desktop QR sign-in lands. */
export const dashboardFor = (user: Pick<SessionUser, 'role'>) =>
  user.role === 'ADMIN' ? paths.adminDashboard.root : paths.userDashboard.root

/**
 * The desktop's QR code and manual link, and the wait for the phone. When the
 * phone confirms, the session it hands over is stored and the user lands on
 * their dashboard. `createChannel` is the live channel (tests pass a fake).
 */
export function SessionQrPanel({
  publicUrl,
  createChannel,
}: {
  publicUrl: string
  createChannel?: LiveChannelFactory
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { state, retry } = useDesktopSessionLink({
    onUser: (user) => {
      storeSession(user)
      void requestSessionCookie(user.accessToken)
      void navigate(dashboardFor(user), { replace: true })
    },
    createChannel,
  })

  if (state.status === 'error') {
    return (
      <div className="mt-8 flex flex-col items-start gap-4" role="alert">
        <p className="flex items-center gap-2 text-red-700">
          <ErrorIcon />
          {t('qrLogin.createFailed')}
        </p>
        <Button onClick={retry}>{t('qrLogin.retry')}</Button>
      </div>
    )
  }

  const link = state.status === 'waiting' ? state.link : null
  const url = link ? loginQrUrl(publicUrl, link.code) : null

  return (
    <div className="mt-8 flex flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {url ? (
        <QrCodeImage value={url} />
      ) : (
        <div className="animate-pulse rounded-lg bg-slate-100" style={{ width: QR_SIZE, height: QR_SIZE }} />
      )}

      <p role="status" aria-live="polite" className="flex items-center gap-2 text-slate-700" data-testid="qr-status">
        {state.status === 'signed-in' ? <SuccessIcon /> : link ? <PhoneIcon /> : <SpinnerIcon />}
        {state.status === 'signed-in' ? t('qrLogin.signedIn') : link ? t('qrLogin.waiting') : t('qrLogin.creating')}
      </p>
      {link && <PairingCodeDisplay code={link.pairingCode} />}
      {state.status === 'waiting' && state.isPolling && (
        <p className="text-center text-sm text-slate-500" data-testid="qr-polling">
          {t('qrLogin.polling')}
        </p>
      )}

      <div className="w-full max-w-md text-center">
        <p className="text-sm font-medium text-slate-600">{t('qrLogin.manualLabel')}</p>
        {url ? (
          <a
            href={url}
            className="mt-1 block text-sm break-all text-violet-700 underline hover:text-violet-900"
            data-testid="manual-login-link"
          >
            {url}
          </a>
        ) : (
          <p className="mt-1 text-sm text-slate-400">…</p>
        )}
        <p className="mt-4 text-sm text-slate-500">{t('qrLogin.steps')}</p>
      </div>
    </div>
  )
}
