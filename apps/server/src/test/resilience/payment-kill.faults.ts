// The server is SIGKILLed between a payment's approval and its completion (its call
// to Pi's /complete is in flight). After a restart the order completes through the incomplete-payment
// path: Pi.authenticate reports the payment (onIncompletePaymentFound) and the web posts it to
// /api/payments/incomplete.
//
// The simulator keeps its payments in memory, so a SIGKILL of the process that hosts it would lose
// the Pi side too. Here the Pi Platform is a second server process (its own simulator, never
// killed) that the app reaches through PI_API_BASE, as the real platform would be.
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '#src/test/test-database'
import { call, signInAt, walletAt } from './http-client'
import { startServerProcess, type ServerProcess } from './server-process'

describe('the server killed between approval and completion of a payment', () => {
  let platformDb: TestDatabase
  let appDb: TestDatabase
  let platform: ServerProcess
  let app: ServerProcess | undefined

  const startApp = () =>
    startServerProcess({
      env: { DATABASE_URL: appDb.url!, PI_SIMULATOR: '0', PI_API_BASE: `${platform.url}/__pi-sim` },
    })

  beforeAll(async () => {
    if (!TEST_DATABASE_URL) throw new Error('fault tests need TEST_DATABASE_URL (PostgreSQL)')
    ;[platformDb, appDb] = await Promise.all([createTestDatabase(), createTestDatabase()])
    await Promise.all([platformDb.close(), appDb.close()])
    platform = await startServerProcess({ env: { DATABASE_URL: platformDb.url! } })
    app = await startApp()
  })
  afterAll(async () => {
    await app?.kill()
    await platform?.kill()
    await Promise.all([platformDb?.drop(), appDb?.drop()])
  })

  it('completes the order after a restart through the incomplete-payment path, granting once', async () => {
    const wallet = walletAt(platform.url)
    const token = await signInAt(app!.url, 'killed_buyer')

    const created = await call(app!.url, 'POST', '/api/payments/create', { token, json: { planType: 'STANDARD' } })
    expect(created.status).toBe(201)
    const order = created.body as { paymentId: string; amount: number; memo: string; metadata: unknown }
    const piPayment = await wallet.create('killed_buyer', order)
    expect(piPayment.status).toBe(200)
    const piId = piPayment.body.identifier as string

    const approved = await call(app!.url, 'POST', '/api/payments/approve', { token, json: { paymentId: piId } })
    expect(approved.status).toBe(200)
    const { txid } = (await wallet.sign(piId)).body as { txid: string }

    // Pi holds the server's /complete call, then drops it: the kill lands while it is in flight.
    expect(
      (await wallet.fault({ method: 'POST', path: '/v2/payments/:id/complete', delayMs: 3000, drop: true })).status,
    ).toBe(200)
    const completing = call(app!.url, 'POST', '/api/payments/complete', {
      token,
      json: { paymentId: piId, txid },
    }).then(
      (answer) => answer.status,
      () => 'connection lost' as const,
    )
    await sleep(500)
    expect(await app!.kill()).toBe('SIGKILL')
    expect(await completing).toBe('connection lost')

    // Pi side: signed, not completed. Our side: still APPROVED (read after the restart below).
    const stuck = (await wallet.payment(piId)).body
    expect(stuck.status).toMatchObject({
      developer_approved: true,
      transaction_verified: true,
      developer_completed: false,
    })

    app = await startApp()
    // The session from before the kill lives in the database: still valid in the new process.
    expect((await call(app.url, 'GET', '/auth/me', { token })).status).toBe(200)
    const before = await call(app.url, 'GET', `/api/payments/by-payment-id/${order.paymentId}`, { token })
    expect(before.body.status).toBe('APPROVED')

    // The web's Pi.authenticate: sign-in, then the SDK's incomplete-payment callback posts it to us.
    const newToken = await signInAt(app.url, 'killed_buyer')
    const incomplete = await wallet.incomplete('killed_buyer')
    expect(incomplete.body).toMatchObject({ exists: true, payment: { identifier: piId } })
    const recovered = await call(app.url, 'POST', '/api/payments/incomplete', {
      token: newToken,
      json: { paymentId: piId },
    })
    expect(recovered.status).toBe(200)
    expect(recovered.body).toMatchObject({ outcome: 'COMPLETED', paymentId: order.paymentId, status: 'COMPLETED' })

    const after = await call(app.url, 'GET', `/api/payments/by-payment-id/${order.paymentId}`, { token: newToken })
    expect(after.body.status).toBe('COMPLETED')
    expect((await wallet.payment(piId)).body.status.developer_completed).toBe(true)
    expect((await wallet.incomplete('killed_buyer')).body.exists).toBe(false)
    // One credit, granted once, even when the SDK reports the payment again.
    const again = await call(app.url, 'POST', '/api/payments/incomplete', {
      token: newToken,
      json: { paymentId: piId },
    })
    expect(again.body.outcome).toBe('COMPLETED')
    const credits = await call(app.url, 'GET', '/api/credits/me', { token: newToken })
    expect(credits.status).toBe(200)
    expect(credits.body).toMatchObject({ available: 1 })
    console.info(
      `[faults] payment kill: order ${order.paymentId} completed after restart; credits ${JSON.stringify(credits.body)}`,
    )
  })
})
