// The sliders' waiting lists: a full slider's line, the 24-hour hold given to the
// first in line when a slot frees (cancellation, expiry, a lapsed reservation), only the holder may buy
// it, and an unused hold passes on. Our server's clock and the simulator's move together.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import {
  buy,
  clockedPaymentsApp,
  failure,
  startPurchase,
  type ClockedPaymentsApp,
  type PaymentsApi,
} from '#src/modules/payments/payments.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle, insertPromotion } from '#src/test/factories'
import { createPromotionsService, type SlotHeld } from './promotions.service'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('the waiting list of a slider', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  let now: () => Date
  let passTime: ClockedPaymentsApp['passTime']
  /** The reconciler, then the scheduler's due jobs (the waiting lists' tick among them). */
  let everyMinute: ClockedPaymentsApp['everyMinute']

  beforeEach(async () => {
    ;({ t, sim, api, now, passTime, everyMinute } = await clockedPaymentsApp())
  })
  afterEach(async () => {
    await t.close()
  })

  async function user(name: string) {
    const { accessToken: token } = await signIn(t, name)
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, name), {
      categoryId: await findCategoryId(t.database.db, 'games'),
    })
    return { name, token, articleId: article.id }
  }

  /** Seven promotions of the owner `fay` in the main slider, ending in `endsIn` (one each, or all alike). */
  async function fillMainSlider(endsIn: (index: number) => number = () => 30 * DAY) {
    const fay = await user('fay')
    const owner = await findUserId(t.database.db, 'fay')
    const articleIds: number[] = []
    for (let index = 0; index < 7; index++) {
      const { id } = await insertArticle(t.database.db, owner)
      await insertPromotion(t.database.db, id, 'MAIN_SLIDER', {
        startsAt: now(),
        expiresAt: new Date(now().getTime() + endsIn(index)),
      })
      articleIds.push(id)
    }
    return { fay, articleIds }
  }

  const MAIN = { planType: 'MAIN_SLIDER' as const, categorySlug: null }
  const join = (token: string | undefined, body: unknown = MAIN) =>
    t.request('/api/payments/waitlist', { method: 'POST', json: body, ...(token ? { token } : {}) })
  const places = async (token: string) => (await t.request('/api/payments/waitlist', { token })).json()
  const leave = (token: string | undefined, query = 'planType=MAIN_SLIDER') =>
    t.request(`/api/payments/waitlist?${query}`, { method: 'DELETE', ...(token ? { token } : {}) })
  const remaining = async (query = 'promoteType=MAIN_SLIDER') =>
    (await (await t.request(`/api/payments/slots?${query}`)).json()).remainingSlots as number
  /** The SLOT_HELD notices a user was sent (the app wires the hook to notifications). */
  const notices = async (token: string) =>
    (
      (await (await t.request('/api/notifications', { token })).json()).items as { type: string; link: string }[]
    ).filter((item) => item.type === 'SLOT_HELD')
  const cancelPromotion = (token: string, articleId: number) =>
    t.request(`/api/payments/cancel-subscription?articleId=${articleId}&planType=MAIN_SLIDER`, {
      method: 'DELETE',
      token,
    })

  it('is joined only while the slider is full; places are kept in order and can be left', async () => {
    const ana = await user('ana')
    // An empty slider: buy the slot instead.
    const refused = await join(ana.token)
    expect(refused.status).toBe(409)
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('WAITLIST_SLOT_FREE')

    await fillMainSlider()
    const bob = await user('bob')
    expect(await (await join(ana.token)).json()).toEqual({ planType: 'MAIN_SLIDER', categorySlug: null, position: 1 })
    expect(await (await join(bob.token)).json()).toMatchObject({ position: 2 })
    // Joining again keeps the place.
    expect(await (await join(ana.token)).json()).toMatchObject({ position: 1 })
    expect(await places(bob.token)).toEqual([
      { planType: 'MAIN_SLIDER', categorySlug: null, position: 2, heldUntil: null },
    ])

    // Ana leaves: Bob moves up. Leaving twice changes nothing.
    expect((await leave(ana.token)).status).toBe(204)
    expect((await leave(ana.token)).status).toBe(204)
    expect(await places(ana.token)).toEqual([])
    expect(await places(bob.token)).toMatchObject([{ position: 1 }])
  })

  it('a cancellation holds the slot for the first in line for 24 hours; only the holder may buy it', async () => {
    const { fay, articleIds } = await fillMainSlider()
    const ana = await user('ana')
    const bob = await user('bob')
    const dan = await user('dan')
    await join(ana.token)
    await join(bob.token)

    const before = now().getTime()
    expect((await cancelPromotion(fay.token, articleIds[0]!)).status).toBe(200)
    const [held] = await places(ana.token)
    expect(held).toMatchObject({ position: 0, planType: 'MAIN_SLIDER' })
    expect(new Date(held.heldUntil).getTime() - before - DAY).toBeGreaterThanOrEqual(0)
    expect(new Date(held.heldUntil).getTime() - before - DAY).toBeLessThan(MINUTE)
    expect(await places(bob.token)).toMatchObject([{ position: 1, heldUntil: null }])
    // The holder is told, the next in line is not.
    expect(await notices(ana.token)).toMatchObject([{ type: 'SLOT_HELD', link: '/advertise' }])
    expect(await notices(bob.token)).toEqual([])
    // Taken for everyone else, the slots count included.
    expect(await remaining()).toBe(0)
    for (const other of [bob, dan]) {
      expect(
        await failure(await api.create(other.token, { planType: 'MAIN_SLIDER', articleId: other.articleId })),
      ).toEqual([409, 'PROMOTION_NO_SLOT'])
    }
    // The holder buys it as usual; her place is done with.
    const { completed } = await buy(t, sim, 'ana', ana.token, { planType: 'MAIN_SLIDER', articleId: ana.articleId })
    expect(completed.status).toBe('COMPLETED')
    expect(await places(ana.token)).toEqual([])
    expect(await places(bob.token)).toMatchObject([{ position: 1, heldUntil: null }])
    expect(await remaining()).toBe(0)
  })

  it('an unused hold passes to the next in line when it runs out; then the slot is free', async () => {
    const { fay, articleIds } = await fillMainSlider()
    const ana = await user('ana')
    const bob = await user('bob')
    await join(ana.token)
    await join(bob.token)
    await cancelPromotion(fay.token, articleIds[0]!)
    expect(await places(ana.token)).toMatchObject([{ position: 0 }])

    await passTime(DAY + MINUTE)
    // Out of time: the hold stops counting at once, and the tick passes it on.
    expect(await places(ana.token)).toEqual([])
    expect((await everyMinute()).ran).toContain('waitlist-holds')
    // One slot was held: Bob's, and he is told once.
    expect(await places(bob.token)).toMatchObject([{ position: 0 }])
    expect(await notices(bob.token)).toHaveLength(1)
    expect(await failure(await api.create(ana.token, { planType: 'MAIN_SLIDER', articleId: ana.articleId }))).toEqual([
      409,
      'PROMOTION_NO_SLOT',
    ])

    // Bob leaves while holding: nobody waits, so the slot is simply free.
    expect((await leave(bob.token)).status).toBe(204)
    expect(await remaining()).toBe(1)
  })

  it('a promotion reaching its end frees its slot for the first in line at the next tick', async () => {
    await fillMainSlider((index) => (index === 0 ? HOUR : 30 * DAY))
    const ana = await user('ana')
    await join(ana.token)
    await passTime(2 * HOUR)
    // Before the tick the free slot is already promised to the line, not offered to the public.
    expect(await remaining()).toBe(0)
    const dan = await user('dan')
    expect(await failure(await api.create(dan.token, { planType: 'MAIN_SLIDER', articleId: dan.articleId }))).toEqual([
      409,
      'PROMOTION_NO_SLOT',
    ])
    await everyMinute()
    const [held] = await places(ana.token)
    expect(held).toMatchObject({ position: 0 })
    // A second tick (the next minute's, on this instance or another) changes nothing: no new hold.
    await passTime(MINUTE)
    expect((await everyMinute()).ran).toContain('waitlist-holds')
    expect(await places(ana.token)).toEqual([held])
    expect(await notices(ana.token)).toHaveLength(1)
  })

  it('a reservation that lapsed (the buyer walked away) is held for the first in line', async () => {
    await fillMainSlider((index) => (index === 0 ? HOUR : 30 * DAY))
    await passTime(2 * HOUR)
    await everyMinute()
    // One slot free: Carl approves and walks away; Ana finds the slider full and waits.
    const carl = await user('carl')
    const { piId } = await startPurchase(t, sim, 'carl', carl.token, {
      planType: 'MAIN_SLIDER',
      articleId: carl.articleId,
    })
    expect((await api.approve(carl.token, piId)).status).toBe(200)
    const ana = await user('ana')
    expect(await (await join(ana.token)).json()).toMatchObject({ position: 1 })
    await passTime(11 * MINUTE)
    const summary = await everyMinute()
    expect(summary.cancelled).toBe(1)
    expect(await places(ana.token)).toMatchObject([{ position: 0 }])
  })

  it('a holder whose payment is abandoned keeps the hold', async () => {
    const { fay, articleIds } = await fillMainSlider()
    const ana = await user('ana')
    await join(ana.token)
    await cancelPromotion(fay.token, articleIds[0]!)
    const { piId } = await startPurchase(t, sim, 'ana', ana.token, {
      planType: 'MAIN_SLIDER',
      articleId: ana.articleId,
    })
    expect((await api.approve(ana.token, piId)).status).toBe(200)
    await sim.wallet.userCancel(piId)
    expect((await api.incomplete(ana.token, piId)).status).toBe(200)
    expect(await places(ana.token)).toMatchObject([{ position: 0 }])
    expect(await remaining()).toBe(0)
    // She can try again.
    await buy(t, sim, 'ana', ana.token, { planType: 'MAIN_SLIDER', articleId: ana.articleId })
    expect(await places(ana.token)).toEqual([])
  })

  it('tells the onSlotHeld hook, in the granting transaction, once per hold', async () => {
    const { articleIds } = await fillMainSlider()
    const ana = await user('ana')
    await join(ana.token)
    const seen: SlotHeld[] = []
    const admin = await signIn(t, 'admin')
    const at = new Date(now().getTime())
    const clock = createPromotionsService({
      db: t.app.db,
      now: () => at,
      onSlotHeld: async (_tx, hold) => void seen.push(hold),
    })
    await clock.cancelSubscription(
      { userId: await findUserId(t.database.db, 'admin'), username: 'admin', role: 'ADMIN' },
      { articleId: articleIds[0]!, planType: 'MAIN_SLIDER' },
    )
    // A tick afterwards (this instance or another) holds nothing more.
    await clock.tick(at)
    expect(admin.role).toBe('ADMIN')
    expect(seen).toEqual([
      {
        userId: await findUserId(t.database.db, 'ana'),
        planType: 'MAIN_SLIDER',
        categorySlug: null,
        heldUntil: new Date(at.getTime() + DAY),
      },
    ])
  })

  it("a category slider's line is its own", async () => {
    const ana = await user('ana')
    const games = { planType: 'CATEGORY_SLIDER', categorySlug: 'games' }
    expect(await failure(await join(ana.token, games))).toEqual([409, 'WAITLIST_SLOT_FREE'])
    await signIn(t, 'gus')
    const owner = await findUserId(t.database.db, 'gus')
    const gamesId = await findCategoryId(t.database.db, 'games')
    for (let index = 0; index < 7; index++) {
      const { id } = await insertArticle(t.database.db, owner, { categoryId: gamesId })
      await insertPromotion(t.database.db, id, 'CATEGORY_SLIDER', { categoryId: gamesId, startsAt: now() })
    }
    expect(await (await join(ana.token, games)).json()).toEqual({
      planType: 'CATEGORY_SLIDER',
      categorySlug: 'games',
      position: 1,
    })
    expect(await failure(await join(ana.token))).toEqual([409, 'WAITLIST_SLOT_FREE'])
    expect(await places(ana.token)).toEqual([
      { planType: 'CATEGORY_SLIDER', categorySlug: 'games', position: 1, heldUntil: null },
    ])
    expect((await leave(ana.token, 'planType=CATEGORY_SLIDER&categorySlug=games')).status).toBe(204)
    expect(await places(ana.token)).toEqual([])
  })
})

