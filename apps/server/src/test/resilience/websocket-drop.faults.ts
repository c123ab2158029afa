// The desktop's WebSocket dies mid-login (the QR is shown, the phone has not synced
// yet). The desktop's own STOMP client (the web app's live-channel module, unchanged) must reconnect
// on its own and still receive the session the phone grants while it was cut off.
//
// The socket runs through a TCP proxy that resets it, as a flaky Wi-Fi or a restarting load balancer
// would; the server in between is a real one (buildTestApp over HTTP, on PostgreSQL in this step).
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { startTcpProxy, type TcpProxy } from '#src/test/tcp-proxy'
import { REPO_ROOT } from './server-process'

type SessionUser = { accessToken: string; username: string }
type Handlers = {
  onConnected: () => void
  onUser: (user: SessionUser) => void
  onLinkError: (code: string) => void
  onFailure: () => void
}
type LiveChannelModule = {
  RECONNECT_DELAY_MS: number
  createLiveChannel: (link: { code: string; secret: string }, handlers: Handlers) => { close: () => void }
}

/**
 * The web's module, loaded by path at run time: the server's typecheck has no DOM types to check a
 * browser module with, and the test must run exactly the code the desktop page runs.
 */
async function loadLiveChannel(brokerHost: string): Promise<LiveChannelModule> {
  // The module reads the broker's address from the page's location; Node 24 has a global WebSocket.
  ;(globalThis as { window?: unknown }).window = { location: { protocol: 'http:', host: brokerHost } }
  const file = path.join(REPO_ROOT, 'apps/web/app/features/qr-login/utils/live-channel.ts')
  return (await import(/* @vite-ignore */ file)) as LiveChannelModule
}

describe('a WebSocket dropped mid-login', () => {
  let t: TestApp
  let proxy: TcpProxy

  beforeAll(async () => {
    t = await buildTestApp()
    proxy = await startTcpProxy({ port: Number(new URL(t.url).port) })
  })
  afterAll(async () => {
    delete (globalThis as { window?: unknown }).window
    await proxy?.close()
    await t?.close()
  })

  it('reconnects on its own and still signs the desktop in', async () => {
    const liveChannel = await loadLiveChannel(proxy.host)
    const phone = await signIn(t, 'ws_drop_phone')
    const created = await t.request('/api/session-links', { method: 'POST' })
    expect(created.status).toBe(201)
    const link = (await created.json()) as { code: string; secret: string; pairingCode: string }

    let connections = 0
    let failures = 0
    const linkErrors: string[] = []
    let signedIn: SessionUser | null = null
    const channel = liveChannel.createLiveChannel(link, {
      onConnected: () => (connections += 1),
      onUser: (user) => (signedIn = user),
      onLinkError: (code) => linkErrors.push(code),
      onFailure: () => (failures += 1),
    })
    try {
      const waitUntil = async (condition: () => boolean, timeoutMs: number, what: string) => {
        const deadline = Date.now() + timeoutMs
        while (!condition()) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
          await sleep(25)
        }
      }
      await waitUntil(() => connections === 1, 5000, 'the first connection')
      await sleep(300) // the SUBSCRIBE frame follows CONNECTED

      // Mid-login: the network drops the socket and stays down for a second; the phone syncs meanwhile.
      const droppedAt = Date.now()
      proxy.mode('down')
      const synced = await t.request('/api/session-links/sync', {
        method: 'POST',
        // The phone's user types the pairing code the desktop shows.
        json: { code: link.code, pairingCode: link.pairingCode },
        token: phone.accessToken,
      })
      expect(synced.status).toBe(200)
      await sleep(1000)
      proxy.mode('forward')

      await waitUntil(() => signedIn !== null, liveChannel.RECONNECT_DELAY_MS + 5000, 'the session after reconnecting')
      const user = signedIn as SessionUser | null
      expect(user?.username).toBe('ws_drop_phone')
      expect(connections).toBe(2)
      expect(failures).toBeGreaterThanOrEqual(1) // the page also starts its polling fallback meanwhile
      expect(linkErrors).toEqual([])
      expect((await t.request('/auth/me', { token: user!.accessToken })).status).toBe(200)
      console.info(
        `[faults] websocket drop: reconnected after ${Date.now() - droppedAt} ms ` +
          `(reconnect delay ${liveChannel.RECONNECT_DELAY_MS} ms) and signed in; ${proxy.opened} sockets opened`,
      )
    } finally {
      channel.close()
    }
  })
})
