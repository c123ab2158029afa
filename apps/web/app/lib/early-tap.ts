import { useEffect } from 'react'

declare global {
  interface Window {
    /** A button tapped before React listened, kept by the public pages' starter (deferred-scripts.server.ts). */
    __spotlightPendingTap?: HTMLElement
    /** Set once the page is hydrated: the starter stops keeping taps. */
    __spotlightHydrated?: boolean
    __spotlightStopKeepingTaps?: () => void
  }
}

/**
 * Once the page is hydrated, taps again the button the reader tapped while the scripts were
 * loading (the public pages start them after `load`): the menu opens a little late rather than
 * never. A hook in the document's layout, not a component of its own: another component in the
 * tree would change every `useId` and break hydration of the ids the server wrote.
 */
export function useReplayEarlyTap() {
  useEffect(() => {
    window.__spotlightHydrated = true
    window.__spotlightStopKeepingTaps?.()
    const tapped = window.__spotlightPendingTap
    window.__spotlightPendingTap = undefined
    if (tapped?.isConnected) tapped.click()
  }, [])
}
