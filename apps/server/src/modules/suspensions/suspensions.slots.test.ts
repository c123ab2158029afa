// A suspension and the slots: a payment in flight for the maker's article completes with Pi but starts
// no promotion (the buyer is treated as one whose promotion the suspension ended), the slot it held goes
// to the waiting line at once, and a suspended account waits in no line. Real HTTP, the Pi simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slotLimitOf } from '@spotlight/shared/domain/plans'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import {
  buy,
  clockedPaymentsApp,
  failure,
  startPurchase,
  type ClockedPaymentsApp,
  type CreateBody,
  type PaymentsApi,
} from '#src/modules/payments/payments.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import {
  findCategoryId,
  findOrder,
  findUserId,
  insertArticle,
  insertPromotion,
  listPromotions,
  setAccountAge,
} from '#src/test/factories'
import { freeMainSlots } from '#src/test/sliders'

const DAY = 24 * 3600 * 1000
const MAIN = { planType: 'MAIN_SLIDER' as const, categorySlug: null }

describe('suspending a maker with slots in play', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  let now: () => Date
  let setServerOffset: ClockedPaymentsApp['setServerOffset']
  let admin = ''

  beforeAll(async () => {
    ;({ t, sim, api, now, setServerOffset } = await clockedPaymentsApp())
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  const suspend = async (username: string) => {
    const answer = await t.request(`/api/admin/users/${username}/suspension`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Phishing links.' },
    })
    expect(answer.status).toBe(200)
  }
  const join = (token: string) => t.request('/api/payments/waitlist', { method: 'POST', token, json: MAIN })
  const places = async (token: string) =>
    (await (await t.request('/api/payments/waitlist', { token })).json()) as {
      position: number
      heldUntil: string | null
    }[]
  const receipt = async (token: string, orderId: string) =>
    (await (await t.request(`/api/payments/mine/${orderId}`, { token })).json()) as {
      status: string
      promotionState: string | null
    }
  const noticeTypes = async (token: string) =>
    ((await (await t.request('/api/notifications', { token })).json()) as { items: { type: string }[] }).items.map(
      (item) => item.type,
    )
  const activeOf = async (articleId: number) =>
    (await listPromotions(t.database.db, articleId)).filter((row) => row.state === 'ACTIVE')

  /** A signed-in maker with a published article in the games category. */
  async function maker(name: string) {
    const { accessToken: token } = await signIn(t, name)
    const games = await findCategoryId(t.database.db, 'games')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, name), { categoryId: games })
    return { name, token, articleId: article.id }
  }

  /** Another advertiser's promotions, in force for 60 days, until the main slider has no free slot. */
  async function fillMainSlider() {
    const owner = await findUserId(t.database.db, (await maker('filler')).name)
    const ids: number[] = []
    while ((await freeMainSlots(t)) > 0) {
      const { id } = await insertArticle(t.database.db, owner)
      await insertPromotion(t.database.db, id, 'MAIN_SLIDER', {
        startsAt: now(),
        expiresAt: new Date(now().getTime() + 60 * DAY),
      })
      ids.push(id)
    }
    return ids
  }

  /** Order, wallet payment and our approval: the buyer is about to sign. */
  async function approved(who: { name: string; token: string }, body: CreateBody) {
    const { order, piId } = await startPurchase(t, sim, who.name, who.token, body)
    expect((await api.approve(who.token, piId)).status).toBe(200)
    return { order, piId }
  }

  /** The buyer signs in the wallet and the SDK calls our /complete. */
  async function signAndComplete(token: string, piId: string) {
    const { txid } = (await sim.wallet.sign(piId)).body
    const completed = await api.complete(token, piId, txid)
    expect(completed.status, await completed.clone().text()).toBe(200)
    return (await completed.json()) as { status: string; expirationAt: string | null }
  }

  it('a renewal in flight completes with Pi but does not bring the promotion back', async () => {
    const rene = await maker('rene')
    const body = { planType: 'MAIN_SLIDER' as const, articleId: rene.articleId }
    await buy(t, sim, rene.name, rene.token, body)
    setServerOffset(25 * DAY) // in the renewal window
    try {
      const { order, piId } = await approved(rene, body)
      await suspend('rene')
      expect(await freeMainSlots(t)).toBe(slotLimitOf('MAIN_SLIDER'))

      const completed = await signAndComplete(rene.token, piId)
      expect(await activeOf(rene.articleId)).toEqual([])
      expect(await freeMainSlots(t)).toBe(slotLimitOf('MAIN_SLIDER'))
      expect(completed).toMatchObject({ status: 'COMPLETED', expirationAt: null, promotionEnded: true })
      expect((await findOrder(t.database.db, order.paymentId))?.status).toBe('COMPLETED')
      expect((await receipt(rene.token, order.paymentId)).promotionState).toBe('CANCELLED')
    } finally {
      setServerOffset(0)
    }
  })

  it('an approved order completes with Pi but starts nothing; its slot went to the line at the suspension', async () => {
    const mara = await maker('mara')
    // One promotion bought and running, one order approved and not yet signed, for the same article.
    const running = await buy(t, sim, mara.name, mara.token, {
      planType: 'CATEGORY_SLIDER',
      articleId: mara.articleId,
      categorySlug: 'games',
    })
    const { order, piId } = await approved(mara, { planType: 'MAIN_SLIDER', articleId: mara.articleId })
    await fillMainSlider()
    const waiter = await maker('waiter')
    expect((await join(waiter.token)).status).toBe(200)
    expect((await places(waiter.token))[0]?.heldUntil).toBeNull()

    await suspend('mara')
    // The reservation is released at once, and its slot held for the first in line.
    expect((await places(waiter.token))[0]?.heldUntil).not.toBeNull()

    const completed = await signAndComplete(mara.token, piId)
    expect(completed).toMatchObject({ status: 'COMPLETED', expirationAt: null, promotionEnded: true })
    // The desktop's polling reads the same, so its screen tells the buyer too (not a plain success).
    const polled = await t.request(`/api/payments/by-payment-id/${order.paymentId}`, { token: mara.token })
    expect(await polled.json()).toMatchObject({ status: 'COMPLETED', expirationAt: null, promotionEnded: true })
    expect(await activeOf(mara.articleId)).toEqual([])
    // Treated as the promotion the suspension ended: paid, shown ended, no promotion started.
    for (const orderId of [running.order.paymentId, order.paymentId]) {
      expect(await receipt(mara.token, orderId)).toMatchObject({ status: 'COMPLETED', promotionState: 'CANCELLED' })
    }
    expect((await noticeTypes(mara.token)).filter((type) => type === 'PROMOTION_STARTED')).toHaveLength(1)
    // The slot is the line's: free for anyone once the holder leaves it.
    expect(
      (await t.request('/api/payments/waitlist?planType=MAIN_SLIDER', { method: 'DELETE', token: waiter.token }))
        .status,
    ).toBe(204)
    expect(await freeMainSlots(t)).toBe(1)
  })

  it('an order approved before a report unpublishes its article completes with Pi but starts nothing', async () => {
    const una = await maker('una')
    const { order, piId } = await approved(una, { planType: 'MAIN_SLIDER', articleId: una.articleId })
    const freeWhileHeld = await freeMainSlots(t)
    const reader = (await signIn(t, 'reader')).accessToken
    await setAccountAge(t.database.db, 'reader', 60)
    const filed = await t.request('/api/reports', {
      method: 'POST',
      token: reader,
      json: { targetType: 'ARTICLE', targetId: una.articleId, reason: 'SCAM' },
    })
    expect(filed.status).toBe(201)
    const { id } = (await filed.json()) as { id: number }
    const decided = await t.request(`/api/admin/reports/${id}/decision`, {
      method: 'POST',
      token: admin,
      json: { action: 'UNPUBLISH', reason: 'A passphrase scam.' },
    })
    expect(decided.status).toBe(200)
    expect(await freeMainSlots(t)).toBe(freeWhileHeld + 1)

    await signAndComplete(una.token, piId)
    expect(await activeOf(una.articleId)).toEqual([])
    expect(await freeMainSlots(t)).toBe(freeWhileHeld + 1)
    expect(await receipt(una.token, order.paymentId)).toMatchObject({
      status: 'COMPLETED',
      promotionState: 'CANCELLED',
    })
  })

  it('a suspended account cannot join a line, and a suspension passes its held slot to the next in line', async () => {
    const fillers = await fillMainSlider()
    const first = await maker('first')
    const second = await maker('second')
    const third = await maker('third')
    for (const who of [first, second, third]) expect((await join(who.token)).status).toBe(200)
    const filler = (await signIn(t, 'filler')).accessToken
    const cancelled = await t.request(
      `/api/payments/cancel-subscription?articleId=${fillers[0]!}&planType=MAIN_SLIDER`,
      { method: 'DELETE', token: filler },
    )
    expect(cancelled.status).toBe(200)
    expect((await places(first.token))[0]?.heldUntil).not.toBeNull()

    await suspend('first')
    expect(await places(first.token)).toEqual([])
    expect((await places(second.token))[0]?.heldUntil).not.toBeNull()
    expect(await noticeTypes(second.token)).toContain('SLOT_HELD')
    expect(await failure(await join(first.token))).toEqual([403, 'ACCOUNT_SUSPENDED'])

    // One waiting without a hold leaves the line too.
    await suspend('third')
    expect(await places(third.token)).toEqual([])
    expect(await failure(await join(third.token))).toEqual([403, 'ACCOUNT_SUSPENDED'])
    expect(await places(second.token)).toHaveLength(1)
  })
})
