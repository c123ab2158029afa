// The live channel driven by a second, independent STOMP client library (webstomp-client over a `ws`
// WebSocket), so the server is checked against someone else's reading of STOMP 1.2, not only ours.
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webstomp, { type Client, type Frame, type Message } from 'webstomp-client'
import { SessionUserSchema } from '@spotlight/shared/schemas/auth'
import { CreatedSessionLinkSchema, type CreatedSessionLink } from '@spotlight/shared/schemas/session-links'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { wsUrl } from './stomp-test-client'

// `ws` ships no TypeScript types (see stomp-test-client.ts); webstomp-client only needs a WebSocket.
const requireCjs = createRequire(import.meta.url)
const { WebSocket } = requireCjs('ws') as { WebSocket: new (url: string) => { close(): void } }

/** What the client's connect callbacks saw: CONNECTED, or the ERROR frame (or close event) that ended it. */
type Outcome = { connected: true } | { connected: false; error: Frame | { code: number } }

describe('the live channel with webstomp-client as the client', () => {
  let t: TestApp
  const sockets: { close(): void }[] = []

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await t.close()
  })

  /** Opens a client and sends CONNECT with `headers`; `errors` gets every later ERROR frame too. */
  function connect(headers: Record<string, string>) {
    const socket = new WebSocket(wsUrl(t.url))
    sockets.push(socket)
    const client: Client = webstomp.over(socket, { debug: false, heartbeat: false })
    const errors: (Frame | { code: number })[] = []
    let wake = () => {}
    const nextError = () =>
      new Promise<Frame | { code: number }>((resolve) => {
        if (errors.length > 0) return resolve(errors.shift()!)
        wake = () => resolve(errors.shift()!)
      })
    const outcome = new Promise<Outcome>((resolve) => {
      client.connect(
        headers,
        () => resolve({ connected: true }),
        (error) => {
          errors.push(error as Frame | { code: number })
          wake()
          resolve({ connected: false, error: error as Frame })
        },
      )
    })
    return { client, outcome, nextError }
  }

  async function createLink(): Promise<CreatedSessionLink> {
    const response = await t.request('/api/session-links', { method: 'POST' })
    return CreatedSessionLinkSchema.parse(await response.json())
  }

  it('signs a desktop in: CONNECT with host, SUBSCRIBE with ack:auto, then the session as one MESSAGE', async () => {
    const link = await createLink()
    const { client, outcome } = connect({ host: 'localhost' })
    expect(await outcome).toEqual({ connected: true })
    const message = new Promise<Message>((resolve) =>
      client.subscribe(`/topic/session/${link.code}`, resolve, { ack: 'auto', 'link-secret': link.secret }),
    )

    const phone = await signIn(t, 'webstompphone')
    const synced = await t.request('/api/session-links/sync', {
      method: 'POST',
      json: { code: link.code, pairingCode: link.pairingCode },
      token: phone.accessToken,
    })
    expect(synced.status).toBe(200)

    const received = await message
    expect(received.headers).toMatchObject({ destination: `/topic/session/${link.code}` })
    expect(SessionUserSchema.parse(JSON.parse(received.body))).toMatchObject({ username: 'webstompphone' })
  })

  it('refuses a CONNECT without host with an ERROR frame', async () => {
    const { outcome } = connect({})
    const answer = await outcome
    expect(answer.connected).toBe(false)
    const error = (answer as { error: Frame }).error
    expect(error.command).toBe('ERROR')
    expect(error.headers).toMatchObject({ message: 'Missing host header' })
    expect(error.body).toBe('CONNECT needs a host header (STOMP 1.2).')
  })

  it('refuses ack:client and ack:client-individual at SUBSCRIBE with an ERROR frame naming the header', async () => {
    const link = await createLink()
    for (const ack of ['client', 'client-individual']) {
      const { client, outcome, nextError } = connect({ host: 'localhost' })
      expect(await outcome).toEqual({ connected: true })
      client.subscribe(`/topic/session/${link.code}`, () => {}, { ack, 'link-secret': link.secret })
      const error = (await nextError()) as Frame
      expect(error.command).toBe('ERROR')
      expect(error.headers).toMatchObject({ message: 'Unsupported ack header' })
      expect(error.body).toBe(`Only ack:auto is supported; ack:${ack} is not.`)
    }
  })
})
