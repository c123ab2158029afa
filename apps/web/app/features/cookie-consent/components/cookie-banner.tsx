import { type FormEvent, useCallback, useState } from 'react'
import { useTranslation } from '#app/lib/i18n'
import { Link } from '#app/components/ui/link'
import { Button } from '#app/components/ui/button'
import { paths } from '#app/config/paths'
import { cn } from '#app/lib/cn'
import { type ConsentChoice, readConsent, storeConsent } from '#app/lib/cookie-consent'
import { useHydrated } from '#app/lib/use-hydrated'

/**
 * Shown until the visitor accepts or rejects; either choice is stored and hides it for good.
 * Rendered only after hydration: the server cannot read localStorage, and rendering it there would
 * flash it (or break hydration) for those who chose. It brings its own fixed box, so its arrival
 * moves nothing else. `isRaised` keeps it above the simulator badge, which holds the bottom corner
 * (and both above the docked mini player's tray, `--mini-dock-offset`). It stacks under the fixed navigation
 * bar (z-40), so the open mobile menu and its links are never covered by it. The choices are the
 * submit buttons of one form: a submit is the control a tap before the page's scripts run is
 * replayed to.
 */
export function CookieBanner({ isRaised = false }: { isRaised?: boolean }) {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  // Its box's height, raised over the badge or not, reserved at the page's foot while it shows (app.css).
  const reserveSpace = useCallback(
    (box: HTMLDivElement | null) => reserveFootSpace(box, isRaised ? '2.25rem' : '0px'),
    [isRaised],
  )

  if (!isHydrated || choice || readConsent()) return null

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const chosen: ConsentChoice = submitter?.getAttribute('value') === 'accepted' ? 'accepted' : 'rejected'
    storeConsent(chosen)
    setChoice(chosen)
  }

  return (
    <div
      ref={reserveSpace}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-30 flex justify-end p-3 print:hidden',
        isRaised ? 'bottom-[calc(2.25rem+var(--mini-dock-offset,0px))]' : 'bottom-[var(--mini-dock-offset,0px)]',
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
        {/* Equal weight: refusing is as easy as accepting. Where both labels do not fit on one row (Hindi at
            320 px), the buttons go on two rows rather than breaking a label over two lines. */}
        <form className="mt-3 flex flex-wrap justify-end gap-2" onSubmit={handleSubmit}>
          <Button type="submit" name="consent" value="rejected" variant="secondary" className="whitespace-nowrap">
            {t('cookies.reject')}
          </Button>
          <Button type="submit" name="consent" value="accepted" className="whitespace-nowrap">
            {t('cookies.accept')}
          </Button>
        </form>
      </section>
    </div>
  )
}

/**
 * Writes the banner box's height (plus `lift`) where app.css reserves it, following its size (a
 * narrower window wraps its text); the cleanup gives the room back.
 */
function reserveFootSpace(box: HTMLElement | null, lift: string) {
  if (!box) return
  const root = document.documentElement
  const measure = () => root.style.setProperty('--cookie-banner-h', `calc(${box.offsetHeight}px + ${lift})`)
  measure()
  root.setAttribute('data-cookie-banner', '')
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
  observer?.observe(box)
  return () => {
    observer?.disconnect()
    root.removeAttribute('data-cookie-banner')
    root.style.removeProperty('--cookie-banner-h')
  }
}
