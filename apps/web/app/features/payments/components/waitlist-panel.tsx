import { loadAppStrings, useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/lib/cn'
import { formatHeldUntil } from '#app/lib/format'
import type { SliderRef } from '../utils/slider-ref'
import { useWaitlistPlace, type WaitlistState } from '../hooks/use-waitlist-place'

// Loaded on demand (only a full slider shows it): the signed-in screens' strings come with it.
await loadAppStrings()

/**
 * A full slider's waiting line: 'Notify me when a slot frees', then the user's place and
 * 'Leave the line'; while a slot is held for them, until when, and `onBuy` (when given) to buy it.
 * Every change is announced to screen readers (a polite live region).
 */
export function WaitlistPanel({
  waitlist,
  onBuy,
  className,
}: {
  waitlist: WaitlistState
  onBuy?: () => void
  className?: string
}) {
  const { t, i18n } = useTranslation()
  const { place, isHolding, isBusy, notice } = waitlist
  const until = place?.heldUntil ? formatHeldUntil(place.heldUntil, i18n.language) : ''
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="waitlist">
      <div aria-live="polite" className="text-sm text-slate-700">
        {place === undefined ? <p>{t('waitlist.loading')}</p> : null}
        {place && isHolding ? (
          <p className="font-semibold text-emerald-800" data-testid="waitlist-held">
            {t('waitlist.held', { until })}
          </p>
        ) : null}
        {place && !isHolding ? (
          <p data-testid="waitlist-position">{t('waitlist.position', { position: place.position })}</p>
        ) : null}
        {notice ? (
          <p className={notice.tone === 'error' ? 'text-rose-700' : 'text-slate-700'} data-testid="waitlist-notice">
            {t(notice.key)}
          </p>
        ) : null}
      </div>
      {/* One button from the server's HTML to the answer: disabled while the place is read, never swapped. */}
      {place == null ? (
        <Button
          onClick={() => void waitlist.join()}
          disabled={isBusy || place === undefined}
          aria-busy={isBusy || undefined}
          data-testid="waitlist-join"
        >
          {isBusy ? t('waitlist.joining') : t('waitlist.join')}
        </Button>
      ) : null}
      {place && isHolding && onBuy ? (
        <Button onClick={onBuy} data-testid="waitlist-buy">
          {t('waitlist.buy')}
        </Button>
      ) : null}
      {place ? (
        <Button
          variant="secondary"
          onClick={() => void waitlist.leave()}
          disabled={isBusy}
          data-testid="waitlist-leave"
        >
          {t('waitlist.leave')}
        </Button>
      ) : null}
    </div>
  )
}

/** The panel with its own state, for the advertise page (lazy-loaded where a slider is full). */
export function WaitlistButton({
  slider,
  onBuy,
  className,
}: {
  slider: SliderRef
  onBuy?: () => void
  className?: string
}) {
  const waitlist = useWaitlistPlace(slider)
  return <WaitlistPanel waitlist={waitlist} {...(onBuy ? { onBuy } : {})} {...(className ? { className } : {})} />
}
