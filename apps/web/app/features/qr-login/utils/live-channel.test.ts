import { afterEach, describe, expect, it, vi } from 'vitest'
import { brokerUrlFor, createLiveChannel } from './live-channel'

type FakeFrame = { headers: Record<string, string>; body: string }

// The STOMP library is someone else's; a stand-in records its configuration and lets the test play the broker.
const { clients, FakeClient } = vi.hoisted(() => {
  const clients: InstanceType<typeof FakeClient>[] = []
  class FakeClient {
    config: Record<string, unknown>
    onConnect: (frame: FakeFrame) => void = () => {}
    onStompError: (frame: FakeFrame) => void = () => {}
    onWebSocketError: () => void = () => {}
    onWebSocketClose: () => void = () => {}
    subscriptions: { destination: string; callback: (message: FakeFrame) => void; headers: Record<string, string> }[] =
      []
    activate = vi.fn()
    deactivate = vi.fn(async () => {})
    constructor(config: Record<string, unknown>) {
      this.config = config
      clients.push(this)
    }
    subscribe(destination: string, callback: (message: FakeFrame) => void, headers: Record<string, string>) {
      this.subscriptions.push({ destination, callback, headers })
    }
  }
  return { clients, FakeClient }
})
vi.mock('@stomp/stompjs', () => ({ Client: FakeClient }))

const LINK = { code: 'code-aaaaaaaaaaaaaaaaaaaaa1', secret: 'secret-ssssssssssssssssssss' }
const handlers = () => ({ onConnected: vi.fn(), onUser: vi.fn(), onLinkError: vi.fn(), onFailure: vi.fn() })

afterEach(() => {
  clients.length = 0
})

describe('the live channel', () => {
  it('uses ws:// or wss:// on the page host', () => {
    expect(brokerUrlFor({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws')
    expect(brokerUrlFor({ protocol: 'https:', host: 'spotlight.test' })).toBe('wss://spotlight.test/ws')
  })

  it('reconnects after 5 s, beats every 10 s, and subscribes to the link topic with the secret', () => {
    const on = handlers()
    createLiveChannel(LINK, on)
    const client = clients[0]!
    expect(client.config).toMatchObject({ reconnectDelay: 5000, heartbeatIncoming: 10_000, heartbeatOutgoing: 10_000 })
    // STOMP 1.2's mandatory host header names this page's host.
    expect(client.config.connectHeaders).toEqual({ host: window.location.hostname })
    expect(window.location.hostname).not.toBe('')
    expect(client.activate).toHaveBeenCalled()

    client.onConnect({ headers: {}, body: '' })
    expect(on.onConnected).toHaveBeenCalled()
    const [subscription] = client.subscriptions
    expect(subscription).toMatchObject({
      destination: `/topic/session/${LINK.code}`,
      headers: { 'link-secret': LINK.secret },
    })

    const user = { accessToken: 't', username: 'qrphone', piId: 'p', role: 'USER', expiresIn: 3600 }
    subscription!.callback({ headers: {}, body: 'not json' })
    subscription!.callback({ headers: {}, body: JSON.stringify(user) })
    expect(on.onUser).toHaveBeenCalledTimes(1)
    expect(on.onUser).toHaveBeenCalledWith(user)
  })

  it('tells a refused link from a broken socket, and is silent once closed', () => {
    const on = handlers()
    const channel = createLiveChannel(LINK, on)
    const client = clients[0]!
    client.onStompError({ headers: { 'error-code': 'SESSION_LINK_EXPIRED' }, body: '' })
    expect(on.onLinkError).toHaveBeenCalledWith('SESSION_LINK_EXPIRED')
    client.onStompError({ headers: { message: 'Broker trouble' }, body: '' })
    client.onWebSocketError()
    expect(on.onFailure).toHaveBeenCalledTimes(2)

    channel.close()
    expect(client.deactivate).toHaveBeenCalled()
    client.onWebSocketClose()
    expect(on.onFailure).toHaveBeenCalledTimes(2)
  })
})
