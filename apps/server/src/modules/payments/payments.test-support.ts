// Test helpers for the purchase flow: the web's calls to our API and the wallet's calls to the simulator.
import { expect } from 'vitest'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import type { TestApp, TestResponse } from '#src/test/build-test-app'

export type CreateBody = {
  planType: 'STANDARD' | 'CATEGORY_SLIDER' | 'MAIN_SLIDER'
  articleId?: number
  categorySlug?: string | null
  username?: string
}
export type Order = {
  paymentId: string
  amount: number
  memo: string
  metadata: Record<string, unknown>
}

export function paymentsApi(t: TestApp) {
  const post = (path: string, token: string | undefined, json: unknown) =>
    t.request(`/api/payments/${path}`, { method: 'POST', json, ...(token ? { token } : {}) })
  return {
    create: (token: string | undefined, body: CreateBody) => post('create', token, body),
    approve: (token: string | undefined, piPaymentId: string) => post('approve', token, { paymentId: piPaymentId }),
    complete: (token: string | undefined, piPaymentId: string, txid: string) =>
      post('complete', token, { paymentId: piPaymentId, txid }),
    incomplete: (token: string | undefined, piPaymentId: string) =>
      post('incomplete', token, { paymentId: piPaymentId }),
    status: (token: string | undefined, id: string) =>
      t.request(`/api/payments/by-payment-id/${id}`, token ? { token } : {}),
  }
}

/** `[status, error code]` of one of our answers. */
export async function failure(response: TestResponse): Promise<[number, string | undefined]> {
  const body = (await response.json()) as { error?: { code?: string } }
  return [response.status, body.error?.code]
}

/** Our order, then the wallet's Pi payment for it, as the web and the SDK do. */
export async function startPurchase(t: TestApp, sim: SimClient, user: string, token: string, body: CreateBody) {
  const created = await paymentsApi(t).create(token, body)
  expect(created.status, await created.clone().text()).toBe(201)
  const order = (await created.json()) as Order
  const wallet = await sim.wallet.create(user, { amount: order.amount, memo: order.memo, metadata: order.metadata })
  expect(wallet.status, JSON.stringify(wallet.body)).toBe(200)
  return { order, piId: wallet.body.identifier }
}

/** The whole happy path: create, wallet payment, approve, sign, complete. */
export async function buy(t: TestApp, sim: SimClient, user: string, token: string, body: CreateBody) {
  const api = paymentsApi(t)
  const { order, piId } = await startPurchase(t, sim, user, token, body)
  const approved = await api.approve(token, piId)
  expect(approved.status, await approved.clone().text()).toBe(200)
  const { txid } = (await sim.wallet.sign(piId)).body
  const completed = await api.complete(token, piId, txid)
  expect(completed.status, await completed.clone().text()).toBe(200)
  return { order, piId, txid, completed: await completed.json() }
}
