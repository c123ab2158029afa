import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createLiveChannel, type LiveSocket } from './session-links.socket'
import { parseFrame } from './stomp-codec'

/** Enough of a `ws` socket to drive one connection by hand. */
function fakeSocket() {
  const listeners: { message: ((data: Buffer) => void)[]; close: (() => void)[] } = { message: [], close: [] }
  const socket = {
    readyState: 1,
    sent: [] as string[],
    closedWith: null as { code?: number; reason?: string } | null,
    send(data: string) {
      socket.sent.push(data)
    },
    close(code?: number, reason?: string) {
      socket.readyState = 3
      socket.closedWith = { code, reason }
      for (const listener of listeners.close) listener()
    },
    terminate() {
      socket.close()
    },
    on(event: 'message' | 'close', listener: never) {
      listeners[event].push(listener)
    },
    receive(text: string) {
      for (const listener of listeners.message) listener(Buffer.from(text))
    },
  }
  return socket
}

const silentLog = { debug() {}, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger

function channelWith(options: Parameters<typeof createLiveChannel>[0]['options']) {
  return createLiveChannel({
    links: { authorizeSubscription: async () => {}, handOut: async () => null },
    bus: { subscribe: () => () => {} },
    log: silentLog,
    options,
  })
}

describe('live channel timeouts', () => {
  it('drops a client that never sends CONNECT, even if it sends heart-beats', async () => {
    const channel = channelWith({ connectTimeoutMs: 300 })
    const socket = fakeSocket()
    channel.accept(socket as LiveSocket, silentLog)
    const beating = setInterval(() => socket.receive('\n'), 50)
    try {
      await sleep(150)
      expect(socket.closedWith).toBeNull()
      await sleep(500)
      expect(socket.closedWith).toMatchObject({ reason: 'no CONNECT frame' })
    } finally {
      clearInterval(beating)
      channel.close()
    }
  })

  it('drops a connected client that promised no heart-beats once it has been silent too long', async () => {
    const channel = channelWith({ maxSilenceMs: 400 })
    const socket = fakeSocket()
    channel.accept(socket as LiveSocket, silentLog)
    socket.receive('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0')
    await sleep(50)
    expect(parseFrame(socket.sent[0]!)).toMatchObject({ command: 'CONNECTED' })
    await sleep(700)
    expect(socket.closedWith).toMatchObject({ reason: 'client went silent' })
    channel.close()
  })

  it('refuses a malformed heart-beat header', async () => {
    const channel = channelWith({})
    const socket = fakeSocket()
    channel.accept(socket as LiveSocket, silentLog)
    socket.receive('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:soon\n\n\0')
    await sleep(50)
    expect(parseFrame(socket.sent[0]!)).toMatchObject({
      command: 'ERROR',
      headers: { message: 'Invalid heart-beat header' },
    })
    expect(socket.closedWith).not.toBeNull()
    channel.close()
  })
})
