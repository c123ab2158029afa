import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False on the server and during hydration, true afterwards. For UI that depends on browser-only
 * state (localStorage), so the first client render matches the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
