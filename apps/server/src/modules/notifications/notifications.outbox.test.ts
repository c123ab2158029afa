// The Pi outbox (decision 0011): in-app notifications go out in batches
// through the simulator, retry with backoff through injected platform failures, respect the
// platform's limits, never go twice, and never reach a user who did not grant the scope.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { notificationOutbox } from '#src/db/schema/index'
import { clockedPaymentsApp, type ClockedPaymentsApp } from '#src/modules/payments/payments.test-support'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId } from '#src/test/factories'
import { PI_PER_USER_PER_DAY } from './notifications.outbox'
import { raiseNotification } from './notifications.service'
import { grantPiNotifications, notificationsApi, piCentre } from './notifications.test-support'

const DAY_MS = 24 * 60 * 60 * 1000

describe('the Pi in-app notifications outbox', () => {
  let t: TestApp
  let sim: SimClient
  let now: () => Date
  /** Our clock and Pi's move together. */
  let passTime: ClockedPaymentsApp['passTime']

  beforeEach(async () => {
    ;({ t, sim, now, passTime } = await clockedPaymentsApp())
  })
  afterEach(async () => {
    await t.close()
  })

  async function userWithScope(username: string) {
    await grantPiNotifications(t, username)
    const token = (await signIn(t, username)).accessToken
    return { token, userId: await findUserId(t.database.db, username) }
  }

  const raise = (userId: number, name: string) =>
    raiseNotification(t.database.db, { type: 'CONTACT_MESSAGE', userId, params: { name }, at: now() })

  const statuses = async () =>
    (await t.database.db.select().from(notificationOutbox).orderBy(notificationOutbox.id)).map((row) => row.status)

  it('sends a notification once, in the user’s language, with the subroute of its page', async () => {
    const { userId } = await userWithScope('pia')
    await raiseNotification(t.database.db, {
      type: 'ARTICLE_REJECTED',
      userId,
      params: { articleTitle: 'Pi Chess', reason: 'Broken link.' },
    })
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 1 })
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 0 })
    expect(await piCentre(t, 'pia')).toEqual([
      expect.objectContaining({
        title: 'Article rejected',
        body: '"Pi Chess" was rejected: Broken link.',
        subroute: '/user-dashboard/rejected',
        delivered: true,
      }),
    ])

    // Signed in from a Spanish page: Pi notices come in Spanish.
    await grantPiNotifications(t, 'pablo')
    const login = await t.request('/auth/pi-login', {
      method: 'POST',
      json: { accessToken: 'sim-pablo' },
      headers: { cookie: 'lang=es' },
    })
    expect(login.status).toBe(200)
    await raise(await findUserId(t.database.db, 'pablo'), 'Ana')
    await t.app.notificationsOutbox.drain()
    expect(await piCentre(t, 'pablo')).toEqual([
      expect.objectContaining({
        title: 'Nuevo mensaje de contacto',
        body: 'De Ana.',
        subroute: '/admin-dashboard/inbox',
      }),
    ])

    // Signed in from a Vietnamese page: a public page the notice opens is at its Vietnamese address.
    await grantPiNotifications(t, 'vy_nguyen')
    const fromVietnamese = await t.request('/auth/pi-login', {
      method: 'POST',
      json: { accessToken: 'sim-vy_nguyen', language: 'vi' },
    })
    expect(fromVietnamese.status).toBe(200)
    await raiseNotification(t.database.db, {
      type: 'ARTICLE_APPROVED',
      userId: await findUserId(t.database.db, 'vy_nguyen'),
      params: { articleTitle: 'Cờ Pi' },
      link: '/articles/12',
    })
    await t.app.notificationsOutbox.drain()
    expect(await piCentre(t, 'vy_nguyen')).toEqual([expect.objectContaining({ subroute: '/vi/articles/12' })])
  })

  it('retries through platform failures with backoff, then sends exactly once; the event stands meanwhile', async () => {
    const { userId, token } = await userWithScope('retry_ria')
    await sim.control.faults([
      { method: 'POST', path: '/v2/in_app_notifications/notify', status: 500, times: 2 },
      { method: 'POST', path: '/v2/in_app_notifications/notify', drop: true, times: 1 },
    ])
    await raise(userId, 'first')
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 0, retrying: 1 })
    // The site notification is there all along.
    expect((await notificationsApi(t).list(token)).body.unread).toBe(1)
    // Not due again before its backoff.
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 0, retrying: 0 })
    await passTime(31_000)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ retrying: 1 })
    await passTime(61_000)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ retrying: 1 }) // the dropped connection
    await passTime(121_000)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 1 })
    await passTime(DAY_MS)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 0 })
    expect(await piCentre(t, 'retry_ria')).toHaveLength(1)
    const [row] = await t.database.db.select().from(notificationOutbox)
    expect(row).toMatchObject({ status: 'SENT', attempts: 3 })
  })

  it('sends nothing to Pi for a user who did not grant the scope, who still gets the site notification', async () => {
    const token = (await signIn(t, 'noscope')).accessToken
    await raise(await findUserId(t.database.db, 'noscope'), 'x')
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 0, skipped: 1 })
    expect(await piCentre(t)).toEqual([])
    expect(await statuses()).toEqual(['SKIPPED'])
    expect((await notificationsApi(t).list(token)).body.items).toHaveLength(1)
  })

  it('follows the scope of the latest sign-in', async () => {
    const { userId } = await userWithScope('changing')
    await sim.control.seed({ users: [{ username: 'changing', scopes: ['username', 'payments'] }] })
    await signIn(t, 'changing')
    await raise(userId, 'x')
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ skipped: 1 })
  })

  it('keeps to 256 a request and 48 a user a day, sending the rest when the day has passed', async () => {
    // 300 for 10 users: two requests of at most 256 (the simulator refuses larger ones).
    const many = await Promise.all(Array.from({ length: 10 }, (_, index) => userWithScope(`bulk_${index}`)))
    for (let round = 0; round < 30; round += 1) for (const user of many) await raise(user.userId, `r${round}`)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 300, retrying: 0 })

    const heavy = await userWithScope('heavy')
    for (let index = 0; index < 60; index += 1) await raise(heavy.userId, `h${index}`)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: PI_PER_USER_PER_DAY, deferred: 12 })
    await passTime(2 * 60 * 60_000)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 0, deferred: 12 })
    await passTime(DAY_MS)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 12 })
    const delivered = (await piCentre(t, 'heavy')).filter((item) => item.delivered)
    expect(delivered).toHaveLength(60)
    expect(new Set(delivered.map((item) => item.body)).size).toBe(60)
  })

  it('gives a delivery up after its last attempt, leaving the site notification', async () => {
    const { userId } = await userWithScope('giveup')
    await sim.control.faults({ method: 'POST', path: '/v2/in_app_notifications/notify', status: 503, times: 50 })
    await raise(userId, 'x')
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await t.app.notificationsOutbox.drain()
      await passTime(5 * 60 * 60_000)
    }
    const [row] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId))
    expect(row).toMatchObject({ status: 'FAILED', attempts: 10 })
    expect(await piCentre(t)).toEqual([])
  })

  const NOTIFY = '/v2/in_app_notifications/notify'
  const refusal = { error: 'invalid_arguments', error_message: 'Invalid notifications.' }

  it('fails for good only a notification Pi refuses, and sends the others of its batch', async () => {
    const ana = await userWithScope('refused_ana')
    const bea = await userWithScope('refused_bea')
    await raise(ana.userId, 'Carla')
    await raise(bea.userId, 'Mallory')
    await raise(ana.userId, 'Dora')
    // The platform refuses any request that holds this one notification, and takes the same request without it.
    await sim.control.faults({
      method: 'POST',
      path: NOTIFY,
      status: 400,
      body: refusal,
      bodyIncludes: 'Mallory',
      times: 100,
    })

    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 2, failed: 1, retrying: 0 })
    expect(await statuses()).toEqual(['SENT', 'FAILED', 'SENT'])
    expect((await piCentre(t)).map((item) => item.body)).toEqual(['From Carla.', 'From Dora.'])
    const [, refused] = await t.database.db.select().from(notificationOutbox).orderBy(notificationOutbox.id)
    expect(refused!.lastError).toMatch(/refused by Pi/)
    // Sending it again would change nothing: it is not retried.
    await passTime(DAY_MS)
    expect(await t.app.notificationsOutbox.drain()).toMatchObject({ sent: 0, failed: 0, retrying: 0 })
  })

  it('retries later, as platform trouble, a refusal of every notification past a batch’s request budget', async () => {
    const { userId } = await userWithScope('refused_all')
    for (let index = 0; index < 40; index += 1) await raise(userId, `n${index}`)
    await sim.control.faults({
      method: 'POST',
      path: NOTIFY,
      status: 400,
      body: refusal,
      bodyIncludes: 'From n',
      times: 1000,
    })

    const summary = await t.app.notificationsOutbox.drain()
    const left = (await sim.call<{ faults: { times: number }[] }>('GET', '/_control/faults')).body.faults[0]!.times
    expect(1000 - left).toBeLessThanOrEqual(32)
    expect(summary.sent).toBe(0)
    expect(summary.failed).toBeGreaterThan(0)
    expect(summary.retrying).toBeGreaterThan(0)
    expect(summary.failed + summary.retrying).toBe(40)
    expect((await statuses()).filter((status) => status === 'PENDING')).toHaveLength(summary.retrying)
  })
})
