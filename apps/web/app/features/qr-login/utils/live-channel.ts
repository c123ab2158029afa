import { Client } from '@stomp/stompjs'
import { type SessionUser, SessionUserSchema } from '@spotlight/shared/schemas/auth'
import {
  type CreatedSessionLink,
  LINK_SECRET_STOMP_HEADER,
  sessionLinkTopic,
} from '@spotlight/shared/schemas/session-links'

/** Live-channel constants: reconnect after 5 s, heart-beats both ways every 10 s. */
export const RECONNECT_DELAY_MS = 5000
export const HEARTBEAT_MS = 10_000

export type LiveChannelHandlers = {
  /** The socket is open and the STOMP session established. */
  onConnected: () => void
  /** The phone synced: the desktop's new session. */
  onUser: (user: SessionUser) => void
  /** The server refused the link (ERROR frame `error-code`, e.g. SESSION_LINK_EXPIRED). */
  onLinkError: (code: string) => void
  /** The socket failed or closed, or the broker refused for another reason: time for the fallback. */
  onFailure: () => void
}

export type LiveChannel = { close: () => void }

/** Opens the live channel for one link. Injected into the desktop page so tests can pass a fake. */
export type LiveChannelFactory = (
  link: Pick<CreatedSessionLink, 'code' | 'secret'>,
  handlers: LiveChannelHandlers,
) => LiveChannel

/** `ws://` or `wss://` on this page's host (the server holds the STOMP endpoint at `/ws`). */
export function brokerUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`
}

/** The real live channel: `@stomp/stompjs` subscribed to the link's topic with its secret. */
export const createLiveChannel: LiveChannelFactory = (link, handlers) => {
  let isClosed = false
  const client = new Client({
    brokerURL: brokerUrlFor(window.location),
    // STOMP 1.2 requires host on CONNECT and the server refuses a CONNECT without it; stompjs sends
    // only the connect headers it is given.
    connectHeaders: { host: window.location.hostname },
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
  })

  client.onConnect = () => {
    handlers.onConnected()
    client.subscribe(
      sessionLinkTopic(link.code),
      (message) => {
        const parsed = safeParseUser(message.body)
        if (parsed) handlers.onUser(parsed)
      },
      { [LINK_SECRET_STOMP_HEADER]: link.secret },
    )
  }
  client.onStompError = (frame) => {
    const code = frame.headers['error-code']
    if (code?.startsWith('SESSION_LINK_')) {
      handlers.onLinkError(code)
      return
    }
    handlers.onFailure()
  }
  client.onWebSocketError = () => {
    if (!isClosed) handlers.onFailure()
  }
  client.onWebSocketClose = () => {
    if (!isClosed) handlers.onFailure()
  }
  client.activate()

  return {
    close() {
      isClosed = true
      void client.deactivate()
    },
  }
}

function safeParseUser(body: string): SessionUser | null {
  try {
    const result = SessionUserSchema.safeParse(JSON.parse(body))
    return result.success ? result.data : null
  } catch {
    return null
  }
}
