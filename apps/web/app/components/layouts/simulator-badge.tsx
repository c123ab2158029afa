import { useTranslation } from '#app/lib/i18n'

/** Always visible while the Pi simulator is on, so nobody mistakes the demo wallet for real Pi. */
export function SimulatorBadge() {
  const { t } = useTranslation()
  return (
    <p
      title={t('simulator.title')}
      className="pointer-events-auto inline-flex items-center gap-2 self-start rounded-full bg-amber-100 px-3 py-1.5 text-xs font-semibold text-amber-900 shadow-md ring-1 ring-amber-300"
      data-testid="simulator-badge"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-500" />
      {t('simulator.badge')}
    </p>
  )
}
