import { useEffect, useEffectEvent, useState } from 'react'
import type { SessionUser } from '@spotlight/shared/schemas/auth'
import type { CreatedSessionLink } from '@spotlight/shared/schemas/session-links'
import { ApiError } from '#app/lib/api-client'
import { clearSession, readStoredSession } from '#app/lib/session-store'
import { createSessionLink } from '../api/create-session-link'
import { getSessionLinkStatus } from '../api/get-session-link-status'
import { createLiveChannel, type LiveChannel, type LiveChannelFactory } from '../utils/live-channel'

/** The QR status is polled every 3000 ms. */
export const POLL_INTERVAL_MS = 3000
/** Without a live channel after this long, the page polls instead (and keeps waiting for the socket). */
export const CONNECT_TIMEOUT_MS = 3000
// The expiry timer trusts the server's expiresAt, clamped so a skewed clock cannot spin or stall it.
const MIN_LIFETIME_MS = 10_000
const MAX_LIFETIME_MS = 5 * 60_000

export type DesktopLinkState =
  | { status: 'creating' }
  | { status: 'waiting'; link: CreatedSessionLink; isPolling: boolean }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'error'; error: unknown }

/**
 * The desktop side of QR sign-in: creates a link, listens for the phone's sync on the live channel,
 * polls the status endpoint when the socket cannot connect, and replaces the link when it expires.
 * `onUser` runs once, with the session the phone handed over.
 */
export function useDesktopSessionLink({
  onUser,
  createChannel = createLiveChannel,
}: {
  onUser: (user: SessionUser) => void
  createChannel?: LiveChannelFactory
}) {
  const [generation, setGeneration] = useState(0)
  const [state, setState] = useState<DesktopLinkState>({ status: 'creating' })
  const link = state.status === 'waiting' ? state.link : null
  const handleUser = useEffectEvent(onUser)

  const renew = () => {
    setState({ status: 'creating' })
    setGeneration((n) => n + 1)
  }

  useEffect(() => {
    let isCancelled = false
    // An expired leftover session would make the API client refuse the call with "Session expired".
    if (readStoredSession().isExpired) clearSession()
    createSessionLink().then(
      (created) => !isCancelled && setState({ status: 'waiting', link: created, isPolling: false }),
      (error: unknown) => !isCancelled && setState({ status: 'error', error }),
    )
    return () => {
      isCancelled = true
    }
  }, [generation])

  useEffect(() => {
    if (!link) return
    let isDone = false
    let isPolling = false
    // Filled in below; `stop` may run before (a channel that answers synchronously).
    const handles: { connect?: number; expiry?: number; poll?: number; channel?: LiveChannel } = {}
    const abort = new AbortController()

    const stop = () => {
      isDone = true
      abort.abort()
      window.clearTimeout(handles.connect)
      window.clearTimeout(handles.expiry)
      window.clearTimeout(handles.poll)
      handles.channel?.close()
    }

    const finish = (user: SessionUser) => {
      if (isDone) return
      stop()
      setState({ status: 'signed-in', user })
      handleUser(user)
    }
    const replace = () => {
      if (isDone) return
      stop()
      setState({ status: 'creating' })
      setGeneration((n) => n + 1)
    }
    const poll = async () => {
      try {
        const answer = await getSessionLinkStatus(link, abort.signal)
        if (isDone) return
        if (answer.user) return finish(answer.user)
        // Claimed without a user for us means the session went elsewhere: start over with a new code.
        if (answer.status !== 'PENDING') return replace()
      } catch (error) {
        if (isDone) return
        if (error instanceof ApiError && error.code.startsWith('SESSION_LINK_')) return replace()
        // A network blip: try again on the next tick.
      }
      handles.poll = window.setTimeout(() => void poll(), POLL_INTERVAL_MS)
    }
    const startPolling = () => {
      if (isDone || isPolling) return
      isPolling = true
      window.clearTimeout(handles.connect)
      setState((current) => (current.status === 'waiting' ? { ...current, isPolling: true } : current))
      void poll()
    }

    handles.connect = window.setTimeout(startPolling, CONNECT_TIMEOUT_MS)
    const lifetime = Math.min(Math.max(Date.parse(link.expiresAt) - Date.now(), MIN_LIFETIME_MS), MAX_LIFETIME_MS)
    handles.expiry = window.setTimeout(replace, lifetime)
    const channel = createChannel(link, {
      onConnected: () => window.clearTimeout(handles.connect),
      onUser: finish,
      onLinkError: replace,
      onFailure: startPolling,
    })
    // The channel may have delivered (or refused) synchronously; then it is already closed by stop().
    handles.channel = channel
    if (isDone) channel.close()
    return stop
  }, [link, createChannel])

  return { state, retry: renew }
}
