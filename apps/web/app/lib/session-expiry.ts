/**
 * Who is told when a session ends by expiry (the app shell's redirect out of a dashboard). Apart
 * from `session-store.ts`, so the listener every page mounts leaves the store and its checks out of
 * the public pages' first load (decision 0005): only code that reads or ends a session needs them,
 * and all of it loads later.
 */
type Listener = () => void
const listeners = new Set<Listener>()

/** Called after `expireSession()`; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener that the stored session was just ended (session-store's `expireSession`). */
export function notifySessionExpired() {
  for (const listener of listeners) listener()
}
