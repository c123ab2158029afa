// Pi's /v2/me has a username only when the user granted the `username` scope at Pi.authenticate;
// a sign-in without it must be refused clearly, never open an account without a name.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { users } from '#src/db/schema/index'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'

describe('sign-in with a Pi token that has no username scope', () => {
  let t: TestApp
  let sim: SimClient

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
  })
  afterAll(async () => {
    await t.close()
  })

  const login = () => t.request('/auth/pi-login', { method: 'POST', json: { accessToken: 'sim-nameless' } })
  // What window.Pi reports after the consent screen: the scopes the user granted.
  const grant = (scopes: string[]) =>
    sim.call('POST', '/_device/consent', { auth: 'Bearer sim-nameless', json: { scopes } })

  it('is refused with 401 and a message asking for the username permission, and opens no account', async () => {
    await grant(['payments', 'in_app_notifications'])
    const refused = await login()
    expect(refused.status).toBe(401)
    const body = ErrorBodySchema.parse(await refused.json())
    expect(body.error).toMatchObject({ code: 'AUTH_PI_TOKEN_INVALID', message: expect.stringMatching(/username/) })
    const accounts = await t.database.db.select({ id: users.id }).from(users).where(eq(users.piUid, 'sim-uid-nameless'))
    expect(accounts).toEqual([])

    // Once the user grants the scope, the same token signs in as that user.
    await grant(['username', 'payments'])
    const accepted = await login()
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ username: 'nameless', piId: 'sim-uid-nameless' })
  })
})
