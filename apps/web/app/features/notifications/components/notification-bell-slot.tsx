import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'
import { useSession } from '#app/lib/session-store'
import { useHydrated } from '#app/lib/use-hydrated'

// The bell's code and the signed-in strings load only for a signed-in user, after the page is up:
// none of it is in a public page's first load (docs/decisions/0005-first-load-budget.md).
const NotificationBell = lazy(() => import('./notification-bell'))

/**
 * The top bar's action row (language, account, menu toggle): the bell joins it at its end, on every
 * screen width. Placed from here rather than through a slot of SiteHeader, so the header that every
 * public page loads first stays byte for byte as it was (decision 0011).
 */
function findActionRow(): Element | null {
  return document.querySelector('header [data-testid="mobile-menu-toggle"]')?.parentElement ?? null
}

/** The notification bell for a signed-in user; nothing for visitors (and nothing in server HTML). */
export function NotificationBellSlot() {
  const session = useSession()
  const isHydrated = useHydrated()
  const row = isHydrated && session ? findActionRow() : null
  if (!session || !row) return null
  return createPortal(
    // The same box while the code arrives: nothing in the bar moves after it.
    <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10" />}>
      <NotificationBell key={session.username} />
    </Suspense>,
    row,
  )
}
