import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionUserSchema } from '@spotlight/shared/schemas/auth'
import { CreatedSessionLinkSchema, type CreatedSessionLink } from '@spotlight/shared/schemas/session-links'
import { sessionLinks } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { frameBodyText, type StompFrame } from './stomp-codec'
import { openStompClient, type StompTestClient } from './stomp-test-client'

/** The pairing code each link's desktop shows, which `sync` types on the phone. */
const pairingCodes = new Map<string, string>()

async function createLink(t: TestApp): Promise<CreatedSessionLink> {
  const response = await t.request('/api/session-links', { method: 'POST' })
  expect(response.status).toBe(201)
  const link = CreatedSessionLinkSchema.parse(await response.json())
  pairingCodes.set(link.code, link.pairingCode)
  return link
}

async function sync(t: TestApp, code: string, token: string) {
  return t.request('/api/session-links/sync', {
    method: 'POST',
    json: { code, pairingCode: pairingCodes.get(code) },
    token,
  })
}

async function connected(t: TestApp): Promise<StompTestClient> {
  const client = await openStompClient(t.url)
  const answer = await client.connect()
  expect(answer.command).toBe('CONNECTED')
  return client
}

/** The client got an ERROR frame and the server then closed the connection. */
async function expectRefused(client: StompTestClient, frame: StompFrame, message: string) {
  expect(frame.command).toBe('ERROR')
  expect(frame.headers.message).toBe(message)
  await client.closed
}

const isMessage = (frame: StompFrame) => frame.command === 'MESSAGE'

