// Test helper: a bare STOMP client over a raw `ws` WebSocket, so tests control every byte sent.
import { createRequire } from 'node:module'
import { createStompParser, serializeFrameText, type OutgoingFrame, type StompFrame } from './stomp-codec'

type RawWebSocket = {
  readonly readyState: number
  send(data: string | Uint8Array): void
  close(): void
  terminate(): void
  on(event: 'open', listener: () => void): void
  on(event: 'message', listener: (data: Buffer) => void): void
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void
  on(event: 'error', listener: (error: Error) => void): void
}

// `ws` ships no TypeScript types (and @types/ws is not installed): load it through require, typed above.
const requireCjs = createRequire(import.meta.url)
const { WebSocket } = requireCjs('ws') as { WebSocket: new (url: string) => RawWebSocket }

export type StompTestClient = {
  /** Every frame received so far, in order. */
  frames: StompFrame[]
  heartbeats: number
  parseErrors: string[]
  readonly isClosed: boolean
  closed: Promise<{ code: number; reason: string }>
  sendRaw(data: string | Uint8Array): void
  send(frame: OutgoingFrame): void
  /** The first frame (not returned before) that matches; rejects after the timeout. */
  waitForFrame(predicate?: (frame: StompFrame) => boolean, timeoutMs?: number): Promise<StompFrame>
  /** CONNECT (accept-version 1.2) and the CONNECTED answer. */
  connect(headers?: Record<string, string>): Promise<StompFrame>
  /** SUBSCRIBE to a link's topic with a receipt: answers the RECEIPT, or the ERROR when refused. */
  subscribe(code: string, secret: string | undefined, id?: string): Promise<StompFrame>
  close(): void
}

export function wsUrl(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}/ws`
}

export async function openStompClient(httpUrl: string): Promise<StompTestClient> {
  const socket = new WebSocket(wsUrl(httpUrl))
  const parser = createStompParser()
  const frames: StompFrame[] = []
  const returned = new Set<StompFrame>()
  const waiters = new Set<() => void>()
  let isClosed = false

  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      isClosed = true
      resolve({ code, reason: reason.toString('utf8') })
      for (const wake of waiters) wake()
    })
  })

  const client: StompTestClient = {
    frames,
    heartbeats: 0,
    parseErrors: [],
    get isClosed() {
      return isClosed
    },
    closed,
    sendRaw: (data) => socket.send(data),
    send: (frame) => socket.send(serializeFrameText(frame)),
    waitForFrame(predicate = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find((frame) => !returned.has(frame) && predicate(frame))
          if (!found) return false
          returned.add(found)
          settle()
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          settle()
          const seen = frames.map((frame) => frame.command).join(', ') || 'nothing'
          reject(new Error(`no matching frame within ${timeoutMs} ms (received: ${seen}; closed: ${isClosed})`))
        }, timeoutMs)
        const wake = () => void check()
        const settle = () => {
          clearTimeout(timer)
          waiters.delete(wake)
        }
        if (!check()) waiters.add(wake)
      })
    },
    async connect(headers = {}) {
      client.send({ command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'localhost', ...headers } })
      return client.waitForFrame((frame) => frame.command === 'CONNECTED' || frame.command === 'ERROR')
    },
    async subscribe(code, secret, id = 'sub-0') {
      const receipt = `subscribe-${id}`
      client.send({
        command: 'SUBSCRIBE',
        headers: {
          id,
          destination: `/topic/session/${code}`,
          receipt,
          ...(secret === undefined ? {} : { 'link-secret': secret }),
        },
      })
      return client.waitForFrame(
        (frame) =>
          (frame.command === 'RECEIPT' && frame.headers['receipt-id'] === receipt) || frame.command === 'ERROR',
      )
    },
    close: () => socket.close(),
  }

  socket.on('message', (data) => {
    for (const event of parser.push(data)) {
      if (event.type === 'heartbeat') client.heartbeats += 1
      else if (event.type === 'error') client.parseErrors.push(event.message)
      else frames.push(event.frame)
    }
    for (const wake of waiters) wake()
  })

  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve)
    socket.on('error', reject)
  })
  return client
}
