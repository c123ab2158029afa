import type { NotifyHub } from '#src/db/notify-hub'

/**
 * Tells every server instance that a link's session is ready to hand out. Only the code travels:
 * a NOTIFY payload is visible to anyone connected to the database, the session is not.
 */
export type SessionLinkBus = {
  /** Never rejects: a lost notice is recovered by the next subscription check or the status fallback. */
  publish(code: string): Promise<void>
  /**
   * `listener(code)` when a link is ready; `listener(null)` after the bus (re)connected, when notices
   * may have been missed: every local subscriber should be checked again.
   */
  subscribe(listener: (code: string | null) => void): () => void
  close(): Promise<void>
}

export const NOTIFY_CHANNEL = 'session_links'

/** The live channel's notices, on the process's one LISTEN connection (db/notify-hub.ts). */
export function createSessionLinkBus(hub: NotifyHub): SessionLinkBus {
  const listeners = new Set<(code: string | null) => void>()
  const stop = hub.listen(NOTIFY_CHANNEL, (code) => {
    for (const listener of listeners) listener(code)
  })
  return {
    publish: (code) => hub.notify(NOTIFY_CHANNEL, code),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      stop()
      listeners.clear()
    },
  }
}