describe('the STOMP live channel at /ws', () => {
  let t: TestApp
  let phone: { accessToken: string; username: string }
  const clients: StompTestClient[] = []

  async function open() {
    const client = await openStompClient(t.url)
    clients.push(client)
    return client
  }

  async function openConnected() {
    const client = await connected(t)
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    t = await buildTestApp()
    phone = await signIn(t, 'wsphone')
  })
  afterAll(async () => {
    for (const client of clients) client.close()
    await t.close()
  })

  describe('protocol', () => {
    it('answers CONNECT and STOMP with CONNECTED 1.2 and its heart-beat offer', async () => {
      for (const command of ['CONNECT', 'STOMP']) {
        const client = await open()
        client.send({ command, headers: { 'accept-version': '1.0,1.1,1.2', host: 'x', 'heart-beat': '10000,10000' } })
        const frame = await client.waitForFrame()
        expect(frame.command).toBe('CONNECTED')
        expect(frame.headers.version).toBe('1.2')
        expect(frame.headers['heart-beat']).toBe('1000,1000')
        client.close()
      }
    })

    it('refuses a client that does not speak STOMP 1.2', async () => {
      const client = await open()
      client.send({ command: 'CONNECT', headers: { 'accept-version': '1.0,1.1' } })
      const frame = await client.waitForFrame()
      await expectRefused(client, frame, 'Supported protocol versions are 1.2')
      expect(frame.headers.version).toBe('1.2')
    })

    it('refuses CONNECT and STOMP without a host header, as STOMP 1.2 requires it', async () => {
      for (const command of ['CONNECT', 'STOMP']) {
        for (const host of [undefined, '', ' ']) {
          const client = await open()
          client.send({ command, headers: { 'accept-version': '1.2', ...(host === undefined ? {} : { host }) } })
          const frame = await client.waitForFrame()
          await expectRefused(client, frame, 'Missing host header')
          expect(frameBodyText(frame)).toBe(`${command} needs a host header (STOMP 1.2).`)
        }
      }
    })

    it('refuses a SUBSCRIBE asking for client acknowledgements: only ack:auto is supported', async () => {
      const link = await createLink(t)
      for (const ack of ['client', 'client-individual', 'sometimes']) {
        const client = await openConnected()
        client.send({
          command: 'SUBSCRIBE',
          headers: { id: 'a', destination: `/topic/session/${link.code}`, ack, 'link-secret': link.secret },
        })
        const frame = await client.waitForFrame()
        await expectRefused(client, frame, 'Unsupported ack header')
        expect(frameBodyText(frame)).toBe(`Only ack:auto is supported; ack:${ack} is not.`)
      }
      const auto = await openConnected()
      auto.send({
        command: 'SUBSCRIBE',
        headers: {
          id: 'a',
          destination: `/topic/session/${link.code}`,
          ack: 'auto',
          'link-secret': link.secret,
          receipt: 'r',
        },
      })
      expect(await auto.waitForFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'r' } })
    })

    it('refuses any frame before CONNECT', async () => {
      const client = await open()
      client.send({ command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/session/x' } })
      await expectRefused(client, await client.waitForFrame(), 'Not connected')
    })

    it('refuses unknown commands and commands a client may not use here', async () => {
      const unknown = await openConnected()
      unknown.send({ command: 'HELLO', headers: { receipt: 'r-1' } })
      const frame = await unknown.waitForFrame()
      await expectRefused(unknown, frame, 'Unknown command')
      expect(frame.headers['receipt-id']).toBe('r-1')

      const sender = await openConnected()
      sender.send({ command: 'SEND', headers: { destination: '/topic/session/x' }, body: '{}' })
      await expectRefused(sender, await sender.waitForFrame(), 'SEND is not supported')
    })

    it('answers malformed and oversized frames with an ERROR and closes', async () => {
      const malformed = await openConnected()
      malformed.sendRaw('SUBSCRIBE\nid:a\\tb\n\n\0')
      const frame = await malformed.waitForFrame()
      await expectRefused(malformed, frame, 'Malformed frame')
      expect(frameBodyText(frame)).toBe('undefined escape sequence in a header')

      const oversized = await openConnected()
      oversized.sendRaw(`SEND\ndestination:/x\n\n${'x'.repeat(70 * 1024)}\0`)
      const tooLarge = await oversized.waitForFrame()
      await expectRefused(oversized, tooLarge, 'Malformed frame')
      expect(frameBodyText(tooLarge)).toBe('frame too large')

      // Larger than a WebSocket message may be: ws itself closes with 1009.
      const huge = await openConnected()
      huge.sendRaw('x'.repeat(200 * 1024))
      expect((await huge.closed).code).toBe(1009)
    })

    it('reads frames split across messages and several frames in one message', async () => {
      const link = await createLink(t)
      const client = await open()
      for (const part of ['CONN', 'ECT\naccept-version:1.2\nhost:x\nhe', 'art-beat:0,0\n\n', '\0']) {
        client.sendRaw(part)
        await sleep(10)
      }
      expect((await client.waitForFrame()).command).toBe('CONNECTED')
      client.sendRaw(
        `SUBSCRIBE\nid:a\ndestination:/topic/session/${link.code}\nlink-secret:${link.secret}\nreceipt:1\n\n\0` +
          '\n\nUNSUBSCRIBE\nid:a\nreceipt:2\n\n\0DISCONNECT\nreceipt:3\n\n\0',
      )
      const receipts = [await client.waitForFrame(), await client.waitForFrame(), await client.waitForFrame()]
      expect(receipts.map((frame) => [frame.command, frame.headers['receipt-id']])).toEqual([
        ['RECEIPT', '1'],
        ['RECEIPT', '2'],
        ['RECEIPT', '3'],
      ])
      expect((await client.closed).code).toBe(1000)
    })

    it('sends heart-beats at the negotiated interval and drops a client that goes silent', async () => {
      const silent = await open()
      const chatty = await open()
      const started = Date.now()
      for (const client of [silent, chatty]) {
        client.send({
          command: 'CONNECT',
          headers: { 'accept-version': '1.2', host: 'localhost', 'heart-beat': '500,500' },
        })
        expect((await client.waitForFrame()).command).toBe('CONNECTED')
      }
      const beating = setInterval(() => chatty.sendRaw('\n'), 500)
      try {
        // Negotiated: max(500, server 1000) = 1000 ms each way; silence is tolerated for 2 × 1000 + 1000 ms.
        await silent.closed
        const silentFor = Date.now() - started
        expect(silentFor).toBeGreaterThanOrEqual(2900)
        expect(silentFor).toBeLessThan(5000)
        expect(silent.heartbeats).toBeGreaterThanOrEqual(2)
        await sleep(1000)
        expect(chatty.isClosed).toBe(false)
        expect(chatty.heartbeats).toBeGreaterThanOrEqual(3)
      } finally {
        clearInterval(beating)
      }
    })

    it('sends no heart-beats to a client that asked for none', async () => {
      const client = await open()
      client.send({ command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'localhost', 'heart-beat': '0,0' } })
      expect((await client.waitForFrame()).command).toBe('CONNECTED')
      await sleep(1500)
      expect(client.heartbeats).toBe(0)
      expect(client.isClosed).toBe(false)
    })
  })

  describe('QR sign-in', () => {
    it('refuses a subscription with a wrong or missing secret', async () => {
      const link = await createLink(t)
      const wrong = await openConnected()
      const refused = await wrong.subscribe(link.code, 'x'.repeat(43))
      await expectRefused(wrong, refused, 'Access denied')
      expect(refused.headers['error-code']).toBe('SESSION_LINK_SECRET_INVALID')

      const missing = await openConnected()
      await expectRefused(missing, await missing.subscribe(link.code, undefined), 'Access denied')

      // Another link's secret does not open this one either.
      const otherLink = await createLink(t)
      const crossed = await openConnected()
      await expectRefused(crossed, await crossed.subscribe(link.code, otherLink.secret), 'Access denied')
    })

    it('answers an unknown code exactly like a wrong secret', async () => {
      const link = await createLink(t)
      const client = await openConnected()
      const frame = await client.subscribe('D'.repeat(22), link.secret)
      await expectRefused(client, frame, 'Access denied')
      expect(frame.headers['error-code']).toBe('SESSION_LINK_SECRET_INVALID')
    })

    it('refuses destinations other than a session topic', async () => {
      const client = await openConnected()
      client.send({ command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/other', receipt: 'r' } })
      await expectRefused(client, await client.waitForFrame(), 'Unknown destination')
    })

    it('refuses an expired code', async () => {
      const link = await createLink(t)
      await t.database.db
        .update(sessionLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessionLinks.code, link.code))
      const client = await openConnected()
      const frame = await client.subscribe(link.code, link.secret)
      await expectRefused(client, frame, 'This sign-in code has expired.')
      expect(frame.headers['error-code']).toBe('SESSION_LINK_EXPIRED')
      expect((await sync(t, link.code, phone.accessToken)).status).toBe(410)
    })

    it('delivers the session to the subscriber with the secret, and to nobody else', async () => {
      const link = await createLink(t)
      const desktop = await openConnected()
      expect((await desktop.subscribe(link.code, link.secret, 'sub-desktop')).command).toBe('RECEIPT')

      // Eavesdroppers: no secret, a wrong secret, and a rightful subscriber of another link.
      const noSecret = await openConnected()
      const noSecretAnswer = await noSecret.subscribe(link.code, undefined)
      const wrongSecret = await openConnected()
      const wrongSecretAnswer = await wrongSecret.subscribe(link.code, 'z'.repeat(43))
      const otherLink = await createLink(t)
      const bystander = await openConnected()
      expect((await bystander.subscribe(otherLink.code, otherLink.secret)).command).toBe('RECEIPT')
      expect(noSecretAnswer.command).toBe('ERROR')
      expect(wrongSecretAnswer.command).toBe('ERROR')

      const started = Date.now()
      expect((await sync(t, link.code, phone.accessToken)).status).toBe(200)
      const message = await desktop.waitForFrame(isMessage)
      expect(Date.now() - started).toBeLessThan(2000)

      expect(message.headers).toMatchObject({
        destination: `/topic/session/${link.code}`,
        subscription: 'sub-desktop',
        'content-type': 'application/json',
      })
      expect(message.headers['message-id']).toBeTruthy()
      const user = SessionUserSchema.parse(JSON.parse(frameBodyText(message)))
      expect(user).toMatchObject({ username: 'wsphone', piId: 'sim-uid-wsphone', role: 'USER' })
      expect(user.accessToken).not.toBe(phone.accessToken)
      const me = await t.request('/auth/me', { token: user.accessToken })
      expect(me.status).toBe(200)
      expect(((await me.json()) as { username: string }).username).toBe('wsphone')

      await sleep(300)
      for (const client of [noSecret, wrongSecret, bystander]) expect(client.frames.filter(isMessage)).toEqual([])
      expect(desktop.frames.filter(isMessage)).toHaveLength(1)

      // Handed out once: the polling fallback no longer carries it.
      const status = await t.request(`/api/session-links/status/${link.code}`, {
        headers: { 'x-link-secret': link.secret },
      })
      expect(await status.json()).toEqual({ status: 'CLAIMED' })
    })

    it('refuses a code used twice, on the channel and by the phone', async () => {
      const link = await createLink(t)
      const desktop = await openConnected()
      await desktop.subscribe(link.code, link.secret)
      expect((await sync(t, link.code, phone.accessToken)).status).toBe(200)
      await desktop.waitForFrame(isMessage)

      expect((await sync(t, link.code, phone.accessToken)).status).toBe(409)
      const again = await openConnected()
      const frame = await again.subscribe(link.code, link.secret)
      await expectRefused(again, frame, 'This sign-in code was already used.')
      expect(frame.headers['error-code']).toBe('SESSION_LINK_ALREADY_USED')
    })

    it('delivers at once to a desktop that subscribes after the phone synced (a reconnect)', async () => {
      const link = await createLink(t)
      expect((await sync(t, link.code, phone.accessToken)).status).toBe(200)
      const desktop = await openConnected()
      expect((await desktop.subscribe(link.code, link.secret)).command).toBe('RECEIPT')
      const message = await desktop.waitForFrame(isMessage)
      expect(SessionUserSchema.parse(JSON.parse(frameBodyText(message))).username).toBe('wsphone')
    })

    it('stops delivering to a subscription that was unsubscribed', async () => {
      const link = await createLink(t)
      const desktop = await openConnected()
      await desktop.subscribe(link.code, link.secret, 'gone')
      desktop.send({ command: 'UNSUBSCRIBE', headers: { id: 'gone', receipt: 'u' } })
      expect((await desktop.waitForFrame((frame) => frame.command === 'RECEIPT')).headers['receipt-id']).toBe('u')
      expect((await sync(t, link.code, phone.accessToken)).status).toBe(200)
      await sleep(300)
      expect(desktop.frames.filter(isMessage)).toEqual([])

      // The session was not lost: the polling fallback still has it.
      const status = await t.request(`/api/session-links/status/${link.code}`, {
        headers: { 'x-link-secret': link.secret },
      })
      expect(((await status.json()) as { user?: unknown }).user).toBeDefined()
    })
  })
})

