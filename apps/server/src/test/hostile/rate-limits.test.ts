// The three routes an abuser would hammer — the contact form, sign-in and order
// creation — answer 429 with the error body and Retry-After once their limit is reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_RATE_LIMIT } from '#src/modules/contact/contact.plugin'
import { CREATE_ORDER_LIMIT } from '#src/modules/payments/payments.routes'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'

const SIGN_IN_LIMIT = 30

async function expectRateLimited(response: TestResponse) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  const body = (await response.json()) as { error: Record<string, unknown> }
  expect(body.error).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.any(String),
    requestId: response.headers.get('x-request-id'),
  })
}

describe('rate limits on contact, sign-in and payment creation', () => {
  let t: TestApp

  beforeAll(async () => {
    // The per-route limits under test; the global per-IP limit stays out of the way.
    t = await buildTestApp({ rateLimitMax: 10_000 })
  })
  afterAll(async () => {
    await t.close()
  })

  it(`stores ${CONTACT_RATE_LIMIT.max} contact messages per address, then answers 429`, async () => {
    const send = (index: number) =>
      t.request('/api/contact', {
        method: 'POST',
        json: { name: `Sender ${index}`, email: 'sender@example.com', message: `Message number ${index} for you.` },
      })
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index++) expect((await send(index)).status).toBe(201)
    await expectRateLimited(await send(CONTACT_RATE_LIMIT.max))
  })

  it(`lets an address sign in ${SIGN_IN_LIMIT} times a minute, then answers 429`, async () => {
    const attempt = () => t.request('/auth/pi-login', { method: 'POST', json: { accessToken: 'sim-hammer' } })
    const statuses: number[] = []
    for (let index = 0; index < SIGN_IN_LIMIT; index++) statuses.push((await attempt()).status)
    expect(statuses).toEqual(Array(SIGN_IN_LIMIT).fill(200))
    await expectRateLimited(await attempt())
  })

  it(`lets a user create ${CREATE_ORDER_LIMIT.max} orders a minute, then answers 429`, async () => {
    // A fresh app: the previous test spent this address's sign-ins.
    const other = await buildTestApp({ rateLimitMax: 10_000, database: t.database })
    try {
      const { accessToken } = await signIn(other, 'order_hammer')
      const create = () =>
        other.request('/api/payments/create', { method: 'POST', token: accessToken, json: { planType: 'STANDARD' } })
      for (let index = 0; index < CREATE_ORDER_LIMIT.max; index++) expect((await create()).status).toBe(201)
      await expectRateLimited(await create())
    } finally {
      await other.close()
    }
  })
})
