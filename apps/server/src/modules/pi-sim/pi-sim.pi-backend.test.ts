// Pi's official Node SDK (pi-backend) pointed at the simulator on a listening server: every call the
// simulator plays must succeed as it would against api.minepi.com, with DTOs of the SDK's shape.
import { createRequire } from 'node:module'
import PiNetworkModule from 'pi-backend'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { PAYMENT, paymentIn, simClient, type SimClient } from './pi-sim.test-support'

// The package is CommonJS with `exports.default`; depending on interop the class is either.
const PiNetwork = ((PiNetworkModule as unknown as { default?: typeof PiNetworkModule }).default ??
  PiNetworkModule) as typeof PiNetworkModule

// The SDK's own Stellar library, the one its A2U path hands `to_address` and `from_address` to.
const { StrKey } = createRequire(createRequire(import.meta.url).resolve('pi-backend'))('stellar-sdk') as {
  StrKey: { isValidEd25519PublicKey(address: string): boolean }
}

/** A throwaway Stellar seed (Stellar's documentation example): the simulator never sees it. */
const WALLET_SEED = 'SCZANGBA5YHTNYVVV4C3U252E2B6P6F5T3U6MM63WBSBZATAQI3EBTQ4'

const StellarAddress = z.string().refine((address) => StrKey.isValidEd25519PublicKey(address), 'not a Stellar key')

/** The SDK's PaymentDTO (pi-backend's types.d.ts), strict about every field it declares. */
const SdkPaymentDto = z.object({
  identifier: z.string().length(28),
  user_uid: z.string().min(1),
  amount: z.number(),
  memo: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  from_address: StellarAddress,
  to_address: StellarAddress,
  direction: z.enum(['user_to_app', 'app_to_user']),
  status: z.object({
    developer_approved: z.boolean(),
    transaction_verified: z.boolean(),
    developer_completed: z.boolean(),
    cancelled: z.boolean(),
    user_cancelled: z.boolean(),
  }),
  transaction: z.object({ txid: z.string(), verified: z.boolean(), _link: z.url() }).nullable(),
  created_at: z.iso.datetime(),
  network: z.enum(['Pi Network', 'Pi Testnet']),
})

/** What axios rejects with when the simulator refuses: the status and Pi's error body. */
async function refusal(call: Promise<unknown>) {
  const error = (await call.then(
    () => expect.unreachable('the call should have been refused'),
    (reason: unknown) => reason,
  )) as { response?: { status: number; data: { error: string; error_message: string } } }
  return [error.response?.status, error.response?.data.error, typeof error.response?.data.error_message]
}

describe('the official pi-backend SDK against the simulator', () => {
  let t: TestApp
  let sim: SimClient
  let pi: InstanceType<typeof PiNetwork>

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
    pi = new PiNetwork('sdk-test-key', WALLET_SEED, { baseUrl: `${t.url}/__pi-sim` })
  })
  beforeEach(async () => {
    await sim.control.reset()
  })
  afterAll(async () => {
    await t.close()
  })

  it('reads a U2A payment made through the wallet, then completes it once approved and signed', async () => {
    const { id } = await paymentIn(sim, 'alice', 'CREATED')
    const created = SdkPaymentDto.parse(await pi.getPayment(id))
    expect(created).toMatchObject({
      identifier: id,
      user_uid: 'sim-uid-alice',
      amount: PAYMENT.amount,
      memo: PAYMENT.memo,
      metadata: PAYMENT.metadata,
      direction: 'user_to_app',
      network: 'Pi Testnet',
      transaction: null,
    })

    // pi-backend 0.1.3 has no approve call; a server POSTs /approve with the same Key header.
    const approve = await fetch(`${t.url}/__pi-sim/v2/payments/${id}/approve`, {
      method: 'POST',
      headers: { authorization: 'Key sdk-test-key' },
    })
    expect(approve.status).toBe(200)
    const { txid } = (await sim.wallet.sign(id)).body

    const signed = SdkPaymentDto.parse(await pi.getPayment(id))
    expect(signed.status).toMatchObject({ developer_approved: true, transaction_verified: true })
    expect(signed.transaction).toMatchObject({ txid, verified: true })

    const completed = SdkPaymentDto.parse(await pi.completePayment(id, txid))
    expect(completed.status).toMatchObject({ developer_completed: true, cancelled: false, user_cancelled: false })
    expect(SdkPaymentDto.parse(await pi.getPayment(id))).toEqual(completed)
  })

  it('cancels a payment without a transaction: cancelled, not user_cancelled', async () => {
    const { id } = await paymentIn(sim, 'bob', 'APPROVED')
    const cancelled = SdkPaymentDto.parse(await pi.cancelPayment(id))
    expect(cancelled.status).toMatchObject({ cancelled: true, user_cancelled: false, developer_approved: true })
  })

  it('lists incomplete server payments in Pi’s documented shape (none: the simulator makes no A2U)', async () => {
    await paymentIn(sim, 'carol', 'SIGNED')
    expect(await pi.getIncompleteServerPayments()).toEqual({ incomplete_server_payments: [] })
  })

  it('refuses, in Pi’s error shape, what Pi refuses: unknown ids, a wrong txid, A2U creation, a wrong key', async () => {
    expect(await refusal(pi.getPayment('x'.repeat(28)))).toEqual([404, 'payment_not_found', 'string'])

    const { id } = await paymentIn(sim, 'dave', 'SIGNED')
    expect(await refusal(pi.completePayment(id, 'f'.repeat(64)))).toEqual([400, 'txid_mismatch', 'string'])
    expect(await refusal(pi.cancelPayment(id))).toEqual([400, 'payment_tx_present', 'string'])

    // A2U is optional in the simulator's specification and not simulated; the SDK hears so plainly.
    const a2u = pi.createPayment({ amount: 1, memo: 'Refund', metadata: {}, uid: 'sim-uid-dave' })
    expect(await refusal(a2u)).toEqual([501, 'not_implemented', 'string'])

    await sim.control.apiKey('the-real-key')
    expect(await refusal(pi.getPayment(id))).toEqual([401, 'unauthorized', 'string'])
    const keyed = new PiNetwork('the-real-key', WALLET_SEED, { baseUrl: `${t.url}/__pi-sim` })
    expect(SdkPaymentDto.parse(await keyed.getPayment(id)).identifier).toBe(id)
  })
})