describe('delivery across two server instances on one database', () => {
  let first: TestApp
  let second: TestApp
  const clients: StompTestClient[] = []

  beforeAll(async () => {
    first = await buildTestApp()
    second = await buildTestApp({ database: first.database })
  })
  afterAll(async () => {
    for (const client of clients) client.close()
    await second.close()
    await first.close()
  })

  async function signInAcross(link: CreatedSessionLink, phoneToken: string) {
    // The desktop's socket is on the second instance; the phone's sync lands on the first.
    const desktop = await connected(second)
    clients.push(desktop)
    expect((await desktop.subscribe(link.code, link.secret)).command).toBe('RECEIPT')
    expect((await sync(first, link.code, phoneToken)).status).toBe(200)
    const message = await desktop.waitForFrame(isMessage, 5000)
    return SessionUserSchema.parse(JSON.parse(frameBodyText(message)))
  }

  it('hands the session to the desktop connected to the other instance', async () => {
    const phone = await signIn(first, 'crossphone')
    const link = await createLink(first)
    const user = await signInAcross(link, phone.accessToken)
    expect(user.username).toBe('crossphone')
    const me = await second.request('/auth/me', { token: user.accessToken })
    expect(me.status).toBe(200)
  })

  it('keeps delivering after the database drops the listening connections', async () => {
    const phone = await signIn(first, 'crossphone2')
    const pool = first.database.pool
    if (pool) {
      // What a PostgreSQL restart looks like to the instances: their LISTEN connections die.
      const result = await pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and (query ilike 'listen %' or query like '%session-links keepalive%')`,
      )
      expect(result.rowCount).toBe(2)
    }
    const link = await createLink(first)
    const user = await signInAcross(link, phone.accessToken)
    expect(user.username).toBe('crossphone2')
  })
})
