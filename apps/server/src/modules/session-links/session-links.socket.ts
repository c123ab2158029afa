import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { LINK_SECRET_STOMP_HEADER, SessionLinkCodeSchema } from '@spotlight/shared/schemas/session-links'
import { AppError } from '#src/errors/app-error'
import { isDatabaseUnavailable } from '#src/errors/database-unavailable'
import type { SessionLinkBus } from './session-links.bus'
import type { SessionLinksService } from './session-links.service'
import {
  createStompParser,
  DEFAULT_STOMP_LIMITS,
  HEARTBEAT,
  serializeFrameText,
  type OutgoingFrame,
  type StompFrame,
} from './stomp-codec'

/** The part of a `ws` WebSocket the live channel uses (the package ships no types of its own). */
export type LiveSocket = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  terminate(): void
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): void
  on(event: 'close', listener: () => void): void
}

const OPEN = 1

export type LiveChannelOptions = {
  /** Heart-beats we offer and ask for in CONNECTED (`sx,sy`); the negotiated interval is the larger one. */
  serverHeartBeatMs: number
  /** A client that never sends CONNECT is dropped after this long. */
  connectTimeoutMs: number
  /** A client that promised no heart-beats is still dropped once silent this long (links last 5 minutes). */
  maxSilenceMs: number
  maxSubscriptions: number
}

export const DEFAULT_LIVE_CHANNEL_OPTIONS: LiveChannelOptions = {
  serverHeartBeatMs: 1000,
  connectTimeoutMs: 10_000,
  maxSilenceMs: 6 * 60 * 1000,
  maxSubscriptions: 8,
}

