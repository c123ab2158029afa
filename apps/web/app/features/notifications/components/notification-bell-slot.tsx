import { lazy, Suspense } from 'react'
import { useSession } from '#app/lib/session-store'

// The bell's code and the signed-in strings load only for a signed-in user, after the page is up:
// none of it is in a public page's first load (docs/decisions/0005-first-load-budget.md).
const NotificationBell = lazy(() => import('./notification-bell'))

/**
 * The notification bell for a signed-in user, at the end of the top bar's action row (SiteHeader's
 * `barEnd` slot); nothing for visitors. Nothing in server HTML either: the session lives in
 * localStorage, and useSession reads none while the page hydrates.
 */
export function NotificationBellSlot() {
  const session = useSession()
  if (!session) return null
  return (
    // The same box while the code arrives: nothing in the bar moves after it.
    <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10" />}>
      <NotificationBell key={session.username} />
    </Suspense>
  )
}
