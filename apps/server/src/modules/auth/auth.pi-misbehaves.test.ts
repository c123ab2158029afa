// Sign-in while the Pi Platform misbehaves (the simulator's fault queue, over HTTP): slow past the
// client's timeout, down, or answering a user that is not one. The sign-in answers 502 with the error
// body promptly, and opens no session on a bad answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { users } from '#src/db/schema/index'
import { createPiClient } from '#src/modules/pi/pi-client'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'

const PI_TIMEOUT_MS = 500

describe('sign-in while the Pi Platform misbehaves', () => {
  let t: TestApp
  let sim: SimClient

  beforeAll(async () => {
    let base = ''
    const pi = createPiClient({ baseUrl: () => base, apiKey: 'test-key', timeoutMs: PI_TIMEOUT_MS })
    t = await buildTestApp({ pi })
    base = `${t.url}/__pi-sim`
    sim = simClient(t)
  })
  afterAll(async () => {
    await t.close()
  })

  const signIn = async (username: string) => {
    const started = Date.now()
    const response = await t.request('/auth/pi-login', { method: 'POST', json: { accessToken: `sim-${username}` } })
    const body = await response.json()
    return { status: response.status, body, ms: Date.now() - started }
  }

  it.each([
    ['slow past the timeout', { delayMs: PI_TIMEOUT_MS * 4 }],
    ['answering 503', { status: 503 }],
    ['resetting the connection', { drop: true }],
    ['answering HTML with 200', { status: 200, body: '<html>maintenance</html>' }],
    ['answering a user without a uid', { status: 200, body: { username: 'someone' } }],
    ['answering an empty uid', { status: 200, body: { uid: '', username: 'someone' } }],
  ])('Pi %s: 502 PI_UNAVAILABLE promptly, nobody signed in', async (_case, fault) => {
    await sim.control.faults({ method: 'GET', path: '/v2/me', ...fault })
    const before = await t.database.db.$count(users)
    const answer = await signIn('misbehaved_me')
    expect(answer.status).toBe(502)
    expect(ErrorBodySchema.parse(answer.body).error.code).toBe('PI_UNAVAILABLE')
    expect(answer.ms).toBeLessThan(PI_TIMEOUT_MS + 1_500)
    expect(await t.database.db.$count(users)).toBe(before)
    // The next try, with Pi answering again, signs in.
    expect((await signIn('misbehaved_me')).status).toBe(200)
    await t.database.db.delete(users)
  })
})
