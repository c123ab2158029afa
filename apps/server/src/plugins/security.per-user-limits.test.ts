import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { CREATE_ORDER_LIMIT } from '#src/modules/payments/payments.routes'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'
import { FIXTURES_DIR } from '#src/test/factories'

/**
 * Per-user limits were once keyed on the `Authorization` header's text, so
 * `Bearer<spaces>token` bought a fresh budget for payment orders and 30 MB uploads. They are now
 * keyed on the authenticated user, with a ceiling per address on top.
 */

/** Spellings of one token that the old key told apart; all name the same session. */
const spellings = (token: string) => [
  `Bearer  ${token}`,
  `Bearer     ${token}`,
  `bearer ${token}`,
  `BEARER ${token}`,
  `Bearer ${' '.repeat(40)}${token}`,
]

async function expectRateLimited(response: TestResponse) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('RATE_LIMITED')
}

describe('per-user rate limits are keyed on the user, after authentication', { timeout: 60_000 }, () => {
  let t: TestApp
  afterEach(async () => {
    await t.close()
  })

  const createOrder = (authorization: string) =>
    t.request('/api/payments/create', {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ planType: 'STANDARD' }),
    })

  it('gives no fresh budget to Bearer<spaces>token and other spellings of a spent token', async () => {
    t = await buildTestApp()
    const { accessToken } = await signIn(t, 'spacer')
    for (let index = 0; index < CREATE_ORDER_LIMIT.max; index++)
      expect((await createOrder(`Bearer ${accessToken}`)).status).toBe(201)
    for (const authorization of spellings(accessToken)) await expectRateLimited(await createOrder(authorization))
    // A tab or a trailing junk word is not a spelling of the token: no session at all.
    for (const authorization of [`Bearer\t${accessToken}`, `Bearer ${accessToken} x`, `Token ${accessToken}`])
      expect((await createOrder(authorization)).status).toBe(401)
  })

  it("shares one user's budget across header spellings and sessions", async () => {
    t = await buildTestApp()
    const first = (await signIn(t, 'twosessions')).accessToken
    const second = (await signIn(t, 'twosessions')).accessToken
    expect(second).not.toBe(first)
    const headers = [first, second].flatMap((token) => [`Bearer ${token}`, ...spellings(token)])
    const statuses: number[] = []
    for (let index = 0; index <= CREATE_ORDER_LIMIT.max; index++)
      statuses.push((await createOrder(headers[index % headers.length]!)).status)
    expect(statuses.slice(0, CREATE_ORDER_LIMIT.max)).toEqual(Array(CREATE_ORDER_LIMIT.max).fill(201))
    expect(statuses[CREATE_ORDER_LIMIT.max]).toBe(429)
    // Another user keeps their own budget.
    const other = (await signIn(t, 'bystander')).accessToken
    expect((await createOrder(`Bearer ${other}`)).status).toBe(201)
  })

  it('holds a per-address ceiling across users (uploads: 120 a minute from one address)', async () => {
    t = await buildTestApp()
    const tokens: string[] = []
    for (let index = 0; index < 5; index++) tokens.push((await signIn(t, `neighbour${index}`)).accessToken)
    // Not multipart: each counts and is answered 400 without storing anything.
    const upload = (token: string) => t.request('/api/media?kind=content-image', { method: 'POST', token, json: {} })
    const statuses: number[] = []
    for (const token of tokens) for (let index = 0; index < 24; index++) statuses.push((await upload(token)).status)
    expect(statuses).toEqual(Array(120).fill(400))
    // Every user is within their own 30, but the address has spent its 120.
    await expectRateLimited(await upload(tokens[0]!))
    // Bad tokens count against the address before authentication touches the database.
    await expectRateLimited(await t.request('/api/media', { method: 'POST', token: 'not-a-session' }))
  })

  it('still answers a flood of bad tokens with 401 until the address ceiling, then 429', async () => {
    t = await buildTestApp()
    const statuses: number[] = []
    for (let index = 0; index < 101; index++)
      statuses.push((await createOrder(`Bearer ${'x'.repeat(43 - String(index).length)}${index}`)).status)
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(401))
    expect(statuses[100]).toBe(429)
  })

  it('keeps uploads under the per-user limit for one user whatever the spelling', async () => {
    t = await buildTestApp()
    const { accessToken } = await signIn(t, 'uploadspacer')
    const upload = (authorization: string) =>
      t.request('/api/media?kind=content-image', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: '{}',
      })
    const all = [`Bearer ${accessToken}`, ...spellings(accessToken)]
    for (let index = 0; index < 30; index++) expect((await upload(all[index % all.length]!)).status).toBe(400)
    for (const authorization of all) await expectRateLimited(await upload(authorization))
    // A real upload is refused as well, before its body is read.
    const form = new FormData()
    form.append('file', new Blob([await readFile(`${FIXTURES_DIR}/image-400x400.png`)]), 'a.png')
    await expectRateLimited(
      await t.request('/api/media?kind=content-image', {
        method: 'POST',
        headers: { authorization: `Bearer   ${accessToken}` },
        body: form,
      }),
    )
  })
})
