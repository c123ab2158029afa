import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { createPiClient, PiApiError, PiUnavailableError, type PiClient } from './pi-client'

/** The real Pi client against the simulator, over real HTTP, including the faults Pi is known for. */
describe('Pi Platform client', () => {
  let t: TestApp
  let sim: SimClient
  let pi: PiClient

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
    pi = createPiClient({ baseUrl: () => `${t.url}/__pi-sim`, apiKey: 'server-key', timeoutMs: 2_000 })
  })
  beforeEach(async () => {
    await sim.control.reset()
  })
  afterAll(async () => {
    await t.close()
  })

  async function rejection(promise: Promise<unknown>): Promise<unknown> {
    return promise.then(
      (value) => {
        throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
      },
      (error: unknown) => error,
    )
  }

  it('reads the user behind an access token', async () => {
    const user = await pi.me('sim-alice')
    expect(user).toMatchObject({
      uid: 'sim-uid-alice',
      username: 'alice',
      credentials: { scopes: ['username', 'payments'] },
    })
    expect(user.credentials?.valid_until?.timestamp).toBeGreaterThan(Date.now() / 1000)
  })

  it('turns a refused token into a PiApiError with Pi’s status and code', async () => {
    const error = await rejection(pi.me('not-a-sim-token'))
    expect(error).toBeInstanceOf(PiApiError)
    expect(error).toMatchObject({ status: 401, code: 'invalid_token', body: { error: 'invalid_token' } })
  })

  it('drives a payment through get, approve, complete and parses each PaymentDTO', async () => {
    const { identifier } = (await sim.wallet.create('alice')).body
    expect((await pi.getPayment(identifier)).status.developer_approved).toBe(false)
    expect((await pi.approvePayment(identifier)).status.developer_approved).toBe(true)
    const { txid } = (await sim.wallet.sign(identifier)).body
    const signed = await pi.getPayment(identifier)
    expect(signed.transaction).toMatchObject({ txid, verified: true })
    const completed = await pi.completePayment(identifier, txid)
    expect(completed.status.developer_completed).toBe(true)

    const again = await rejection(pi.completePayment(identifier, txid))
    expect(again).toMatchObject({ status: 400, code: 'already_completed' })
  })

  it('cancels, and reports payment_not_found and payment_tx_present as PiApiErrors', async () => {
    const { identifier } = (await sim.wallet.create('bob')).body
    expect((await pi.cancelPayment(identifier)).status.cancelled).toBe(true)
    expect(await rejection(pi.getPayment('x'.repeat(28)))).toMatchObject({ status: 404, code: 'payment_not_found' })

    const other = (await sim.wallet.create('carol')).body.identifier
    await pi.approvePayment(other)
    await sim.wallet.sign(other)
    const error = await rejection(pi.cancelPayment(other))
    expect(error).toBeInstanceOf(PiApiError)
    expect(error).toMatchObject({ status: 400, code: 'payment_tx_present' })
  })

  it('lists incomplete server payments', async () => {
    expect(await pi.incompleteServerPayments()).toEqual([])
  })

  it('gets a 401 PiApiError when the simulator enforces another API key', async () => {
    await sim.control.apiKey('the-real-key')
    expect(await rejection(pi.incompleteServerPayments())).toMatchObject({ status: 401, code: 'unauthorized' })
    const right = createPiClient({ baseUrl: () => `${t.url}/__pi-sim`, apiKey: 'the-real-key' })
    expect(await right.incompleteServerPayments()).toEqual([])
  })

  it('treats a 5xx answer as PiUnavailableError, JSON or HTML', async () => {
    await sim.control.faults([
      { path: '/v2/me', status: 500 },
      { path: '/v2/payments/:id', status: 502, body: '<html><body>Bad gateway</body></html>' },
    ])
    const json = await rejection(pi.me('sim-alice'))
    expect(json).toBeInstanceOf(PiUnavailableError)
    expect((json as Error).message).toContain('simulated_fault')
    expect(await rejection(pi.getPayment('anything'))).toBeInstanceOf(PiUnavailableError)
    // One-shot: the platform is back.
    expect((await pi.me('sim-alice')).username).toBe('alice')
  })

  it('gives up with PiUnavailableError when the platform answers after its timeout', async () => {
    const impatient = createPiClient({ baseUrl: () => `${t.url}/__pi-sim`, apiKey: 'k', timeoutMs: 100 })
    await sim.control.faults({ path: '/v2/me', delayMs: 400 })
    const started = Date.now()
    const error = await rejection(impatient.me('sim-alice'))
    expect(error).toBeInstanceOf(PiUnavailableError)
    expect(Date.now() - started).toBeLessThan(350)
  })

  it('reports a dropped connection as PiUnavailableError', async () => {
    const { identifier } = (await sim.wallet.create('dave')).body
    await sim.control.faults({ method: 'POST', path: '/v2/payments/:id/approve', drop: true })
    expect(await rejection(pi.approvePayment(identifier))).toBeInstanceOf(PiUnavailableError)
    expect((await pi.approvePayment(identifier)).status.developer_approved).toBe(true)
  })

  it('reports an answer that is not Pi’s API as PiUnavailableError', async () => {
    await sim.control.faults([
      { path: '/v2/me', status: 200, body: { unexpected: true } },
      { path: '/v2/payments/:id', status: 200, body: 'not json' },
    ])
    expect(await rejection(pi.me('sim-alice'))).toBeInstanceOf(PiUnavailableError)
    expect(await rejection(pi.getPayment('anything'))).toBeInstanceOf(PiUnavailableError)
  })

  it('stops reading an answer that will not end, well before its timeout, as PiUnavailableError', async () => {
    // A broken proxy in front of the platform: 200, then JSON-looking bytes for as long as anyone reads.
    const endless = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      const chunk = Buffer.alloc(64 * 1024, 'a')
      response.write('{"uid":"')
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump)
      }
      pump()
    })
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = endless.address() as AddressInfo
      const client = createPiClient({ baseUrl: () => `http://127.0.0.1:${port}`, apiKey: 'k', timeoutMs: 10_000 })
      const started = Date.now()
      const error = await rejection(client.me('sim-alice'))
      expect(error).toBeInstanceOf(PiUnavailableError)
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      endless.closeAllConnections()
      await new Promise((resolve) => endless.close(resolve))
    }
  })

  it('reports an unreachable platform as PiUnavailableError', async () => {
    const nowhere = createPiClient({ baseUrl: () => 'http://127.0.0.1:9/__pi-sim', apiKey: 'k', timeoutMs: 1_000 })
    expect(await rejection(nowhere.me('sim-alice'))).toBeInstanceOf(PiUnavailableError)
  })
})