describe('the waiting list endpoints refuse', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(async () => {
    await t.close()
  })

  it('visitors (401), and never show one user the places of another (admins included)', async () => {
    for (const [method, path] of [
      ['POST', '/api/payments/waitlist'],
      ['GET', '/api/payments/waitlist'],
      ['DELETE', '/api/payments/waitlist?planType=MAIN_SLIDER'],
    ] as const) {
      const response = await t.request(path, {
        method,
        ...(method === 'POST' ? { json: { planType: 'MAIN_SLIDER' } } : {}),
      })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('AUTH_REQUIRED')
    }
    await signIn(t, 'fay')
    const owner = await findUserId(t.database.db, 'fay')
    for (let index = 0; index < 7; index++) {
      const { id } = await insertArticle(t.database.db, owner)
      await insertPromotion(t.database.db, id, 'MAIN_SLIDER')
    }
    const ana = (await signIn(t, 'ana')).accessToken
    // Waiting needs an article that could take the slot.
    await insertArticle(t.database.db, await findUserId(t.database.db, 'ana'))
    const bob = (await signIn(t, 'bob')).accessToken
    const admin = (await signIn(t, 'admin')).accessToken
    expect(
      (await t.request('/api/payments/waitlist', { method: 'POST', token: ana, json: { planType: 'MAIN_SLIDER' } }))
        .status,
    ).toBe(200)
    const own = await t.request('/api/payments/waitlist', { token: ana })
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(await own.json()).toHaveLength(1)
    expect(await (await t.request('/api/payments/waitlist', { token: bob })).json()).toEqual([])
    expect(await (await t.request('/api/payments/waitlist', { token: admin })).json()).toEqual([])
    // Another user leaving removes only their own (absent) place.
    expect(
      (await t.request('/api/payments/waitlist?planType=MAIN_SLIDER', { method: 'DELETE', token: bob })).status,
    ).toBe(204)
    expect(await (await t.request('/api/payments/waitlist', { token: ana })).json()).toHaveLength(1)
  })

  it('bad input with a 4xx and the error body, never a 5xx', async () => {
    const { accessToken: token } = await signIn(t, 'ana')
    const post = (body: unknown, raw = false) =>
      t.request('/api/payments/waitlist', {
        method: 'POST',
        token,
        ...(raw ? { body: body as string, headers: { 'content-type': 'application/json' } } : { json: body }),
      })
    const cases: [unknown, number, boolean?][] = [
      [{}, 400],
      [{ planType: 'STANDARD' }, 400],
      [{ planType: 42 }, 400],
      [{ planType: ['MAIN_SLIDER'] }, 400],
      [{ planType: 'CATEGORY_SLIDER' }, 400],
      [{ planType: 'CATEGORY_SLIDER', categorySlug: 'x'.repeat(5000) }, 400],
      [{ planType: 'CATEGORY_SLIDER', categorySlug: { $ne: null } }, 400],
      [{ planType: 'CATEGORY_SLIDER', categorySlug: '<img src=x onerror=alert(1)>' }, 404],
      [{ planType: 'CATEGORY_SLIDER', categorySlug: "games' or 1=1 --" }, 404],
      ['[1,2,3]', 400, true],
      ['{"planType":', 400, true],
      ['null', 400, true],
    ]
    for (const [body, status, raw] of cases) {
      const response = await post(body, raw)
      expect(response.status, JSON.stringify(body)).toBe(status)
      ErrorBodySchema.parse(await response.json())
    }
    for (const [query, status] of [
      ['', 400],
      ['planType=BOGUS', 400],
      ['planType=CATEGORY_SLIDER', 400],
      ['planType=CATEGORY_SLIDER&categorySlug=nope', 404],
      [`planType=CATEGORY_SLIDER&categorySlug=${'a'.repeat(300)}`, 400],
    ] as const) {
      const response = await t.request(`/api/payments/waitlist?${query}`, { method: 'DELETE', token })
      expect(response.status, query).toBe(status)
      ErrorBodySchema.parse(await response.json())
    }
  })
})