const TOPIC = /^\/topic\/session\/(.+)$/
const SUPPORTED_VERSION = '1.2'
const UNSUPPORTED_COMMANDS = new Set(['SEND', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT'])

type Subscription = { id: string; code: string; secret: string; connection: Connection }
type Connection = { isOpen(): boolean; send(frame: OutgoingFrame): void }

class StompRefusal extends Error {
  constructor(
    message: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Parses `cx,cy`; null when malformed. */
function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0]
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value)
  return match ? [Number(match[1]), Number(match[2])] : null
}

/**
 * The STOMP 1.2 side of QR sign-in. A desktop subscribes to `/topic/session/{code}` with the link's
 * secret in `link-secret`; when the phone syncs (on any instance) the bus names the code and the
 * subscriber gets its session as one MESSAGE. Nothing else is ever published on this channel.
 */
export function createLiveChannel(deps: {
  links: Pick<SessionLinksService, 'authorizeSubscription' | 'handOut'>
  bus: Pick<SessionLinkBus, 'subscribe'>
  log: FastifyBaseLogger
  options?: Partial<LiveChannelOptions>
}) {
  const { links, log } = deps
  const options = { ...DEFAULT_LIVE_CHANNEL_OPTIONS, ...deps.options }
  const byCode = new Map<string, Set<Subscription>>()

  function register(subscription: Subscription) {
    const set = byCode.get(subscription.code) ?? new Set()
    set.add(subscription)
    byCode.set(subscription.code, set)
  }

  function unregister(subscription: Subscription) {
    const set = byCode.get(subscription.code)
    set?.delete(subscription)
    if (set?.size === 0) byCode.delete(subscription.code)
  }

  /** Takes the session for a verified subscriber, if one is waiting, and sends it. */
  async function deliver(subscription: Subscription) {
    if (!subscription.connection.isOpen()) return
    try {
      const user = await links.handOut(subscription.code, subscription.secret)
      if (!user) return
      unregister(subscription)
      subscription.connection.send({
        command: 'MESSAGE',
        headers: {
          destination: `/topic/session/${subscription.code}`,
          'message-id': randomUUID(),
          subscription: subscription.id,
          'content-type': 'application/json',
        },
        body: JSON.stringify(user),
      })
    } catch (error) {
      const level = isDatabaseUnavailable(error) ? 'warn' : 'error'
      log[level]({ err: error }, 'live channel: could not hand out a session')
    }
  }

  const stopListening = deps.bus.subscribe((code) => {
    const targets = code === null ? [...byCode.values()].flatMap((set) => [...set]) : [...(byCode.get(code) ?? [])]
    for (const subscription of targets) void deliver(subscription)
  })

  /** Serves one WebSocket connection until it closes. */
  function accept(socket: LiveSocket, connectionLog: FastifyBaseLogger) {
    const parser = createStompParser(DEFAULT_STOMP_LIMITS)
    const subscriptions = new Map<string, Subscription>()
    let isConnected = false
    let isClosing = false
    const openedAt = Date.now()
    let lastReceived = openedAt
    let silenceLimitMs = options.maxSilenceMs
    let heartBeatTimer: NodeJS.Timeout | undefined
    let queue = Promise.resolve()

    const connection: Connection = {
      isOpen: () => !isClosing && socket.readyState === OPEN,
      send(frame) {
        if (socket.readyState === OPEN) socket.send(serializeFrameText(frame))
      },
    }

    const watchdog = setInterval(() => {
      const now = Date.now()
      if (!isConnected && now - openedAt > options.connectTimeoutMs) close('no CONNECT frame')
      else if (now - lastReceived > silenceLimitMs) close('client went silent')
    }, 250)
    watchdog.unref()

    function cleanUp() {
      clearInterval(watchdog)
      clearInterval(heartBeatTimer)
      for (const subscription of subscriptions.values()) unregister(subscription)
      subscriptions.clear()
    }

    function close(reason: string, code = 1000) {
      if (isClosing) return
      isClosing = true
      connectionLog.debug({ reason }, 'live channel: closing')
      cleanUp()
      socket.close(code, reason.slice(0, 120))
    }

    /**
     * STOMP: after an ERROR frame the server closes the connection: 1002 (protocol error) by default,
     * 1013 (try again later) for an outage.
     */
    function fail(
      message: string,
      detail: string,
      frame?: StompFrame,
      headers: Record<string, string> = {},
      closeCode = 1002,
    ) {
      if (isClosing) return
      const receipt = frame?.headers.receipt
      connection.send({
        command: 'ERROR',
        headers: { message, 'content-type': 'text/plain', ...headers, ...(receipt ? { 'receipt-id': receipt } : {}) },
        body: detail,
      })
      close(message, closeCode)
    }

    function acknowledge(frame: StompFrame) {
      const receipt = frame.headers.receipt
      if (receipt !== undefined) connection.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt } })
    }

    function handleConnect(frame: StompFrame) {
      if (isConnected) throw new StompRefusal('Already connected', 'CONNECT was sent twice on one connection.')
      const versions = (frame.headers['accept-version'] ?? '').split(',').map((version) => version.trim())
      if (!versions.includes(SUPPORTED_VERSION)) {
        throw new StompRefusal('Supported protocol versions are 1.2', 'This server speaks STOMP 1.2 only.', {
          version: SUPPORTED_VERSION,
        })
      }
      // STOMP 1.2 makes host mandatory on CONNECT and STOMP frames (STOMP 1.2 specification, "Connecting").
      if (!frame.headers.host?.trim()) {
        throw new StompRefusal('Missing host header', `${frame.command} needs a host header (STOMP 1.2).`)
      }
      const heartBeat = parseHeartBeat(frame.headers['heart-beat'])
      if (!heartBeat) throw new StompRefusal('Invalid heart-beat header', 'Expected heart-beat:<cx>,<cy>.')

      // STOMP 1.2, "Heart-beating": each direction runs at the larger of what one side offers and the other asks.
      const [clientSends, clientWants] = heartBeat
      const server = options.serverHeartBeatMs
      const outgoingMs = clientWants === 0 ? 0 : Math.max(server, clientWants)
      const incomingMs = clientSends === 0 ? 0 : Math.max(server, clientSends)
      // Some slack for timers and networks, as clients do: twice the interval plus a second.
      silenceLimitMs = incomingMs === 0 ? options.maxSilenceMs : Math.min(incomingMs * 2 + 1000, options.maxSilenceMs)
      if (outgoingMs > 0) {
        heartBeatTimer = setInterval(() => {
          if (socket.readyState === OPEN) socket.send(HEARTBEAT)
        }, outgoingMs)
        heartBeatTimer.unref()
      }

      isConnected = true
      connection.send({
        command: 'CONNECTED',
        headers: {
          version: SUPPORTED_VERSION,
          'heart-beat': `${server},${server}`,
          server: 'Spotlight',
          session: randomUUID(),
        },
      })
    }

    async function handleSubscribe(frame: StompFrame) {
      const { id, destination } = frame.headers
      if (!id || !destination) throw new StompRefusal('Invalid SUBSCRIBE', 'SUBSCRIBE needs id and destination.')
      // Each link gets exactly one MESSAGE and nothing is redelivered, so there is nothing to acknowledge:
      // refusing client acks up front beats accepting them and then failing the client's ACK frame.
      const ack = frame.headers.ack
      if (ack !== undefined && ack !== 'auto') {
        throw new StompRefusal('Unsupported ack header', `Only ack:auto is supported; ack:${ack} is not.`)
      }
      if (subscriptions.has(id)) throw new StompRefusal('Duplicate subscription', `Subscription ${id} already exists.`)
      if (subscriptions.size >= options.maxSubscriptions) {
        throw new StompRefusal('Too many subscriptions', 'Unsubscribe from a topic before adding another.')
      }
      const code = TOPIC.exec(destination)?.[1]
      if (!code || !SessionLinkCodeSchema.safeParse(code).success) {
        throw new StompRefusal('Unknown destination', 'Only /topic/session/{code} can be subscribed to.')
      }

      try {
        await links.authorizeSubscription(code, frame.headers[LINK_SECRET_STOMP_HEADER])
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        const isDenied = error.code === 'SESSION_LINK_SECRET_REQUIRED' || error.code === 'SESSION_LINK_SECRET_INVALID'
        throw new StompRefusal(
          isDenied ? 'Access denied' : error.message,
          isDenied ? 'The link-secret header does not open this topic.' : error.message,
          { 'error-code': error.code },
        )
      }
      if (isClosing) return

      const subscription: Subscription = { id, code, secret: frame.headers[LINK_SECRET_STOMP_HEADER]!, connection }
      subscriptions.set(id, subscription)
      // Registered before looking for a waiting session, so a sync landing in between is not missed.
      register(subscription)
      acknowledge(frame)
      await deliver(subscription)
    }

    function handleUnsubscribe(frame: StompFrame) {
      const { id } = frame.headers
      if (!id) throw new StompRefusal('Invalid UNSUBSCRIBE', 'UNSUBSCRIBE needs an id header.')
      const subscription = subscriptions.get(id)
      if (subscription) {
        subscriptions.delete(id)
        unregister(subscription)
      }
      acknowledge(frame)
    }

    async function handleFrame(frame: StompFrame) {
      const { command } = frame
      if (command === 'CONNECT' || command === 'STOMP') return handleConnect(frame)
      if (!isConnected) throw new StompRefusal('Not connected', 'Send CONNECT before any other frame.')
      if (command === 'SUBSCRIBE') return handleSubscribe(frame)
      if (command === 'UNSUBSCRIBE') return handleUnsubscribe(frame)
      if (command === 'DISCONNECT') {
        acknowledge(frame)
        return close('client disconnected')
      }
      if (UNSUPPORTED_COMMANDS.has(command)) {
        throw new StompRefusal(`${command} is not supported`, 'Clients can only subscribe on this server.')
      }
      throw new StompRefusal('Unknown command', `${command} is not a STOMP 1.2 client frame.`)
    }

    async function processFrame(frame: StompFrame) {
      if (isClosing) return
      try {
        await handleFrame(frame)
      } catch (error) {
        if (error instanceof StompRefusal) return fail(error.message, error.detail, frame, error.headers)
        // The database away is an outage the client rides out (it polls, then reconnects), not our bug.
        if (isDatabaseUnavailable(error)) {
          connectionLog.warn({ err: error }, 'live channel: database unavailable')
          return fail('Service unavailable', 'The server is briefly unavailable; try again shortly.', frame, {}, 1013)
        }
        connectionLog.error({ err: error }, 'live channel: frame handling failed')
        fail('Internal error', 'The server could not handle this frame.', frame)
      }
    }

    socket.on('message', (data) => {
      if (isClosing) return
      lastReceived = Date.now()
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)
      for (const event of parser.push(bytes)) {
        if (event.type === 'error') {
          queue = queue.then(() => fail('Malformed frame', event.message))
          return
        }
        if (event.type === 'frame') {
          const { frame } = event
          // One frame at a time, in order: a SUBSCRIBE's answer comes before what follows it.
          queue = queue.then(() => processFrame(frame))
        }
      }
    })

    socket.on('close', () => {
      isClosing = true
      cleanUp()
    })
  }

  return {
    accept,
    close() {
      stopListening()
      byCode.clear()
    },
  }
}
