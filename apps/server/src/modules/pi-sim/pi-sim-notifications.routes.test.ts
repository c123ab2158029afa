// The simulated Pi notification centre: the platform's limits (256 a request, 48 a user a day), its
// failures through the fault queue, what it received through the control API, and the consent
// window.Pi reports at Pi.authenticate.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { simClient, type SimClient } from './pi-sim.test-support'

const DAY_MS = 24 * 60 * 60 * 1000
const item = (user: string, index = 0) => ({
  title: `Title ${index}`,
  body: `Body ${index}`,
  user_uid: `sim-uid-${user}`,
  subroute: '/user-dashboard/my-articles',
})

describe('the simulator’s in-app notifications', () => {
  let t: TestApp
  let sim: SimClient
  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await sim.control.reset()
    await sim.control.seed({ users: [{ username: 'granted', scopes: ['username', 'in_app_notifications'] }] })
  })

  const notify = (notifications: unknown, auth = sim.key) =>
    sim.call<{ sent?: number; error?: string }>('POST', '/v2/in_app_notifications/notify', {
      auth,
      json: { notifications },
    })
  const received = async (username?: string) =>
    (
      await sim.call<{ notifications: { username: string; delivered: boolean; subroute: string }[] }>(
        'GET',
        `/_control/notifications${username ? `?username=${username}` : ''}`,
      )
    ).body.notifications

  it('delivers to users who granted the scope and records the rest as dropped', async () => {
    await sim.call('GET', '/v2/me', { auth: 'Bearer sim-plain' })
    const answer = await notify([item('granted'), item('plain')])
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ sent: 1 })
    expect(await received()).toEqual([
      expect.objectContaining({ username: 'granted', delivered: true, subroute: '/user-dashboard/my-articles' }),
      expect.objectContaining({ username: 'plain', delivered: false }),
    ])
    const state = await sim.control.state('granted')
    expect((state.body as unknown as { notifications: unknown[] }).notifications).toHaveLength(1)
  })

  it('wants the server key, a well-formed body, and at most 256 a request', async () => {
    expect((await notify([item('granted')], 'Bearer sim-granted')).status).toBe(401)
    expect((await notify([])).status).toBe(400)
    expect((await notify([{ ...item('granted'), subroute: 'https://evil.example' }])).status).toBe(400)
    expect((await notify('nope')).status).toBe(400)
    const tooMany = await notify(Array.from({ length: 257 }, (_, index) => item('granted', index)))
    expect([tooMany.status, tooMany.body.error]).toEqual([400, 'too_many_notifications'])
    expect(await received()).toEqual([])
  })

  it('refuses a 49th notification to one user in 24 hours, and takes it once the day has passed', async () => {
    expect((await notify(Array.from({ length: 48 }, (_, index) => item('granted', index)))).status).toBe(200)
    const over = await notify([item('granted', 48)])
    expect([over.status, over.body.error]).toEqual([429, 'rate_limited'])
    await sim.control.advance(DAY_MS + 1000)
    expect((await notify([item('granted', 48)])).status).toBe(200)
    expect(await received('granted')).toHaveLength(49)
  })

  it('plays injected failures and keeps nothing of a failed request', async () => {
    await sim.control.faults({ method: 'POST', path: '/v2/in_app_notifications/notify', status: 502, times: 1 })
    expect((await notify([item('granted')])).status).toBe(502)
    expect(await received()).toEqual([])
    expect((await notify([item('granted')])).status).toBe(200)
  })

  it('keeps the scopes window.Pi reports as granted, which /v2/me then answers', async () => {
    const consent = await sim.call('POST', '/_device/consent', {
      auth: 'Bearer sim-consenting',
      json: { scopes: ['username', 'payments', 'in_app_notifications'] },
    })
    expect(consent.status).toBe(200)
    const me = await sim.call<{ credentials: { scopes: string[] } }>('GET', '/v2/me', {
      auth: 'Bearer sim-consenting',
    })
    expect(me.body.credentials.scopes).toEqual(['username', 'payments', 'in_app_notifications'])
    expect((await sim.call('POST', '/_device/consent', { json: { scopes: [] } })).status).toBe(401)
  })
})
