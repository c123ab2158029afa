// A client on IPv6 holds a whole /64 (a home line, a phone, a cloud server) and may send each request
// from another of its addresses. The limits our own code keys by address (the beacons' budget, the
// contact form's stored messages, the per-address ceiling of the routes limited per user) count that
// /64 as one address, as the API's own budget does; an IPv4 client is counted as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_RATE_LIMIT } from '#src/modules/contact/contact.plugin'
import { BEHIND_PROXY, BROWSER_UA, beacon } from '#src/modules/stats/stats.test-support'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { addressKey } from './limits-store'

/** The uploads' ceiling per address and minute (media.plugin.ts), before authentication. */
const UPLOADS_PER_ADDRESS = 120

let next = 0
/** Another address of the one /64 every call. */
const inOneSubnet = () => `2001:db8:7:1:${(next++).toString(16)}:a:b:c`

describe('addressKey', () => {
  it('counts an IPv6 /64 as one address, and an IPv4 address as itself however it is written', () => {
    const key = addressKey('2001:db8:7:1::1')
    expect(addressKey('2001:0DB8:7:1:ffff:1:2:3')).toBe(key)
    expect(addressKey('2001:db8:7:1:0:0:0:0')).toBe(key)
    expect(addressKey('2001:db8:7:2::1')).not.toBe(key)
    expect(addressKey('fe80::1%eth0')).toBe(addressKey('fe80::2'))
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7')
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'))
    expect(addressKey('::1')).not.toBe(addressKey('::ffff:127.0.0.1'))
  })
})

describe('limits keyed by address, from many addresses of one IPv6 /64', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({ env: BEHIND_PROXY, rateLimitMax: 3 })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("spends the beacons' budget of the /64", async () => {
    const statuses: number[] = []
    for (let index = 0; index < 5; index += 1) statuses.push((await beacon(t, [], BROWSER_UA, inOneSubnet())).status)
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses.slice(3)).toEqual([429, 429])
  })

  it('stores the contact messages of the /64 up to its limit', async () => {
    const statuses: number[] = []
    for (let index = 0; index <= CONTACT_RATE_LIMIT.max; index += 1) {
      const response = await t.request('/api/contact', {
        method: 'POST',
        headers: { 'x-forwarded-for': inOneSubnet() },
        json: { name: `Sender ${index}`, email: 'sender@example.com', message: `Message number ${index} for you.` },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_RATE_LIMIT.max).fill(201), 429])
  })

  it('stops a flood of bad tokens from the /64 at the upload route’s ceiling per address', async () => {
    const statuses: number[] = []
    for (let index = 0; index <= UPLOADS_PER_ADDRESS; index += 1) {
      const response = await t.request('/api/media?kind=header-image', {
        method: 'POST',
        token: `not-a-session-${index}`,
        headers: { 'x-forwarded-for': inOneSubnet() },
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, UPLOADS_PER_ADDRESS)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
  })
})
