import { useTranslation } from '#app/lib/i18n'

/**
 * The desktop's pairing code, large, for the phone's user to type: it proves they see this very
 * screen. Screen readers hear it digit by digit rather than as one number.
 */
export function PairingCodeDisplay({ code }: { code: string }) {
  const { t } = useTranslation()
  return (
    <div className="w-full max-w-md rounded-xl bg-violet-50 px-4 py-3 text-center" data-testid="qr-pairing">
      <p className="text-sm font-medium text-slate-700">{t('qrLogin.pairingCode')}</p>
      <p className="mt-1 font-mono text-4xl font-semibold tracking-[0.3em] text-slate-900">
        <span aria-hidden="true" data-testid="pairing-code">
          {code}
        </span>
        <span className="sr-only">{code.split('').join(' ')}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('qrLogin.pairingCodeDesktopHint')}</p>
    </div>
  )
}
