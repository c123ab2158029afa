import { hasAnalyticsConsent, onConsentGiven } from '#app/lib/cookie-consent'
import type { Counter } from './counter'

let counter: Promise<Counter> | undefined
let waitsForConsent = false

/**
 * Called by the root on every navigation. The first call loads the counting code when the browser
 * is idle after hydration (it is in no page's first load); later calls start a new page view.
 * Counting is analytics the cookie banner asks about: nothing is loaded or sent before the visitor
 * accepts (the page they accept on is counted from then), and never after they reject.
 */
export function countPageView(): void {
  // A browser without IntersectionObserver (an old one, or a test DOM) is not counted: counting must never break a page.
  if (typeof IntersectionObserver === 'undefined') return
  if (!hasAnalyticsConsent()) {
    if (!waitsForConsent) {
      waitsForConsent = true
      const stop = onConsentGiven(() => {
        stop()
        waitsForConsent = false
        countPageView()
      })
    }
    return
  }
  if (counter) {
    void counter.then((started) => started.pageView())
    return
  }
  counter = new Promise((resolve) => {
    const start = () => resolve(import('./counter').then(({ startCounter }) => startCounter()))
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 })
    else setTimeout(start, 1)
  })
}
